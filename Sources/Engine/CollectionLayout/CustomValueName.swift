/// The name of a typed custom value carried by ``LayoutAttributes`` (the properties a
/// `UICollectionViewLayoutAttributes` subclass adds, such as the wheel's `angle`).
///
/// ```swift
/// var attributes = LayoutAttributes(forCellAt: ItemIndexPath(item: 0))
/// attributes.customValues[.angle] = 0.26
/// ```
public struct CustomValueName: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The value's name as printed in the `custom` object of `haptictape layout --format json`.
  public var rawValue: String

  /// Creates a name.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// The rotation of a spinning-wheel card, in radians (`CircularCollectionViewLayoutAttributes.angle`).
  public static let angle = CustomValueName("angle")

  /// A preview page's distance from the centred page, in page widths, while it is within one page
  /// (`ParallaxLayoutAttributes.parallaxValue`); absent otherwise.
  public static let parallaxValue = CustomValueName("parallaxValue")

  /// How far a thumbnail is expanded toward its image's aspect ratio, 0…1 (the seed's `expanding`).
  public static let expanding = CustomValueName("expanding")

  /// A cube page's turn progress `p`, in page widths (the seed's `percent`).
  public static let progress = CustomValueName("progress")

  /// Orders by name, so sorted values print alphabetically.
  public static func < (lhs: CustomValueName, rhs: CustomValueName) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The value's name.
  public var description: String { rawValue }
}
