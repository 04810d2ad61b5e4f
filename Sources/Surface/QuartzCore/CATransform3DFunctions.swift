import TouchCore

// The C functions Core Animation declares for `CATransform3D`, with the same names, argument
// order and semantics: points are row vectors (`p' = p · M`), so `CATransform3DConcat(a, b)` is
// `a` then `b`, and `CATransform3DTranslate/Scale/Rotate(t, …)` apply the new operation first,
// then `t`.

/// Whether `t` is exactly the identity (`CATransform3DIsIdentity`).
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
  CATransform3DEqualToTransform(t, CATransform3DIdentity)
}

/// Whether `a` and `b` are exactly equal (`CATransform3DEqualToTransform`).
///
/// `CATransform3D` is not `Equatable`, as on iOS (where many apps declare that conformance
/// themselves, which would then be redundant); this is the comparison.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
  a.m11 == b.m11 && a.m12 == b.m12 && a.m13 == b.m13 && a.m14 == b.m14
    && a.m21 == b.m21 && a.m22 == b.m22 && a.m23 == b.m23 && a.m24 == b.m24
    && a.m31 == b.m31 && a.m32 == b.m32 && a.m33 == b.m33 && a.m34 == b.m34
    && a.m41 == b.m41 && a.m42 == b.m42 && a.m43 == b.m43 && a.m44 == b.m44
}

/// A translation by `(tx, ty, tz)`: `m41…m43` (`CATransform3DMakeTranslation`).
public func CATransform3DMakeTranslation(
  _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m41 = tx
  t.m42 = ty
  t.m43 = tz
  return t
}

/// A scale by `(sx, sy, sz)`: the diagonal (`CATransform3DMakeScale`).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m11 = sx
  t.m22 = sy
  t.m33 = sz
  return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)` (`CATransform3DMakeRotation`).
///
/// About z, a positive angle turns clockwise on a y-down screen: (1, 0) goes to
/// (cos, sin). A zero-length axis gives the identity (Apple leaves it undefined; ours).
public func CATransform3DMakeRotation(
  _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3D(Transform3D(rotationAngle: angle, x: x, y: y, z: z))
}

/// `t` with a translation applied first: `MakeTranslation(tx, ty, tz) · t`
/// (`CATransform3DTranslate`).
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `t` with a scale applied first: `MakeScale(sx, sy, sz) · t` (`CATransform3DScale`).
public func CATransform3DScale(
  _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `t` with a rotation applied first: `MakeRotation(angle, x, y, z) · t`
/// (`CATransform3DRotate`).
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// `a` followed by `b`: the matrix product `a · b` (`CATransform3DConcat`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  CATransform3D(a.transform3D.concatenating(b.transform3D))
}

/// The inverse of `t`, or `t` unchanged when it has none, as Apple documents
/// (`CATransform3DInvert`).
///
/// Gauss–Jordan elimination with partial pivoting; a zero or non-finite pivot means no inverse.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  var m = t.transform3D.entries
  var inverse = Transform3D.identity.entries
  for column in 0..<4 {
    var pivotRow = column
    for row in (column + 1)..<4 where abs(m[row * 4 + column]) > abs(m[pivotRow * 4 + column]) {
      pivotRow = row
    }
    let pivot = m[pivotRow * 4 + column]
    guard pivot != 0, pivot.isFinite else { return t }
    if pivotRow != column {
      for k in 0..<4 {
        m.swapAt(pivotRow * 4 + k, column * 4 + k)
        inverse.swapAt(pivotRow * 4 + k, column * 4 + k)
      }
    }
    for k in 0..<4 {
      m[column * 4 + k] /= pivot
      inverse[column * 4 + k] /= pivot
    }
    for row in 0..<4 where row != column {
      let factor = m[row * 4 + column]
      guard factor != 0 else { continue }
      for k in 0..<4 {
        m[row * 4 + k] -= factor * m[column * 4 + k]
        inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
      }
    }
  }
  guard inverse.allSatisfy(\.isFinite) else { return t }
  return CATransform3D(entries: inverse)
}

/// The 3D form of an affine transform: `a b c d` in the upper 2×2, `tx ty` in `m41 m42`
/// (`CATransform3DMakeAffineTransform`).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m11 = m.a
  t.m12 = m.b
  t.m21 = m.c
  t.m22 = m.d
  t.m41 = m.tx
  t.m42 = m.ty
  return t
}

/// Whether `t` only moves points within the plane: every entry outside the affine ones is the
/// identity's (`CATransform3DIsAffine`).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.transform3D.isAffine
}

/// The affine part of `t` (`m11 m12 m21 m22 m41 m42`); meaningful when
/// ``CATransform3DIsAffine(_:)`` holds (`CATransform3DGetAffineTransform`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
