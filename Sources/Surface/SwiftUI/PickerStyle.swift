/// How a ``Picker`` shows its options; set with ``View/pickerStyle(_:)``.
///
/// On iPhone `.automatic` is `.menu`. `.segmented` (and `.palette`, shown as it outside a menu),
/// `.wheel` and `.inline` (its options as rows in a list, a wheel elsewhere) take touches here.
public protocol PickerStyle {}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's style: a menu on iPhone (inert).
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// The options side by side in a segmented control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// The options in a row: outside a menu, a segmented control.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A button showing the selection that opens a menu of the options (inert).
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A spinning wheel of the options: a `UIPickerView`.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options among the views around: rows in a list, a wheel elsewhere.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that pushes a list of the options (inert).
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

nonisolated extension View {
  /// Sets the style of the pickers inside.
  public func pickerStyle(_ style: some PickerStyle) -> some View {
    let appearance = (style as? any PickerAppearanceStyle)?.appearance ?? .menu
    return environment(\.pickerAppearance, appearance)
  }
}

/// How a style shows a picker's options, read by the pickers inside.
enum PickerAppearance {
  /// A segmented control.
  case segmented
  /// The selected option, as a menu's button shows it.
  case menu
  /// The selected option, in a wheel's height.
  case wheel
  /// In a list, the options as its rows; elsewhere a wheel.
  case inline
  /// The picker's label, as a navigation link's row shows it.
  case label
}

/// A style's appearance, read by the pickers inside.
protocol PickerAppearanceStyle {
  var appearance: PickerAppearance { get }
}

private enum PickerAppearanceKey: EnvironmentKey {
  static var defaultValue: PickerAppearance { .menu }
}

extension EnvironmentValues {
  /// The appearance `pickerStyle(_:)` set for the pickers inside.
  var pickerAppearance: PickerAppearance {
    get { self[PickerAppearanceKey.self] }
    set { self[PickerAppearanceKey.self] = newValue }
  }
}
