/// A 3 × 3 matrix that moves a view's points in its plane, perspective included: a point
/// `(x, y)` goes to `((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w)`, with
/// `w = x·m13 + y·m23 + m33`.
///
/// What a ``GeometryEffect`` returns. The identity by default.
public struct ProjectionTransform: Equatable, Sendable {
  /// The first row: x's share of the new x, of the new y, and of w.
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  /// The second row: y's share of the new x, of the new y, and of w.
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  /// The third row: the translation in x and y, and the constant of w.
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// The affine transform `m`: `a`, `b` in the first row, `c`, `d` in the second, `tx`, `ty`
  /// in the third.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// The plane part of `m`: its x, y and w rows and columns (`m11 m12 m14`, `m21 m22 m24`,
  /// `m41 m42 m44`), as SwiftUI reads a layer transform.
  public init(_ m: CATransform3D) {
    (m11, m12, m13) = (m.m11, m.m12, m.m14)
    (m21, m22, m23) = (m.m21, m.m22, m.m24)
    (m31, m32, m33) = (m.m41, m.m42, m.m44)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether this has no perspective (`m13`, `m23` are 0 and `m33` is 1).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform, then `rhs`: the product `self · rhs`.
  ///
  /// - Parameter rhs: the transform applied after this one.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var m = ProjectionTransform()
    (m.m11, m.m12, m.m13) = row(m11, m12, m13, times: rhs)
    (m.m21, m.m22, m.m23) = row(m21, m22, m23, times: rhs)
    (m.m31, m.m32, m.m33) = row(m31, m32, m33, times: rhs)
    return m
  }

  /// Inverts this transform; false, leaving it unchanged, when it has no inverse (its
  /// determinant is 0 or not finite).
  public mutating func invert() -> Bool {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m21 * m33 - m23 * m31
    let c13 = m21 * m32 - m22 * m31
    let determinant = m11 * c11 - m12 * c12 + m13 * c13
    guard determinant != 0, determinant.isFinite else { return false }
    let d = 1 / determinant
    self = ProjectionTransform(
      rows: (c11 * d, -(m12 * m33 - m13 * m32) * d, (m12 * m23 - m13 * m22) * d),
      (-c12 * d, (m11 * m33 - m13 * m31) * d, -(m11 * m23 - m13 * m21) * d),
      (c13 * d, -(m11 * m32 - m12 * m31) * d, (m11 * m22 - m12 * m21) * d))
    return true
  }

  /// The inverse of this transform; this transform itself when it has none (ours).
  public func inverted() -> ProjectionTransform {
    var copy = self
    _ = copy.invert()
    return copy
  }

  /// The transform with these rows.
  init(
    rows first: (CGFloat, CGFloat, CGFloat), _ second: (CGFloat, CGFloat, CGFloat),
    _ third: (CGFloat, CGFloat, CGFloat)
  ) {
    (m11, m12, m13) = first
    (m21, m22, m23) = second
    (m31, m32, m33) = third
  }

  /// The transform as a layer's: x, y and w in rows and columns 1, 2 and 4, z left alone.
  var transform3D: CATransform3D {
    CATransform3D(
      m11: m11, m12: m12, m13: 0, m14: m13, m21: m21, m22: m22, m23: 0, m24: m23,
      m31: 0, m32: 0, m33: 1, m34: 0, m41: m31, m42: m32, m43: 0, m44: m33)
  }

  /// Whether every entry is finite.
  var isFinite: Bool {
    [m11, m12, m13, m21, m22, m23, m31, m32, m33].allSatisfy(\.isFinite)
  }

  /// The row `(a, b, c)` times `m`.
  private func row(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, times m: ProjectionTransform) -> (
    CGFloat, CGFloat, CGFloat
  ) {
    (
      a * m.m11 + b * m.m21 + c * m.m31, a * m.m12 + b * m.m22 + c * m.m32,
      a * m.m13 + b * m.m23 + c * m.m33
    )
  }
}
