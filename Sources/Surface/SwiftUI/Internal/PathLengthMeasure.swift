/// A path measured by length, for ``Path/trimmedPath(from:to:)``: each drawing element a segment
/// with its length, subpath starts kept apart.
struct PathLengthMeasure {
  /// How many chords measure a curve's length (ours: within 0.1 % of a quarter circle's).
  static let curveSteps = 32

  /// A drawing segment: a line or a curve, in cubic form (a line's controls on it, a quadratic
  /// raised to a cubic), and whether it starts a subpath.
  private struct Segment {
    var points: (CGPoint, CGPoint, CGPoint, CGPoint)
    var isLine: Bool
    var startsSubpath: Bool
    var length: CGFloat
  }

  private var segments: [Segment] = []
  private var total: CGFloat = 0

  init(_ path: Path) {
    var start = CGPoint.zero
    var current = CGPoint.zero
    var pendingMove = true
    func add(_ points: (CGPoint, CGPoint, CGPoint, CGPoint), isLine: Bool) {
      let length = isLine ? points.0.distance(to: points.3) : Self.curveLength(points)
      segments.append(
        Segment(points: points, isLine: isLine, startsSubpath: pendingMove, length: length))
      total += length
      pendingMove = false
    }
    path.forEach { element in
      switch element {
      case .move(let point):
        start = point
        current = point
        pendingMove = true
      case .line(let point):
        add((current, current, point, point), isLine: true)
        current = point
      case .quadCurve(let point, let control):
        // The cubic through the same points: controls two thirds of the way to the control.
        let c1 = current.mixed(with: control, by: 2.0 / 3)
        let c2 = point.mixed(with: control, by: 2.0 / 3)
        add((current, c1, c2, point), isLine: false)
        current = point
      case .curve(let point, let control1, let control2):
        add((current, control1, control2, point), isLine: false)
        current = point
      case .closeSubpath:
        if current != start { add((current, current, start, start), isLine: true) }
        current = start
        pendingMove = true
      }
    }
  }

  /// The segments' parts between the fractions `from` and `to` of the total length.
  func part(from: CGFloat, to: CGFloat) -> Path {
    var result = Path()
    guard total > 0, total.isFinite else { return result }
    let low = from * total
    let high = to * total
    var walked: CGFloat = 0
    var lastEnd: CGPoint?
    for segment in segments {
      defer { walked += segment.length }
      let segmentEnd = walked + segment.length
      guard segmentEnd > low, walked < high, segment.length > 0 else { continue }
      let t0 = max(low - walked, 0) / segment.length
      let t1 = min(high - walked, segment.length) / segment.length
      let piece =
        segment.isLine
        ? segment.points : Self.cut(segment.points, length: segment.length, from: t0, to: t1)
      let first = segment.isLine ? Self.point(segment.points, t0) : piece.0
      let last = segment.isLine ? Self.point(segment.points, t1) : piece.3
      if lastEnd != first || segment.startsSubpath && t0 == 0 { result.move(to: first) }
      if segment.isLine {
        result.addLine(to: last)
      } else {
        result.addCurve(to: last, control1: piece.1, control2: piece.2)
      }
      lastEnd = last
    }
    return result
  }

  /// A line's point at `t` of its length (a cubic in line form is not uniform in `t`).
  private static func point(_ p: (CGPoint, CGPoint, CGPoint, CGPoint), _ t: CGFloat) -> CGPoint {
    p.0.mixed(with: p.3, by: t)
  }

  /// The length of a cubic, along ``curveSteps`` chords.
  private static func curveLength(_ p: (CGPoint, CGPoint, CGPoint, CGPoint)) -> CGFloat {
    var length: CGFloat = 0
    var previous = p.0
    for step in 1...curveSteps {
      let next = bezier(p, CGFloat(step) / CGFloat(curveSteps))
      length += previous.distance(to: next)
      previous = next
    }
    return length
  }

  private static func bezier(_ p: (CGPoint, CGPoint, CGPoint, CGPoint), _ t: CGFloat) -> CGPoint {
    let r = 1 - t
    let a = r * r * r
    let b = 3 * r * r * t
    let c = 3 * r * t * t
    let d = t * t * t
    return CGPoint(
      x: a * p.0.x + b * p.1.x + c * p.2.x + d * p.3.x,
      y: a * p.0.y + b * p.1.y + c * p.2.y + d * p.3.y)
  }

  /// The cubic's part between the fractions `from` and `to` of its `length` (its
  /// ``curveLength(_:)``, measured once), found as parameters along its chords and cut there
  /// (de Casteljau).
  private static func cut(
    _ p: (CGPoint, CGPoint, CGPoint, CGPoint), length: CGFloat, from: CGFloat, to: CGFloat
  ) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
    let t0 = parameter(p, length: length, atFraction: from)
    let t1 = parameter(p, length: length, atFraction: to)
    let tail = split(p, at: t0).1
    // The tail's own parameter for t1.
    let inner = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
    return split(tail, at: inner).0
  }

  /// The parameter at `fraction` of the cubic's `length` along its chords.
  private static func parameter(
    _ p: (CGPoint, CGPoint, CGPoint, CGPoint), length: CGFloat, atFraction fraction: CGFloat
  ) -> CGFloat {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    guard length > 0 else { return fraction }
    let target = fraction * length
    var walked: CGFloat = 0
    var previous = p.0
    for step in 1...curveSteps {
      let t = CGFloat(step) / CGFloat(curveSteps)
      let next = bezier(p, t)
      let chord = previous.distance(to: next)
      if walked + chord >= target, chord > 0 {
        return t - (1 - (target - walked) / chord) / CGFloat(curveSteps)
      }
      walked += chord
      previous = next
    }
    return 1
  }

  /// The cubic split at `t` into the part before and the part after.
  private static func split(_ p: (CGPoint, CGPoint, CGPoint, CGPoint), at t: CGFloat)
    -> ((CGPoint, CGPoint, CGPoint, CGPoint), (CGPoint, CGPoint, CGPoint, CGPoint))
  {
    let p01 = p.0.mixed(with: p.1, by: t)
    let p12 = p.1.mixed(with: p.2, by: t)
    let p23 = p.2.mixed(with: p.3, by: t)
    let p012 = p01.mixed(with: p12, by: t)
    let p123 = p12.mixed(with: p23, by: t)
    let mid = p012.mixed(with: p123, by: t)
    return ((p.0, p01, p012, mid), (mid, p123, p23, p.3))
  }
}

extension CGPoint {
  /// The point `amount` of the way from this one to `other`.
  fileprivate func mixed(with other: CGPoint, by amount: CGFloat) -> CGPoint {
    CGPoint(x: x + (other.x - x) * amount, y: y + (other.y - y) * amount)
  }

  /// The straight-line distance to `other`.
  fileprivate func distance(to other: CGPoint) -> CGFloat {
    ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot()
  }
}
