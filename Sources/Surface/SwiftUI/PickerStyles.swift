/// The platform's picker style: a menu on iPhone (inert).
public struct DefaultPickerStyle: PickerStyle, PickerAppearanceStyle {
  /// The platform's style.
  public init() {}
  var appearance: PickerAppearance { .menu }
}

/// The options side by side in a `UISegmentedControl`: a tap selects.
public struct SegmentedPickerStyle: PickerStyle, PickerAppearanceStyle {
  /// The segmented style.
  public init() {}
  var appearance: PickerAppearance { .segmented }
}

/// The options in a row: outside a menu, a segmented control, as on iOS.
public struct PalettePickerStyle: PickerStyle, PickerAppearanceStyle {
  /// The palette style.
  public init() {}
  var appearance: PickerAppearance { .segmented }
}

/// A button showing the selection that opens a menu of the options (inert: the menu is not
/// shown).
public struct MenuPickerStyle: PickerStyle, PickerAppearanceStyle {
  /// The menu style.
  public init() {}
  var appearance: PickerAppearance { .menu }
}

/// A spinning wheel of the options: a `UIPickerView` 216 pt tall, whose wheel turns, ticks at
/// each row and selects the option it comes to rest on.
public struct WheelPickerStyle: PickerStyle, PickerAppearanceStyle {
  /// The wheel style.
  public init() {}
  var appearance: PickerAppearance { .wheel }
}

/// The options among the views around, as on iOS: in a `List` or `Form`, a section of rows
/// headed by the picker's label, a checkmark on the selected one; elsewhere a wheel.
public struct InlinePickerStyle: PickerStyle, PickerAppearanceStyle {
  /// The inline style.
  public init() {}
  var appearance: PickerAppearance { .inline }
}

/// A row showing the label that pushes a list of the options (inert: nothing is pushed).
public struct NavigationLinkPickerStyle: PickerStyle, PickerAppearanceStyle {
  /// The navigation link style.
  public init() {}
  var appearance: PickerAppearance { .label }
}
