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
