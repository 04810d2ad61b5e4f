// MARK: - Applying transforms

extension CGPoint {
  /// The point transformed by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`
  /// (`CGPointApplyAffineTransform`).
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size transformed by `t`'s linear part, without translation: `(a·w + c·h, b·w + d·h)`
  /// (`CGSizeApplyAffineTransform`; the result may be negative).
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle that holds the four transformed corners of the standardized
  /// rectangle (`CGRectApplyAffineTransform`).
  ///
  /// The null rectangle is returned unchanged, as CoreGraphics does; so is the infinite one
  /// (ours: a transformed infinite rectangle is still unbounded).
  public func applying(_ t: CGAffineTransform) -> CGRect {
    guard !isNull, !isInfinite else { return self }
    let rect = standardized
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min() ?? 0
    let minY = ys.min() ?? 0
    return CGRect(
      x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
  }
}
