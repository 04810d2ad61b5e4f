/// The action `refreshable` puts in the environment: a scroll view or a list that finds one
/// offers pull-to-refresh and runs it; a view of the app's own can call it with
/// `await refresh?()`.
///
/// Read it with `@Environment(\.refresh)`; without a `refreshable` modifier above it is nil (as
/// Apple documents).
///
/// ```swift
/// import SwiftUI
///
/// struct ReloadButton: View {
///   @Environment(\.refresh) private var refresh
///   var body: some View {
///     Button("Reload") { Task { await refresh?() } }
///       .disabled(refresh == nil)
///   }
/// }
/// ```
public struct RefreshAction: @unchecked Sendable {
  // Unchecked: the action may capture the app's view, which is not `Sendable` here; the replay
  // runs every view, task and action on its one main thread.
  let action: () async -> Void

  /// Runs the refresh and returns when it has finished.
  public func callAsFunction() async { await action() }
}

private enum RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The refresh action of the nearest `refreshable` modifier above, or nil when there is none.
  public var refresh: RefreshAction? { self[RefreshActionKey.self] }

  /// What `refresh` holds, set by `refreshable`.
  var refreshAction: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}
