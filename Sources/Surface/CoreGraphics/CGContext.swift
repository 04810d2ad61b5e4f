import Foundation

/// A drawing destination (inert: nothing is drawn headless).
///
/// What an app's drawing code receives from `UIGraphicsGetCurrentContext()`: it keeps the
/// current transformation, so code that reads it back (`ctm`) sees its own calls, and every
/// drawing call is accepted and does nothing.
public final class CGContext: @unchecked Sendable {
  /// The current transformation, as the app's calls left it.
  public private(set) var ctm = CGAffineTransform.identity
  private var saved: [CGAffineTransform] = []

  /// A context with the identity transformation.
  public init() {}

  /// Moves the origin by (`x`, `y`).
  public func translateBy(x: CGFloat, y: CGFloat) {
    ctm = CGAffineTransform(translationX: x, y: y).concatenating(ctm)
  }

  /// Scales by (`x`, `y`).
  public func scaleBy(x: CGFloat, y: CGFloat) {
    ctm = CGAffineTransform(scaleX: x, y: y).concatenating(ctm)
  }

  /// Rotates by `angle` radians.
  public func rotate(by angle: CGFloat) {
    ctm = CGAffineTransform(rotationAngle: angle).concatenating(ctm)
  }

  /// Applies `transform` before the current transformation.
  public func concatenate(_ transform: CGAffineTransform) {
    ctm = transform.concatenating(ctm)
  }

  /// Saves the transformation, for ``restoreGState()``.
  public func saveGState() {
    saved.append(ctm)
  }

  /// Restores the transformation last saved (nothing when none was).
  public func restoreGState() {
    if let last = saved.popLast() { ctm = last }
  }

  /// Inert: sets the fill colour.
  public func setFillColor(_ color: CGColor) {}
  /// Inert: sets the stroke colour.
  public func setStrokeColor(_ color: CGColor) {}
  /// Inert: sets the line width.
  public func setLineWidth(_ width: CGFloat) {}
  /// Inert: fills `rect`.
  public func fill(_ rect: CGRect) {}
  /// Inert: strokes `rect`.
  public func stroke(_ rect: CGRect) {}
  /// Inert: clears `rect`.
  public func clear(_ rect: CGRect) {}
  /// Inert: adds `path` to the current path.
  public func addPath(_ path: CGPath) {}
  /// Inert: fills the current path.
  public func fillPath() {}
  /// Inert: strokes the current path.
  public func strokePath() {}
  /// Inert: clips to `rect`.
  public func clip(to rect: CGRect) {}
}
