import CoreGraphics

extension UIView {
  /// Marks the view's drawing out of date (inert: nothing is drawn headless, so
  /// ``draw(_:)`` is never called).
  public func setNeedsDisplay() {}

  /// Marks part of the view's drawing out of date (inert, as ``setNeedsDisplay()``).
  public func setNeedsDisplay(_ rect: CGRect) {}
}
