/// Whether a view is presented, and a way to dismiss it: `EnvironmentValues.presentationMode`,
/// iOS 13's form of `isPresented` and `dismiss`.
public struct PresentationMode {
  let action: DismissAction

  /// Whether the view is presented: pushed onto a navigation stack or shown in a sheet.
  public var isPresented: Bool { action.presents }

  /// Dismisses the view, as `dismiss` does.
  public mutating func dismiss() { action() }
}
