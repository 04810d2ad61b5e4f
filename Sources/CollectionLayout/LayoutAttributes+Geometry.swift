import TouchCore

// MARK: - Frame, 2D transform and on-screen box

extension LayoutAttributes {
  /// The untransformed frame (``center`` and ``size``); setting it keeps the transform.
  public var frame: Rect {
    get { Rect(center: center, size: size) }
    set {
      center = newValue.center
      size = Size(width: newValue.width, height: newValue.height)
    }
  }

  /// The 2D view of ``transform3D`` (`CGAffineTransform`); setting it replaces the 3D transform
  /// with the affine one, as UIKit's `transform` setter does.
  public var transform: AffineTransform {
    get { transform3D.affineTransform }
    set { transform3D = Transform3D(newValue) }
  }

  /// Where the anchor point lies in content coordinates: the layer's `position`.
  public var position: Point {
    Point(
      x: center.x + (anchorPoint.x - 0.5) * size.width,
      y: center.y + (anchorPoint.y - 0.5) * size.height)
  }

  /// The axis-aligned box the transformed element covers, in content coordinates.
  ///
  /// Each corner is taken relative to the anchor point, transformed (with the perspective divide
  /// for 3D transforms, as Core Animation projects onto z = 0) and moved back.
  public var boundingFrame: Rect {
    if transform3D.isIdentity { return frame }
    let pivot = position
    let untransformed = frame
    var lower = Point(x: Double.infinity, y: Double.infinity)
    var upper = Point(x: -Double.infinity, y: -Double.infinity)
    for corner in [
      Point(x: untransformed.minX, y: untransformed.minY),
      Point(x: untransformed.maxX, y: untransformed.minY),
      Point(x: untransformed.minX, y: untransformed.maxY),
      Point(x: untransformed.maxX, y: untransformed.maxY),
    ] {
      let moved = transform3D.project(Point(x: corner.x - pivot.x, y: corner.y - pivot.y))
      lower = Point(x: Swift.min(lower.x, moved.x + pivot.x), y: Swift.min(lower.y, moved.y + pivot.y))
      upper = Point(x: Swift.max(upper.x, moved.x + pivot.x), y: Swift.max(upper.y, moved.y + pivot.y))
    }
    return Rect(x: lower.x, y: lower.y, width: upper.x - lower.x, height: upper.y - lower.y)
  }
}

// MARK: - Typed custom values

extension LayoutAttributes {
  /// The wheel card's rotation in radians (``CustomValueName/angle``), or `nil`.
  public var angle: Double? {
    get { customValues[.angle] }
    set { customValues[.angle] = newValue }
  }

  /// The preview page's parallax value (``CustomValueName/parallaxValue``), or `nil`.
  public var parallaxValue: Double? {
    get { customValues[.parallaxValue] }
    set { customValues[.parallaxValue] = newValue }
  }
}
