import Foundation

/// A path built step by step (inert headless: see ``CGPath``).
public final class CGMutablePath: CGPath, @unchecked Sendable {
  /// An empty path.
  public init() { super.init(elements: []) }

  override init(elements: [Element]) { super.init(elements: elements) }

  /// Starts a subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.move(point.applying(transform)))
  }

  /// A line from the current point to `point`.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    elements.append(.line(point.applying(transform)))
  }

  /// Lines through `points`, starting a subpath at the first.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for point in points.dropFirst() { addLine(to: point, transform: transform) }
  }

  /// A quadratic curve to `end`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    elements.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
  }

  /// A cubic curve to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    elements.append(
      .curve(
        end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform)))
  }

  /// A closed rectangle.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    addLines(
      between: [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ], transform: transform)
    closeSubpath()
  }

  /// Closed rectangles.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A closed ellipse inscribed in `rect`, as four cubic curves.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    // The control distance of a quarter circle drawn with one cubic: 4/3 · (√2 − 1).
    let k: CGFloat = 0.552_284_749_8
    let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
    move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
    let quarters: [(CGPoint, CGPoint, CGPoint)] = [
      (
        CGPoint(x: cx + rx, y: cy + k * ry), CGPoint(x: cx + k * rx, y: cy + ry),
        CGPoint(x: cx, y: cy + ry)
      ),
      (
        CGPoint(x: cx - k * rx, y: cy + ry), CGPoint(x: cx - rx, y: cy + k * ry),
        CGPoint(x: cx - rx, y: cy)
      ),
      (
        CGPoint(x: cx - rx, y: cy - k * ry), CGPoint(x: cx - k * rx, y: cy - ry),
        CGPoint(x: cx, y: cy - ry)
      ),
      (
        CGPoint(x: cx + k * rx, y: cy - ry), CGPoint(x: cx + rx, y: cy - k * ry),
        CGPoint(x: cx + rx, y: cy)
      ),
    ]
    for (control1, control2, end) in quarters {
      addCurve(to: end, control1: control1, control2: control2, transform: transform)
    }
    closeSubpath()
  }

  /// A closed rounded rectangle, its corners as quadratic curves (ours: inert, drawn nowhere).
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let w = min(max(cornerWidth, 0), rect.width / 2)
    let h = min(max(cornerHeight, 0), rect.height / 2)
    move(to: CGPoint(x: rect.minX + w, y: rect.minY), transform: transform)
    addLine(to: CGPoint(x: rect.maxX - w, y: rect.minY), transform: transform)
    addQuadCurve(
      to: CGPoint(x: rect.maxX, y: rect.minY + h), control: CGPoint(x: rect.maxX, y: rect.minY),
      transform: transform)
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - h), transform: transform)
    addQuadCurve(
      to: CGPoint(x: rect.maxX - w, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY),
      transform: transform)
    addLine(to: CGPoint(x: rect.minX + w, y: rect.maxY), transform: transform)
    addQuadCurve(
      to: CGPoint(x: rect.minX, y: rect.maxY - h), control: CGPoint(x: rect.minX, y: rect.maxY),
      transform: transform)
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + h), transform: transform)
    addQuadCurve(
      to: CGPoint(x: rect.minX + w, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY),
      transform: transform)
    closeSubpath()
  }

  /// An arc about `center`, as line segments a degree or less apart (ours: inert).
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
    // UIKit's y axis points down: "clockwise" on screen is increasing angle.
    var sweep = endAngle - startAngle
    if clockwise, sweep < 0 { sweep += 2 * .pi } else if !clockwise, sweep > 0 { sweep -= 2 * .pi }
    let steps = max(1, min(360, Int((abs(sweep) / (.pi / 180)).rounded(.up))))
    for step in 0...steps {
      let angle = startAngle + sweep * CGFloat(step) / CGFloat(steps)
      let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      if step == 0, isEmpty {
        move(to: point, transform: transform)
      } else {
        addLine(to: point, transform: transform)
      }
    }
  }

  /// The elements of `path`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    for element in path.elements {
      switch element {
      case .move(let point): move(to: point, transform: transform)
      case .line(let point): addLine(to: point, transform: transform)
      case .quadCurve(let point, let control):
        addQuadCurve(to: point, control: control, transform: transform)
      case .curve(let point, let control1, let control2):
        addCurve(to: point, control1: control1, control2: control2, transform: transform)
      case .close: closeSubpath()
      }
    }
  }

  /// Closes the current subpath.
  public func closeSubpath() {
    elements.append(.close)
  }
}
