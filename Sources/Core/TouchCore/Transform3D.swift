/// A 4×4 homogeneous transform with `CATransform3D`'s layout and semantics.
///
/// Points are row vectors multiplied on the left: `[x y z 1] · M`. `m34` carries perspective
/// (`m34 = -1/d` is the usual eye distance `d`; the cube seed uses `+1/500`).
/// `a.concatenating(b)` applies `a` first (`CATransform3DConcat(a, b)`); `rotated`, `scaled` and
/// `translated` apply the new operation before the receiver, as `CATransform3DRotate` does.
///
/// ```swift
/// var t = Transform3D.identity
/// t.m34 = 1.0 / 500
/// t = t.rotated(by: .pi / 3, x: 0, y: 1, z: 0)
/// ```
public struct Transform3D: Hashable, Sendable {
  public var m11: Double, m12: Double, m13: Double, m14: Double
  public var m21: Double, m22: Double, m23: Double, m24: Double
  public var m31: Double, m32: Double, m33: Double, m34: Double
  public var m41: Double, m42: Double, m43: Double, m44: Double

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
    self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
    self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
    self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
  }

  /// The identity transform (`CATransform3DIdentity`).
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// A translation (`CATransform3DMakeTranslation`).
  public init(translationX x: Double, y: Double, z: Double) {
    self = .identity
    m41 = x
    m42 = y
    m43 = z
  }

  /// A scale (`CATransform3DMakeScale`).
  public init(scaleX x: Double, y: Double, z: Double) {
    self = .identity
    m11 = x
    m22 = y
    m33 = z
  }

  /// A rotation by `angle` radians about the axis `(x, y, z)` (`CATransform3DMakeRotation`).
  ///
  /// A zero axis gives the identity, as Core Animation does.
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else {
      self = .identity
      return
    }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (s, c) = sinCos(angle)
    let k = 1 - c
    self.init(
      m11: ux * ux * k + c, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
      m21: uy * ux * k - uz * s, m22: uy * uy * k + c, m23: uy * uz * k + ux * s, m24: 0,
      m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: uz * uz * k + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// The 3D form of an affine transform (`CATransform3DMakeAffineTransform`).
  public init(_ affine: Transform2D) {
    self = .identity
    m11 = affine.a
    m12 = affine.b
    m21 = affine.c
    m22 = affine.d
    m41 = affine.tx
    m42 = affine.ty
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform is a pure 2D affine transform (`CATransform3DIsAffine`).
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
      && m34 == 0 && m43 == 0 && m44 == 1
  }

  /// The affine part (`CATransform3DGetAffineTransform`), meaningful when ``isAffine``.
  public var affineTransform: Transform2D {
    Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// `self` followed by `other` (`CATransform3DConcat(self, other)`).
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = self
    let b = other
    return Transform3D(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
  }

  /// A translation applied before this transform (`CATransform3DTranslate`).
  public func translated(x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// A scale applied before this transform (`CATransform3DScale`).
  public func scaled(x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  /// A rotation applied before this transform (`CATransform3DRotate`).
  public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The projection of a point in the layer's plane (`z` given, default 0) after the transform,
  /// with the homogeneous divide: `[x y z 1] · M`, then `(x'/w', y'/w')`.
  public func project(_ point: Point2D, z: Double = 0) -> Point2D {
    let x = point.x * m11 + point.y * m21 + z * m31 + m41
    let y = point.x * m12 + point.y * m22 + z * m32 + m42
    let w = point.x * m14 + point.y * m24 + z * m34 + m44
    return Point2D(x: x / w, y: y / w)
  }

  /// The entries in row order, `m11 … m44`.
  public var entries: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// Whether every entry is finite.
  public var isFinite: Bool {
    // Entry by entry, with no array: layers check every transform they are given.
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite
      && m22.isFinite && m23.isFinite && m24.isFinite && m31.isFinite && m32.isFinite
      && m33.isFinite && m34.isFinite && m41.isFinite && m42.isFinite && m43.isFinite
      && m44.isFinite
  }
}
