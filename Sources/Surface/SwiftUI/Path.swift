/// The outline of a 2D shape: lines, curves, rectangles and ellipses, kept as a ``CGPath``.
///
/// The elements are kept (``isEmpty``, ``currentPoint``, ``boundingRect``, ``cgPath`` and
/// ``contains(_:eoFill:)`` read them) but nothing is drawn headless. As a view, a path fills the
/// frame it is given, like every ``Shape``, and touches hit it where its fill covers them.
///
/// ```swift
/// import SwiftUI
///
/// let tickPath = Path { path in
///   path.move(to: CGPoint(x: 0, y: 5))
///   path.addLine(to: CGPoint(x: 4, y: 9))
///   path.addLine(to: CGPoint(x: 12, y: 0))
/// }
/// ```
nonisolated public struct Path: Shape, @unchecked Sendable {
  /// The elements, shared between copies until one of them changes (value semantics).
  private var storage: CGMutablePath

  /// An empty path.
  public init() { storage = CGMutablePath() }
  /// A copy of `path`.
  public init(_ path: CGPath) { storage = path.mutableCopy() ?? CGMutablePath() }
  /// A closed rectangle.
  public init(_ rect: CGRect) {
    self.init()
    addRect(rect)
  }
  /// An ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    self.init()
    addEllipse(in: rect)
  }
  /// A rounded rectangle with corners `cornerSize`.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }
  /// A rounded rectangle with corners of `cornerRadius`.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius),
      style: style)
  }
  /// The path `callback` builds from an empty one.
  public init(_ callback: (inout Path) -> Void) {
    self.init()
    callback(&self)
  }

  /// The path itself, whatever the rect (a path is already in its frame's coordinates).
  public func path(in rect: CGRect) -> Path { self }

  /// Whether the path has no elements.
  public var isEmpty: Bool { storage.isEmpty }
  /// The end point of the last element, or nil for an empty path.
  public var currentPoint: CGPoint? { storage.isEmpty ? nil : storage.currentPoint }
  /// The smallest rectangle holding every point of the path; `.null` for an empty path.
  public var boundingRect: CGRect { storage.boundingBoxOfPath }
  /// The path as a Core Graphics path (a copy).
  public var cgPath: CGPath { storage.copy() ?? CGMutablePath() }

  /// Whether the path, filled, covers `p`.
  ///
  /// Each subpath is closed; curves count as 16 straight segments each, as
  /// `CGPath.contains(_:using:transform:)` takes them (ours: within 0.15 pt of a curve of radius
  /// 100 pt).
  ///
  /// - Parameters:
  ///   - p: the point, in the path's coordinates.
  ///   - eoFill: whether the even-odd rule decides what the path holds (else the non-zero
  ///     winding rule, as Apple's default).
  /// - Returns: true when the fill covers the point.
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    storage.contains(p, using: eoFill ? .evenOdd : .winding)
  }

  /// Starts a new subpath at `end`.
  public mutating func move(to end: CGPoint) { mutable.move(to: end) }
  /// A straight line from the current point to `end`.
  public mutating func addLine(to end: CGPoint) { mutable.addLine(to: end) }
  /// Straight lines through `lines`, starting a subpath at the first.
  public mutating func addLines(_ lines: [CGPoint]) { mutable.addLines(between: lines) }
  /// A quadratic Bézier curve to `end`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    mutable.addQuadCurve(to: end, control: control)
  }
  /// A cubic Bézier curve to `end`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    mutable.addCurve(to: end, control1: control1, control2: control2)
  }
  /// An arc of a circle about `center`, clockwise in flipped (screen) coordinates as Apple notes.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    mutable.addArc(
      center: center, radius: radius, startAngle: CGFloat(startAngle.radians),
      endAngle: CGFloat(endAngle.radians), clockwise: clockwise, transform: transform)
  }
  /// An arc of a circle about `center` from `startAngle`, turning by `delta`: towards larger
  /// angles when `delta` is positive (Core Graphics' `addRelativeArc`: `addArc` to the start
  /// plus `delta`, not clockwise when `delta` is positive).
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    addArc(
      center: center, radius: radius, startAngle: startAngle,
      endAngle: Angle(radians: startAngle.radians + delta.radians), clockwise: delta.radians < 0,
      transform: transform)
  }
  /// A closed rectangle.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    mutable.addRect(rect, transform: transform)
  }
  /// Closed rectangles, one subpath each.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    mutable.addRects(rects, transform: transform)
  }
  /// A closed rounded rectangle (the corner style is inert: corners are kept as quadratic curves).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    mutable.addRoundedRect(
      in: rect, cornerWidth: cornerSize.width, cornerHeight: cornerSize.height,
      transform: transform)
  }
  /// An ellipse inscribed in `rect`.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    mutable.addEllipse(in: rect, transform: transform)
  }
  /// The elements of `path`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    mutable.addPath(path.storage, transform: transform)
  }
  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() { mutable.closeSubpath() }

  /// The path with every point transformed by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var transformed = Path()
    transformed.addPath(self, transform: transform)
    return transformed
  }

  /// The storage, copied first if another path shares it.
  private var mutable: CGMutablePath {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) {
        storage = storage.mutableCopy() ?? CGMutablePath()
      }
      return storage
    }
  }
}
