/// How a ``DatePicker`` shows its selection; set with ``View/datePickerStyle(_:)``.
///
/// On iPhone `.automatic` is `.compact`: the label, then the date and time as buttons at the
/// trailing edge. `.wheel` shows the selection in a wheel's 216-pt height and `.graphical` as
/// `.compact` does (both inert: no wheel turns, no calendar is drawn). No style changes the
/// selection on a touch (inert: no picker opens headless).
public protocol DatePickerStyle {}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  /// The platform's style: compact on iPhone.
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// The date and time as buttons beside the label; their picker does not open (inert).
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// A calendar (inert: shown as the compact style).
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// Spinning wheels of the components (inert: the selection in a wheel's height).
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

nonisolated extension View {
  /// Sets the style of the date pickers inside.
  public func datePickerStyle(_ style: some DatePickerStyle) -> some View {
    let appearance = (style as? any DatePickerAppearanceStyle)?.appearance ?? .compact
    return environment(\.datePickerAppearance, appearance)
  }
}

/// How a style shows a date picker's selection, read by the date pickers inside.
enum DatePickerAppearance {
  /// The label, then the selection's components as buttons at the trailing edge.
  case compact
  /// The label, then the selection in a wheel's height.
  case wheel
}

/// A style's appearance, read by the date pickers inside.
protocol DatePickerAppearanceStyle {
  var appearance: DatePickerAppearance { get }
}

private enum DatePickerAppearanceKey: EnvironmentKey {
  static var defaultValue: DatePickerAppearance { .compact }
}

extension EnvironmentValues {
  /// The appearance `datePickerStyle(_:)` set for the date pickers inside.
  var datePickerAppearance: DatePickerAppearance {
    get { self[DatePickerAppearanceKey.self] }
    set { self[DatePickerAppearanceKey.self] = newValue }
  }
}
