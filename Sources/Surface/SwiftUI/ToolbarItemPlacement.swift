/// Where a toolbar item goes: a bar and a side of it, or a role the platform places.
///
/// In a navigation stack, items for the navigation bar are laid out and hit in its 44-pt row
/// (nothing is drawn); the other placements are inert: their items are not shown.
public struct ToolbarItemPlacement: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case automatic, principal, navigation, primaryAction, secondaryAction, status
    case confirmationAction, cancellationAction, destructiveAction
    case keyboard, topBarLeading, topBarTrailing, bottomBar
  }
  private let kind: Kind

  /// Where the platform chooses: the trailing edge of the navigation bar on iOS.
  public static let automatic = ToolbarItemPlacement(kind: .automatic)
  /// The centre of the navigation bar, in place of the title.
  public static let principal = ToolbarItemPlacement(kind: .principal)
  /// With the navigation controls: the leading edge of the navigation bar on iOS.
  public static let navigation = ToolbarItemPlacement(kind: .navigation)
  /// The most used action: the trailing edge of the navigation bar on iOS.
  public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
  /// A less used action, in an overflow menu (inert).
  public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
  /// Status text or views (inert).
  public static let status = ToolbarItemPlacement(kind: .status)
  /// The action that confirms a modal view: the navigation bar's trailing edge.
  public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
  /// The action that dismisses a modal view without its changes: the navigation bar's leading
  /// edge.
  public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
  /// The action that deletes what a modal view shows: the navigation bar's trailing edge.
  public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
  /// Above the keyboard, while it shows (inert).
  public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
  /// The leading edge of the top bar.
  public static let topBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
  /// The trailing edge of the top bar.
  public static let topBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
  /// The leading edge of the navigation bar: the older name of `topBarLeading`.
  public static let navigationBarLeading = ToolbarItemPlacement(kind: .topBarLeading)
  /// The trailing edge of the navigation bar: the older name of `topBarTrailing`.
  public static let navigationBarTrailing = ToolbarItemPlacement(kind: .topBarTrailing)
  /// The bottom toolbar (inert).
  public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)

  /// Where the item sits in the navigation bar's row; nil for the placements it is not shown at.
  var barSide: ToolbarBarSide? {
    switch kind {
    case .topBarLeading, .navigation, .cancellationAction: .leading
    case .automatic, .primaryAction, .topBarTrailing, .confirmationAction, .destructiveAction:
      .trailing
    case .principal: .principal
    case .secondaryAction, .status, .keyboard, .bottomBar: nil
    }
  }
}

/// A side of the navigation bar's row.
enum ToolbarBarSide { case leading, principal, trailing }
