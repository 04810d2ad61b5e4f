nonisolated extension View {
  /// Puts `action` in the environment as ``EnvironmentValues/refresh``: a `ScrollView` or a
  /// `List` inside offers pull-to-refresh with UIKit's `UIRefreshControl` (as on iOS, where its
  /// scroll view is a `UIScrollView`).
  ///
  /// A pull past the control's trigger distance begins refreshing while the finger is still
  /// down and starts `action` as a task on the replay's virtual clock (a `Task.sleep` inside it
  /// waits virtual time); the refresh ends when `action` returns. The nearest scroll view inside
  /// takes the action, not the scroll views in its content (ours).
  ///
  /// ```swift
  /// import SwiftUI
  ///
  /// struct Inbox: View {
  ///   @State private var messages = ["Welcome"]
  ///   var body: some View {
  ///     List(messages, id: \.self) { Text($0) }
  ///       .refreshable {
  ///         try? await Task.sleep(for: .seconds(1))
  ///         messages.insert("New", at: 0)
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// Apple's `action` is `@Sendable`; here it need not be, since a view here is not isolated to
  /// the main actor as iOS's are (so not `Sendable`), and an action that captures the view, as
  /// `{ await model.reload() }` does, compiles as it does on iOS.
  public func refreshable(action: @escaping () async -> Void) -> some View {
    modifier(RefreshableModifier(action: RefreshAction(action: action)))
  }
}

/// Sets the refresh action for the views inside and for the scroll view that offers it.
nonisolated struct RefreshableModifier: PrimitiveModifier {
  let action: RefreshAction

  func update(_ node: ViewNode) {
    node.role = .list
    var values = node.environment
    values.refreshAction = action
    values.scrollConfiguration.refresh = action
    node.childEnvironment = values
  }
}
