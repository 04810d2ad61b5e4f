/// The platform's control group style (inert: the controls side by side, as in a view's body).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
  /// The automatic style.
  public init() {}
}

/// The style of a navigation bar's groups (inert: the controls side by side).
public struct NavigationControlGroupStyle: ControlGroupStyle {
  /// The navigation style.
  public init() {}
}

/// The controls in a row of a menu (inert: the controls side by side).
public struct PaletteControlGroupStyle: ControlGroupStyle {
  /// The palette style.
  public init() {}
}

/// The controls in a compact menu behind the label (inert: side by side, no menu shown).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  /// The compact menu style.
  public init() {}
}

/// The controls in a menu behind the label (inert: side by side, no menu shown).
public struct MenuControlGroupStyle: ControlGroupStyle {
  /// The menu style.
  public init() {}
}
