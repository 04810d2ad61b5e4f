/// A rectangle given by its origin and size, in points (`CGRect`).
///
/// Geometry accessors (`minX`, `midY`, `width` …) standardize a negative size as CoreGraphics
/// does, so `Rect2D(x: 10, y: 0, width: -10, height: 5).minX == 0`.
public struct Rect2D: Hashable, Sendable {
  /// The corner with the smallest coordinates when the size is positive.
  public var origin: Point2D
  /// The width and height; may be negative, as in CoreGraphics.
  public var size: Size2D

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point2D, size: Size2D) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates and dimensions, in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point2D(x: x, y: y), size: Size2D(width: width, height: height))
  }

  /// Creates a rectangle of `size` centred on `center`.
  public init(center: Point2D, size: Size2D) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect2D(x: 0, y: 0, width: 0, height: 0)

  /// The null rectangle (`CGRect.null`): what the intersection of disjoint rectangles is.
  public static let null = Rect2D(x: .infinity, y: .infinity, width: 0, height: 0)

  /// Whether this is the null rectangle.
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether the rectangle has zero (or negative) area, or is null.
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The smallest x coordinate.
  public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
  /// The x coordinate of the centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The largest x coordinate.
  public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
  /// The smallest y coordinate.
  public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
  /// The y coordinate of the centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The largest y coordinate.
  public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }
  /// The absolute width.
  public var width: Double { abs(size.width) }
  /// The absolute height.
  public var height: Double { abs(size.height) }
  /// The centre point.
  public var center: Point2D { Point2D(x: midX, y: midY) }

  /// The smallest coordinate along `axis`.
  public func min(_ axis: Axis2D) -> Double { axis == .horizontal ? minX : minY }
  /// The centre coordinate along `axis`.
  public func mid(_ axis: Axis2D) -> Double { axis == .horizontal ? midX : midY }
  /// The largest coordinate along `axis`.
  public func max(_ axis: Axis2D) -> Double { axis == .horizontal ? maxX : maxY }

  /// The same rectangle with a non-negative size.
  public var standardized: Rect2D { Rect2D(x: minX, y: minY, width: width, height: height) }

  /// The rectangle moved by the given amounts.
  public func offsetBy(dx: Double, dy: Double) -> Rect2D {
    Rect2D(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
  /// (grown for negative values).
  public func insetBy(dx: Double, dy: Double) -> Rect2D {
    let r = standardized
    return Rect2D(
      x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
  }

  /// The rectangle shrunk by `insets` (`UIEdgeInsetsInsetRect` / `CGRect.inset(by:)`).
  public func inset(by insets: Insets) -> Rect2D {
    let r = standardized
    return Rect2D(
      x: r.minX + insets.left, y: r.minY + insets.top, width: r.width - insets.horizontal,
      height: r.height - insets.vertical)
  }

  /// Whether `point` lies inside, counting the minimum edges and excluding the maximum ones
  /// (`CGRect.contains(_:)`).
  public func contains(_ point: Point2D) -> Bool {
    !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `rect` lies entirely inside this rectangle.
  public func contains(_ rect: Rect2D) -> Bool {
    !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY
      && rect.maxY <= maxY
  }

  /// Whether the rectangles overlap with a non-empty area (`CGRect.intersects(_:)`).
  public func intersects(_ other: Rect2D) -> Bool {
    !intersection(other).isNull
  }

  /// The overlap of two rectangles, or ``null`` when they do not overlap.
  ///
  /// Touching edges give a zero-size rectangle, as in CoreGraphics.
  public func intersection(_ other: Rect2D) -> Rect2D {
    if isNull || other.isNull { return .null }
    let x0 = Swift.max(minX, other.minX)
    let x1 = Swift.min(maxX, other.maxX)
    let y0 = Swift.max(minY, other.minY)
    let y1 = Swift.min(maxY, other.maxY)
    guard x0 <= x1, y0 <= y1 else { return .null }
    // CoreGraphics treats rectangles that only touch as not intersecting.
    if x0 == x1 && (minX != maxX && other.minX != other.maxX) { return .null }
    if y0 == y1 && (minY != maxY && other.minY != other.maxY) { return .null }
    return Rect2D(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rectangle containing both.
  public func union(_ other: Rect2D) -> Rect2D {
    if isNull { return other }
    if other.isNull { return self }
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    return Rect2D(
      x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
      height: Swift.max(maxY, other.maxY) - y0)
  }

  /// The bounding box of the rectangle's corners after `transform` (`CGRect.applying(_:)`).
  public func applying(_ transform: Transform2D) -> Rect2D {
    if isNull { return self }
    let corners = [
      Point2D(x: minX, y: minY), Point2D(x: maxX, y: minY), Point2D(x: minX, y: maxY),
      Point2D(x: maxX, y: maxY),
    ].map { $0.applying(transform) }
    var x0 = corners[0].x
    var x1 = x0
    var y0 = corners[0].y
    var y1 = y0
    for corner in corners.dropFirst() {
      x0 = Swift.min(x0, corner.x)
      x1 = Swift.max(x1, corner.x)
      y0 = Swift.min(y0, corner.y)
      y1 = Swift.max(y1, corner.y)
    }
    return Rect2D(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether every coordinate is finite.
  public var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }
}
