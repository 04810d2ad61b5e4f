/// Whether choosing one of a menu's actions closes the menu (iOS 16.4).
///
/// Inert: headless a menu's actions run when the app's code performs them, and no menu is shown
/// to close.
public struct MenuActionDismissBehavior: Hashable, Sendable {
  let name: String

  /// As the platform chooses: the menu closes.
  public static let automatic = MenuActionDismissBehavior(name: "automatic")
  /// The menu closes.
  public static let enabled = MenuActionDismissBehavior(name: "enabled")
  /// The menu stays open (a stepper's actions, say).
  public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

nonisolated extension View {
  /// Whether the menus inside close when one of their actions is chosen (inert: no menu is
  /// shown headless).
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
    self
  }
}
