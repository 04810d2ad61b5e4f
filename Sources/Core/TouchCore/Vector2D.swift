/// A two-dimensional displacement or rate, such as a translation in points or a velocity
/// in points per second (`CGVector`).
public struct Vector2D: Hashable, Sendable {
  /// The horizontal component.
  public var dx: Double
  /// The vertical component.
  public var dy: Double

  /// Creates a vector from its components.
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public static let zero = Vector2D(dx: 0, dy: 0)

  /// The Euclidean length, `√(dx² + dy²)`.
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  /// The component along `axis`.
  public subscript(axis: Axis2D) -> Double {
    get { axis == .horizontal ? dx : dy }
    set {
      if axis == .horizontal { dx = newValue } else { dy = newValue }
    }
  }

  /// Whether both components are finite numbers.
  public var isFinite: Bool { dx.isFinite && dy.isFinite }

  /// Component-wise sum.
  public static func + (lhs: Vector2D, rhs: Vector2D) -> Vector2D {
    Vector2D(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
  }

  /// Component-wise difference.
  public static func - (lhs: Vector2D, rhs: Vector2D) -> Vector2D {
    Vector2D(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
  }

  /// The vector scaled by `factor`.
  public static func * (lhs: Vector2D, rhs: Double) -> Vector2D {
    Vector2D(dx: lhs.dx * rhs, dy: lhs.dy * rhs)
  }

  /// The vector divided by `divisor`.
  public static func / (lhs: Vector2D, rhs: Double) -> Vector2D {
    Vector2D(dx: lhs.dx / rhs, dy: lhs.dy / rhs)
  }

  /// The opposite vector.
  public static prefix func - (vector: Vector2D) -> Vector2D {
    Vector2D(dx: -vector.dx, dy: -vector.dy)
  }
}
