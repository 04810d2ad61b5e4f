/// The function ``CGPath/apply(info:function:)`` calls for each element, with its `info`.
///
/// A Swift function type, not a C one as in CoreGraphics (headless the element is a Swift
/// struct, which C cannot name): a closure that captures nothing passes as it does on iOS.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>)
  -> Void

extension CGPath {
  /// Calls `block` with each element of the path, in order.
  public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
    // Three points are room for any element; a close gets a valid pointer to none in use.
    var points = [CGPoint](repeating: .zero, count: 3)
    for element in elements {
      let type: CGPathElementType
      switch element {
      case .move(let point):
        type = .moveToPoint
        points[0] = point
      case .line(let point):
        type = .addLineToPoint
        points[0] = point
      case .quadCurve(let point, let control):
        type = .addQuadCurveToPoint
        points[0] = control
        points[1] = point
      case .curve(let point, let control1, let control2):
        type = .addCurveToPoint
        points[0] = control1
        points[1] = control2
        points[2] = point
      case .close:
        type = .closeSubpath
      }
      points.withUnsafeMutableBufferPointer { buffer in
        guard let start = buffer.baseAddress else { return }
        var pathElement = CGPathElement(type: type, points: start)
        withUnsafePointer(to: &pathElement) { block($0) }
      }
    }
  }

  /// Calls `function` with `info` and each element of the path, in order.
  public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
    applyWithBlock { function(info, $0) }
  }
}
