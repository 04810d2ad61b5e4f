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
    /// A row's first three entries, each with its last entry `w` times the translation added.
    func moved(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ w: CGFloat)
      -> (CGFloat, CGFloat, CGFloat)
    {
      (a + w * x, b + w * y, c + w * z)
    }
    var result = self
    (result.m11, result.m12, result.m13) = moved(m11, m12, m13, m14)
    (result.m21, result.m22, result.m23) = moved(m21, m22, m23, m24)
    (result.m31, result.m32, result.m33) = moved(m31, m32, m33, m34)
    (result.m41, result.m42, result.m43) = moved(m41, m42, m43, m44)
    return result
  }
}
