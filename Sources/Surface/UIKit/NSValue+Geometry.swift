import Foundation

/// UIKit's geometry boxes on `NSValue`: how a keyboard notification's frame or an animation's
/// point travels in a `userInfo` dictionary (`(info[key] as? NSValue)?.cgRectValue`).
extension NSValue {
  /// A value boxing `rect`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// A value boxing `point`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A value boxing `size`.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }

  /// The rectangle the value boxes.
  public var cgRectValue: CGRect { rectValue }
  /// The point the value boxes.
  public var cgPointValue: CGPoint { pointValue }
  /// The size the value boxes.
  public var cgSizeValue: CGSize { sizeValue }
}
