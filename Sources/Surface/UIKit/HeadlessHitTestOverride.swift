/// `hitTest(_:with:)` overridden in an extension of a UIKit view class, as the port gives it.
///
/// Swift without the Objective-C runtime cannot override in an extension, so the HapticTapePort
/// build plugin renames the override `headlessHitTest(_:with:)` (public, as the conformance of
/// a UIKit class needs), its `super.hitTest` call ``UIView/headlessSuperHitTest(_:with:)``, and
/// makes the class conform. `UIView.hitTest` asks a conforming view, so the override applies
/// to the class and its subclasses, as on iOS.
///
/// ```swift
/// extension UIButton: HeadlessHitTestOverride {
///   /// A larger target: 10 points around the button hit it.
///   public func headlessHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
///     guard bounds.insetBy(dx: -10, dy: -10).contains(point) else { return nil }
///     return headlessSuperHitTest(point, with: event) ?? self
///   }
/// }
/// ```
public protocol HeadlessHitTestOverride: UIView {
  /// The override's hit test.
  func headlessHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?
}
