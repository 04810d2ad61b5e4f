/// A blurred, translucent background style such as `.ultraThinMaterial` (inert: nothing is
/// drawn or blurred).
public struct Material: ShapeStyle, Hashable {
  let thickness: Int
  /// The thinnest material (inert).
  public static let ultraThinMaterial = Material(thickness: 0)
  /// A thin material (inert).
  public static let thinMaterial = Material(thickness: 1)
  /// The regular material (inert).
  public static let regularMaterial = Material(thickness: 2)
  /// A thick material (inert).
  public static let thickMaterial = Material(thickness: 3)
  /// The thickest material (inert).
  public static let ultraThickMaterial = Material(thickness: 4)
  /// The material of bars (inert).
  public static let bar = Material(thickness: 5)
  /// The thinnest material, by its short name (inert).
  public static let ultraThin = ultraThinMaterial
  /// A thin material, by its short name (inert).
  public static let thin = thinMaterial
  /// The regular material, by its short name (inert).
  public static let regular = regularMaterial
  /// A thick material, by its short name (inert).
  public static let thick = thickMaterial
  /// The thickest material, by its short name (inert).
  public static let ultraThick = ultraThickMaterial
}

extension ShapeStyle where Self == Material {
  /// The thinnest material (inert).
  public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
  /// A thin material (inert).
  public static var thinMaterial: Material { Material.thinMaterial }
  /// The regular material (inert).
  public static var regularMaterial: Material { Material.regularMaterial }
  /// A thick material (inert).
  public static var thickMaterial: Material { Material.thickMaterial }
  /// The thickest material (inert).
  public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
  /// The material of bars (inert).
  public static var bar: Material { Material.bar }
}
