/// A bar a view's toolbar modifiers act on (inert: no bar is drawn).
public struct ToolbarPlacement: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case automatic, navigationBar, tabBar, bottomBar
  }
  private let kind: Kind

  /// The bars the platform chooses (inert).
  public static let automatic = ToolbarPlacement(kind: .automatic)
  /// The navigation bar (inert).
  public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
  /// The tab bar (inert).
  public static let tabBar = ToolbarPlacement(kind: .tabBar)
  /// The bottom toolbar (inert).
  public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
}
