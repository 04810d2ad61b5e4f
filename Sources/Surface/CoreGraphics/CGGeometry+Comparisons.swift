// CoreGraphics' C comparison functions as Swift imports them on iOS (`CGSizeEqualToSize` becomes
// `size.equalTo(_:)`); Foundation on Linux has the types but not these methods.

extension CGPoint {
  /// Whether the two points are equal (`CGPointEqualToPoint`).
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
  /// Whether the two sizes are equal (`CGSizeEqualToSize`).
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
  /// Whether the two rectangles have equal origins and sizes (`CGRectEqualToRect`, which compares
  /// standardized rectangles).
  public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
