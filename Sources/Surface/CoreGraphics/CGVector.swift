/// A two-dimensional vector, as CoreGraphics declares it (UIKit Dynamics, velocities).
///
/// ```swift
/// let velocity = CGVector(dx: 0, dy: -1_200)
/// ```
public struct CGVector: Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// The zero vector.
  public init() {
    dx = 0
    dy = 0
  }

  /// A vector with these components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector with these components.
  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// A vector with these components.
  public init(dx: Int, dy: Int) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  /// The vector `(0, 0)`.
  public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}
