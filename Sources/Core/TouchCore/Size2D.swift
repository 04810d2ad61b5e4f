/// A width and a height, in points (`CGSize`).
public struct Size2D: Hashable, Sendable {
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// Creates a size from its dimensions, in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size whose width and height are both zero.
  public static let zero = Size2D(width: 0, height: 0)

  /// The dimension along `axis`: the width for `.horizontal`, the height for `.vertical`.
  public subscript(axis: Axis2D) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// The size with width and height swapped, as after rotating a device.
  public var transposed: Size2D { Size2D(width: height, height: width) }
}
