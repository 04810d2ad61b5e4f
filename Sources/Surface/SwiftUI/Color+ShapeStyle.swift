/// The system colours where a shape style is expected: `.fill(.red)`, `.foregroundStyle(.blue)`
/// (inert, as every style).
extension ShapeStyle where Self == Color {
  /// Black (inert).
  public static var black: Color { Color.black }
  /// White (inert).
  public static var white: Color { Color.white }
  /// Gray (inert).
  public static var gray: Color { Color.gray }
  /// Clear (inert).
  public static var clear: Color { Color.clear }
  /// Red (inert).
  public static var red: Color { Color.red }
  /// Orange (inert).
  public static var orange: Color { Color.orange }
  /// Yellow (inert).
  public static var yellow: Color { Color.yellow }
  /// Green (inert).
  public static var green: Color { Color.green }
  /// Blue (inert).
  public static var blue: Color { Color.blue }
  /// Purple (inert).
  public static var purple: Color { Color.purple }
  /// Pink (inert).
  public static var pink: Color { Color.pink }
  /// Mint (inert).
  public static var mint: Color { Color.mint }
  /// Teal (inert).
  public static var teal: Color { Color.teal }
  /// Cyan (inert).
  public static var cyan: Color { Color.cyan }
  /// Indigo (inert).
  public static var indigo: Color { Color.indigo }
  /// Brown (inert).
  public static var brown: Color { Color.brown }
}
