/// Dismisses the view it is read in: in a navigation stack, pops the view and those above it.
///
/// Read it with `@Environment(\.dismiss)`; outside a pushed view it does nothing.
public struct DismissAction {
  let action: () -> Void

  /// Dismisses the view.
  public func callAsFunction() { action() }
}

private enum DismissActionKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
  /// Dismisses the view it is read in.
  public var dismiss: DismissAction { self[DismissActionKey.self] }

  /// What `dismiss` does, set by the view that shows the one it is read in.
  var dismissAction: DismissAction {
    get { self[DismissActionKey.self] }
    set { self[DismissActionKey.self] = newValue }
  }
}
