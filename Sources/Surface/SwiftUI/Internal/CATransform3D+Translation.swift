import UIKit

extension CATransform3D {
  /// `CATransform3DConcat(CATransform3DMakeTranslation(x, y, z), self)`: the translation first.
  ///
  /// The same numbers as the 4 × 4 product for finite entries (the translation's first three
  /// rows are the identity's, so only the last row changes), at a quarter of its work: every
  /// effect of every drawn view is moved to its anchor and back on every frame.
  func translatedFirst(x: CGFloat, y: CGFloat, z: CGFloat) -> CATransform3D {
    var result = self
    result.m41 = x * m11 + y * m21 + z * m31 + m41
    result.m42 = x * m12 + y * m22 + z * m32 + m42
    result.m43 = x * m13 + y * m23 + z * m33 + m43
    result.m44 = x * m14 + y * m24 + z * m34 + m44
    return result
  }

  /// `CATransform3DConcat(self, CATransform3DMakeTranslation(x, y, z))`: the translation last.
  ///
  /// The same numbers as the 4 × 4 product for finite entries: each row gains its last entry
  /// times the translation.
  func translatedLast(x: CGFloat, y: CGFloat, z: CGFloat) -> CATransform3D {
    var result = self
    result.m11 = m11 + m14 * x
    result.m12 = m12 + m14 * y
    result.m13 = m13 + m14 * z
    result.m21 = m21 + m24 * x
    result.m22 = m22 + m24 * y
    result.m23 = m23 + m24 * z
    result.m31 = m31 + m34 * x
    result.m32 = m32 + m34 * y
    result.m33 = m33 + m34 * z
    result.m41 = m41 + m44 * x
    result.m42 = m42 + m44 * y
    result.m43 = m43 + m44 * z
    return result
  }
}
