/// A location in a two-dimensional coordinate system, in points.
///
/// Mirrors `CGPoint`: `x` grows to the right, `y` grows downward (UIKit's convention).
///
/// ```swift
/// let p = Point2D(x: 10, y: 20).offsetBy(dx: 5, dy: 0)  // (15, 20)
/// ```
public struct Point2D: Hashable, Sendable {
  /// The horizontal coordinate, in points.
  public var x: Double
  /// The vertical coordinate, in points.
  public var y: Double

  /// Creates a point from its coordinates, in points.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, `(0, 0)`.
  public static let zero = Point2D(x: 0, y: 0)

  /// The point moved by the given amounts, in points.
  public func offsetBy(dx: Double, dy: Double) -> Point2D {
    Point2D(x: x + dx, y: y + dy)
  }

  /// The coordinate along `axis`.
  public subscript(axis: Axis2D) -> Double {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }

  /// The point transformed by an affine transform (`CGPoint.applying(_:)`).
  public func applying(_ t: Transform2D) -> Point2D {
    Point2D(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }

  /// Whether both coordinates are finite numbers.
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The displacement from `origin` to this point.
  public static func - (lhs: Point2D, rhs: Point2D) -> Vector2D {
    Vector2D(dx: lhs.x - rhs.x, dy: lhs.y - rhs.y)
  }

  /// The point displaced by `vector`.
  public static func + (lhs: Point2D, rhs: Vector2D) -> Point2D {
    Point2D(x: lhs.x + rhs.dx, y: lhs.y + rhs.dy)
  }

  /// The point displaced by the opposite of `vector`.
  public static func - (lhs: Point2D, rhs: Vector2D) -> Point2D {
    Point2D(x: lhs.x - rhs.dx, y: lhs.y - rhs.dy)
  }
}
