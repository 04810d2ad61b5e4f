/// An affine transform, as CoreGraphics declares it: `[a b 0; c d 0; tx ty 1]`, points as row
/// vectors (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
///
/// `t1.concatenating(t2)` applies `t1` first, then `t2`; `translatedBy(x:y:)`, `scaledBy(x:y:)`
/// and `rotated(by:)` apply the new operation *before* the receiver, as CoreGraphics does. A
/// positive angle turns clockwise on a screen whose y axis points down (UIKit's).
///
/// ```swift
/// let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
/// CGPoint(x: 1, y: 0).applying(t)  // (10, 1)
/// ```
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// The transform with these entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The all-zero transform, as `CGAffineTransform()` is on iOS (a C struct's zero value, not
  /// the identity).
  public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

  /// A translation by `(tx, ty)` points (`CGAffineTransformMakeTranslation`).
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// A scale by `(sx, sy)` (`CGAffineTransformMakeScale`).
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians: `[cos sin; −sin cos]`, clockwise on screen for a positive
  /// angle (`CGAffineTransformMakeRotation`).
  public init(rotationAngle angle: CGFloat) {
    let sine = sin(angle)
    let cosine = cos(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `t2` (`CGAffineTransformConcat(self, t2)`): the matrix product
  /// `self · t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// The inverse transform; a transform that cannot be inverted (determinant 0) is returned
  /// unchanged, as Apple documents for `CGAffineTransformInvert`.
  ///
  /// A transform with non-finite entries (a NaN or infinite determinant) is also returned
  /// unchanged (ours: CoreGraphics would return NaNs).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant,
      b: -b / determinant,
      c: -c / determinant,
      d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant)
  }

  /// A translation applied before this transform (`CGAffineTransformTranslate`).
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// A scale applied before this transform (`CGAffineTransformScale`).
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A rotation by `angle` radians applied before this transform (`CGAffineTransformRotate`).
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}
