/// How a ``ControlGroup`` shows its controls; set with ``View/controlGroupStyle(_:)``.
///
/// Every style is inert: a group lays its controls out side by side whatever the style (no menu
/// is shown, and the group's background is not drawn).
public protocol ControlGroupStyle {}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  /// The platform's style: in a view's body, the controls side by side (inert).
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  /// The style of a navigation bar's groups, such as back and forward buttons (inert).
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  /// The controls in a row of a menu (inert: shown side by side).
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  /// The controls in a compact menu behind the label (inert: shown side by side, no menu).
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
  /// The controls in a menu behind the label (inert: shown side by side, no menu).
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

nonisolated extension View {
  /// Sets the style of the control groups inside (inert: every style lays the controls out side
  /// by side).
  public func controlGroupStyle(_ style: some ControlGroupStyle) -> some View { self }
}
