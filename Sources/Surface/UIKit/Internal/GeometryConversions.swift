import TouchCore

// The one boundary between UIKit's CG types and the engines' TouchCore types.

extension CGPoint {
  init(_ point: Point2D) { self.init(x: point.x, y: point.y) }
}

extension Point2D {
  init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension CGSize {
  init(_ size: Size2D) { self.init(width: size.width, height: size.height) }
}

extension Size2D {
  init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect2D {
  init(_ rect: CGRect) { self.init(origin: Point2D(rect.origin), size: Size2D(rect.size)) }
}

extension CGRect {
  init(_ rect: Rect2D) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
}

extension UIEdgeInsets {
  package init(_ insets: Insets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension Insets {
  init(_ insets: UIEdgeInsets) {
    self.init(
      top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
      right: Double(insets.right))
  }
}
