/// A path for drawing, as UIKit declares it: inert headless (nothing is drawn).
///
/// Kept so that a file that builds a mask, a shadow path or a shape layer's outline compiles and
/// reads back what it built. Its geometry is its ``cgPath``'s (see `CGPath`).
open class UIBezierPath: NSObject {
  private var path = CGMutablePath()

  /// The outline's width when stroked (inert).
  open var lineWidth: CGFloat = 1
  /// Whether the fill uses the even-odd rule.
  open var usesEvenOddFillRule = false
  /// The stroke's ends (inert).
  open var lineCapStyle = CGLineCap.butt
  /// The stroke's corners (inert).
  open var lineJoinStyle = CGLineJoin.miter

  /// An empty path.
  public override init() { super.init() }

  /// A rectangle's outline.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// An ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with corners of `cornerRadius`.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
  }

  /// A rectangle with the `corners` rounded by `cornerRadii` (ours: every corner rounded
  /// headless; the outline is not drawn).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let width = corners.isEmpty ? 0 : cornerRadii.width
    let height = corners.isEmpty ? 0 : cornerRadii.height
    path.addRoundedRect(in: rect, cornerWidth: width, cornerHeight: height)
  }

  /// An arc of a circle.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path with `cgPath`'s elements.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// The path as CoreGraphics holds it.
  open var cgPath: CGPath {
    get { path.copy() ?? CGMutablePath() }
    set { path = newValue.mutableCopy() ?? CGMutablePath() }
  }

  /// The bounding box of the path's points, control points included.
  open var bounds: CGRect { path.boundingBox }
  /// The end point of the last element.
  open var currentPoint: CGPoint { path.currentPoint }
  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }

  /// Starts a subpath at `point`.
  open func move(to point: CGPoint) { path.move(to: point) }
  /// A line to `point`.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }
  /// A cubic curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }
  /// A quadratic curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }
  /// An arc about `center`.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }
  /// Closes the current subpath.
  open func close() { path.closeSubpath() }
  /// Removes every element.
  open func removeAllPoints() { path = CGMutablePath() }
  /// Appends `bezierPath`'s elements.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
  /// Transforms every point by `transform`.
  open func apply(_ transform: CGAffineTransform) {
    let moved = CGMutablePath()
    moved.addPath(path, transform: transform)
    path = moved
  }

  /// Whether the fill covers `point` (by ``usesEvenOddFillRule``).
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Inert: nothing is drawn headless.
  open func fill() {}
  /// Inert: nothing is drawn headless.
  open func stroke() {}
  /// Inert: nothing is drawn headless.
  open func addClip() {}
}
