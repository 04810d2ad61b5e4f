/// Where a toolbar item goes: a bar and a side of it, or a role the platform places (inert:
/// no toolbar is drawn).
public struct ToolbarItemPlacement: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case automatic, principal, navigation, primaryAction, secondaryAction, status
    case confirmationAction, cancellationAction, destructiveAction
    case keyboard, topBarLeading, topBarTrailing, bottomBar
  }
  private let kind: Kind

  /// Where the platform chooses (inert).
  public static let automatic = ToolbarItemPlacement(kind: .automatic)
  /// The centre of the navigation bar, in place of the title (inert).
  public static let principal = ToolbarItemPlacement(kind: .principal)
  /// With the navigation controls: the leading edge of the navigation bar on iOS (inert).
  public static let navigation = ToolbarItemPlacement(kind: .navigation)
  /// The most used action: the trailing edge of the navigation bar on iOS (inert).
  public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
  /// A less used action, in an overflow menu (inert).
  public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
  /// Status text or views (inert).
  public static let status = ToolbarItemPlacement(kind: .status)
  /// The action that confirms a modal view: its trailing edge (inert).
  public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
  /// The action that dismisses a modal view without its changes: its leading edge (inert).
  public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
  /// The action that deletes what a modal view shows (inert).
  public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
  /// Above the keyboard, while it shows (inert).
  public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
  /// The leading edge of the top bar (inert).
  public static let topBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
  /// The trailing edge of the top bar (inert).
  public static let topBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
  /// The leading edge of the navigation bar: the older name of `topBarLeading` (inert).
  public static let navigationBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
  /// The trailing edge of the navigation bar: the older name of `topBarTrailing` (inert).
  public static let navigationBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
  /// The bottom toolbar (inert).
  public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
}
