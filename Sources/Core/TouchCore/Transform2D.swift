/// A 2D affine transform with `CGAffineTransform`'s layout and semantics.
///
/// Points are row vectors multiplied on the left: `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`. `t1.concatenating(t2)` applies `t1` first, then `t2`.
/// `rotated(by:)`, `scaledBy(x:y:)` and `translatedBy(x:y:)` apply the new operation *before*
/// the receiver, exactly as CoreGraphics does.
///
/// ```swift
/// let t = Transform2D(scaleX: 0.4, y: 0.4).rotated(by: .pi / 2)
/// ```
public struct Transform2D: Hashable, Sendable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  /// Creates a transform from its six coefficients.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by `(x, y)` points (`CGAffineTransform(translationX:y:)`).
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `(x, y)` (`CGAffineTransform(scaleX:y:)`).
  public init(scaleX x: Double, y: Double) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; positive angles turn clockwise on screen, as in UIKit
  /// (`CGAffineTransform(rotationAngle:)`).
  public init(rotationAngle angle: Double) {
    let (s, co) = sinCos(angle)
    self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `other` (`CGAffineTransformConcat(self, other)`).
  public func concatenating(_ other: Transform2D) -> Transform2D {
    Transform2D(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// A translation applied before this transform (`CGAffineTransform.translatedBy(x:y:)`).
  public func translatedBy(x: Double, y: Double) -> Transform2D {
    Transform2D(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before this transform (`CGAffineTransform.scaledBy(x:y:)`).
  public func scaledBy(x: Double, y: Double) -> Transform2D {
    Transform2D(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before this transform (`CGAffineTransform.rotated(by:)`).
  public func rotated(by angle: Double) -> Transform2D {
    Transform2D(rotationAngle: angle).concatenating(self)
  }

  /// The inverse transform, or the receiver unchanged when it is not invertible, as
  /// `CGAffineTransform.inverted()` does.
  public func inverted() -> Transform2D {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return self }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return Transform2D(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// Whether every coefficient is finite.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }
}
