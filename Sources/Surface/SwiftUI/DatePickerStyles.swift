/// The platform's date picker style: compact on iPhone (its picker does not open: inert).
public struct DefaultDatePickerStyle: DatePickerStyle, DatePickerAppearanceStyle {
  /// The platform's style.
  public init() {}
  var appearance: DatePickerAppearance { .compact }
}

/// The label, then the date and time as buttons at the trailing edge; a tap on them opens no
/// picker (inert: nothing to choose with headless).
public struct CompactDatePickerStyle: DatePickerStyle, DatePickerAppearanceStyle {
  /// The compact style.
  public init() {}
  var appearance: DatePickerAppearance { .compact }
}

/// A calendar of the month and the time below it (inert: shown as the compact style, no
/// calendar drawn).
public struct GraphicalDatePickerStyle: DatePickerStyle, DatePickerAppearanceStyle {
  /// The graphical style.
  public init() {}
  var appearance: DatePickerAppearance { .compact }
}

/// Spinning wheels of the components: the label, then a `UIPickerView` 216 pt tall whose
/// wheels turn, tick at each row and set the date where they rest.
public struct WheelDatePickerStyle: DatePickerStyle, DatePickerAppearanceStyle {
  /// The wheel style.
  public init() {}
  var appearance: DatePickerAppearance { .wheel }
}
