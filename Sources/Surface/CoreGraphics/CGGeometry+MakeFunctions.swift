import Foundation

/// A point with coordinates `x` and `y`: CoreGraphics' C function, which current iOS SDKs import
/// into Swift (PopupView calls it).
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
  CGPoint(x: x, y: y)
}

/// A size of `width` by `height`: CoreGraphics' C function, which current iOS SDKs import into
/// Swift (PopupView's example calls it).
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
  CGSize(width: width, height: height)
}
