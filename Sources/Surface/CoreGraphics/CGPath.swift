/// A path, as CoreGraphics declares it: inert (nothing is drawn headless), kept so that a file
/// that builds a mask or a shape layer's outline compiles and reads back what it built.
///
/// Its ``boundingBox`` answers from the points it holds, control points included;
/// ``contains(_:using:transform:)`` takes lines exactly and each curve as
/// ``curveSegments`` straight segments (ours: a hit test against a curved outline is close,
/// not exact, headless).
public class CGPath: @unchecked Sendable {
  /// One step of a path.
  enum Element: Equatable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(CGPoint, control: CGPoint)
    case curve(CGPoint, control1: CGPoint, control2: CGPoint)
    case close
  }

  var elements: [Element]

  /// The straight segments a curve counts as in ``contains(_:using:transform:)`` (ours: a
  /// quarter circle of radius 100 pt so cut strays at most 0.15 pt inside the arc).
  static let curveSegments = 16

  init(elements: [Element]) {
    self.elements = elements
  }

  /// A rectangle's outline (`CGPath(rect:transform:)`).
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// An ellipse inscribed in `rect` (`CGPath(ellipseIn:transform:)`).
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// A rounded rectangle (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`).
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
      transform: transform?.pointee ?? .identity)
    self.init(elements: path.elements)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The smallest rectangle holding every point of the path, control points included; `.null`
  /// for an empty path.
  public var boundingBox: CGRect {
    var box = CGRect.null
    // A non-finite point bounds nothing (Foundation's rect geometry traps on NaN on Linux).
    for point in points where point.x.isFinite && point.y.isFinite {
      box = box.union(CGRect(origin: point, size: .zero))
    }
    return box
  }

  /// The path's bounding box without control points (the same as ``boundingBox`` headless).
  public var boundingBoxOfPath: CGRect { boundingBox }

  /// The end point of the last element (`.zero` for an empty path).
  public var currentPoint: CGPoint {
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let point):
        current = point
        start = point
      case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
      case .close: current = start
      }
    }
    return current
  }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(elements: elements) }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

  /// Whether the fill of the path covers `point`, each subpath taken as the polygon of its
  /// points (each curve cut into ``curveSegments`` segments) under `rule`.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    var winding = 0
    var crossings = 0
    for polygon in polygons {
      let corners = polygon.map { $0.applying(transform) }
      guard corners.count > 2 else { continue }
      for index in corners.indices {
        let a = corners[index]
        let b = corners[(index + 1) % corners.count]
        // A ray to the right of `point` crosses the edge a→b.
        guard (a.y <= point.y) != (b.y <= point.y) else { continue }
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        guard x > point.x else { continue }
        crossings += 1
        winding += b.y > a.y ? 1 : -1
      }
    }
    return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
  }

  /// Every point the elements name.
  var points: [CGPoint] {
    elements.flatMap { element -> [CGPoint] in
      switch element {
      case .move(let point), .line(let point): [point]
      case .quadCurve(let point, let control): [control, point]
      case .curve(let point, let control1, let control2): [control1, control2, point]
      case .close: []
      }
    }
  }

  /// Each subpath's points in order, curves cut into ``curveSegments`` segments.
  private var polygons: [[CGPoint]] { subpaths.map(\.points) }

  /// Each subpath's points in order, curves cut into ``curveSegments`` segments, and whether
  /// it was closed (a fill closes every subpath; a stroke only these).
  var subpaths: [(points: [CGPoint], isClosed: Bool)] {
    var result: [(points: [CGPoint], isClosed: Bool)] = []
    var current: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let point):
        if !current.isEmpty { result.append((current, false)) }
        current = [point]
      case .line(let point):
        current.append(point)
      case .quadCurve(let point, let control):
        appendSegments(of: &current, to: point) { start, t, u in
          (
            u * u * start.x + 2 * u * t * control.x + t * t * point.x,
            u * u * start.y + 2 * u * t * control.y + t * t * point.y
          )
        }
      case .curve(let point, let control1, let control2):
        appendSegments(of: &current, to: point) { start, t, u in
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          return (
            a * start.x + b * control1.x + c * control2.x + d * point.x,
            a * start.y + b * control1.y + c * control2.y + d * point.y
          )
        }
      case .close:
        if !current.isEmpty { result.append((current, true)) }
        current = []
      }
    }
    if !current.isEmpty { result.append((current, false)) }
    return result
  }

  /// Appends a curve from the polygon's last point to `end` as ``curveSegments`` straight
  /// segments: `point(start, t, 1 − t)` is the curve at `t`.
  private func appendSegments(
    of polygon: inout [CGPoint], to end: CGPoint,
    _ point: (CGPoint, CGFloat, CGFloat) -> (CGFloat, CGFloat)
  ) {
    let start = polygon.last ?? end
    let steps = Self.curveSegments
    for step in 1...steps {
      let t = CGFloat(step) / CGFloat(steps)
      let (x, y) = point(start, t, 1 - t)
      polygon.append(CGPoint(x: x, y: y))
    }
  }
}
