import TouchCore

// MARK: - TouchCore conversions

// TouchCore's `Transform3D` uses Core Animation's own layout and conventions (row vectors,
// `m34` perspective, `a.concatenating(b)` = a then b), so the conversion copies entries.
extension CATransform3D {
  /// The same matrix as TouchCore's transform.
  package var transform3D: Transform3D {
    Transform3D(
      m11: Double(m11), m12: Double(m12), m13: Double(m13), m14: Double(m14),
      m21: Double(m21), m22: Double(m22), m23: Double(m23), m24: Double(m24),
      m31: Double(m31), m32: Double(m32), m33: Double(m33), m34: Double(m34),
      m41: Double(m41), m42: Double(m42), m43: Double(m43), m44: Double(m44))
  }

  /// The same matrix as a TouchCore transform.
  package init(_ transform: Transform3D) {
    // Field by field: the layers' hot path (every concatenation) takes no array.
    self.init(
      m11: CGFloat(transform.m11), m12: CGFloat(transform.m12), m13: CGFloat(transform.m13),
      m14: CGFloat(transform.m14), m21: CGFloat(transform.m21), m22: CGFloat(transform.m22),
      m23: CGFloat(transform.m23), m24: CGFloat(transform.m24), m31: CGFloat(transform.m31),
      m32: CGFloat(transform.m32), m33: CGFloat(transform.m33), m34: CGFloat(transform.m34),
      m41: CGFloat(transform.m41), m42: CGFloat(transform.m42), m43: CGFloat(transform.m43),
      m44: CGFloat(transform.m44))
  }

  /// The matrix with these 16 entries, row by row (`m11 … m44`); missing entries are the
  /// identity's.
  package init(entries: [Double]) {
    let identity = Transform3D.identity.entries
    func entry(_ index: Int) -> CGFloat {
      CGFloat(index < entries.count ? entries[index] : identity[index])
    }
    self.init(
      m11: entry(0), m12: entry(1), m13: entry(2), m14: entry(3),
      m21: entry(4), m22: entry(5), m23: entry(6), m24: entry(7),
      m31: entry(8), m32: entry(9), m33: entry(10), m34: entry(11),
      m41: entry(12), m42: entry(13), m43: entry(14), m44: entry(15))
  }
}

extension CGAffineTransform {
  /// The same transform as TouchCore's 2D transform.
  package var transform2D: Transform2D {
    Transform2D(
      a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
  }

  /// The same transform as a CoreGraphics one.
  package init(_ transform: Transform2D) {
    self.init(
      a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
      d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
  }
}

extension CGPoint {
  /// The same point as TouchCore's.
  package var point2D: Point2D { Point2D(x: Double(x), y: Double(y)) }

  /// The same point as a CoreGraphics one.
  package init(_ point: Point2D) { self.init(x: point.x, y: point.y) }
}
