/// A path's elements one at a time, and parts of a path by length.
extension Path {
  /// One element of a path, as ``Path/forEach(_:)`` gives it.
  public enum Element: Equatable, Sendable {
    /// Starts a subpath at the point.
    case move(to: CGPoint)
    /// A line to the point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to the point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to the point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line back to the subpath's start, closing it.
    case closeSubpath
  }

  /// Calls `body` with each element of the path, in order.
  public func forEach(_ body: (Element) -> Void) {
    cgPath.applyWithBlock { pointer in
      let element = pointer.pointee
      let points = element.points
      switch element.type {
      case .moveToPoint: body(.move(to: points[0]))
      case .addLineToPoint: body(.line(to: points[0]))
      case .addQuadCurveToPoint: body(.quadCurve(to: points[1], control: points[0]))
      case .addCurveToPoint:
        body(.curve(to: points[2], control1: points[0], control2: points[1]))
      case .closeSubpath: body(.closeSubpath)
      }
    }
  }

  /// The part of the path between `from` and `to`, fractions of its length (0 the start, 1 the
  /// end), as SwiftUI's `trim(from:to:)` draws it; empty when `to` is not after `from`.
  ///
  /// Curves are measured along 32 chords each (ours) and cut at the
  /// parameter where the part starts or ends, so the part's curves lie on the path's own.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = from.isFinite ? min(max(from, 0), 1) : 0
    let end = to.isFinite ? min(max(to, 0), 1) : 0
    guard end > start else { return Path() }
    if start == 0 && end == 1 { return self }
    return PathLengthMeasure(self).part(from: start, to: end)
  }
}
