/// A colour, as CoreGraphics declares it: inert (nothing is drawn), kept so that a file that
/// sets `layer.backgroundColor = UIColor.red.cgColor` or `CGColor(gray:alpha:)` compiles and
/// reads back what it set.
///
/// Components are stored as given, in the colour's own space (RGB or grey), with alpha last.
public final class CGColor: Hashable, @unchecked Sendable {
  /// The colour components followed by alpha.
  public let components: [CGFloat]?

  /// An RGB colour (`CGColor(red:green:blue:alpha:)`, iOS 13).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// A grey colour (`CGColor(gray:alpha:)`, iOS 13).
  public init(gray: CGFloat, alpha: CGFloat) {
    components = [gray, alpha]
  }

  private init(components: [CGFloat]) {
    self.components = components
  }

  /// The number of components, alpha included.
  public var numberOfComponents: Int { components?.count ?? 0 }

  /// The alpha component.
  public var alpha: CGFloat { components?.last ?? 1 }

  /// A copy with a different alpha (`CGColorCreateCopyWithAlpha`).
  public func copy(alpha: CGFloat) -> CGColor? {
    guard var values = components, !values.isEmpty else { return nil }
    values[values.count - 1] = alpha
    return CGColor(components: values)
  }

  /// Opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = CGColor(gray: 0, alpha: 0)

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

  public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
