import TouchCore

// MARK: - Frame, 2D transform and on-screen box

extension LayoutAttributes {
  /// The untransformed frame (``center`` and ``size``); setting it keeps the transform.
  public var frame: Rect2D {
    get { Rect2D(center: center, size: size) }
    set {
      center = newValue.center
      size = Size2D(width: newValue.width, height: newValue.height)
    }
  }

  /// The 2D view of ``transform3D`` (`CGAffineTransform`); setting it replaces the 3D transform
  /// with the affine one, as UIKit's `transform` setter does.
  public var transform: Transform2D {
    get { transform3D.affineTransform }
    set { transform3D = Transform3D(newValue) }
  }

  /// Where the anchor point lies in content coordinates: the layer's `position`.
  public var position: Point2D {
    Point2D(
      x: center.x + (anchorPoint.x - 0.5) * size.width,
      y: center.y + (anchorPoint.y - 0.5) * size.height)
  }

  /// The axis-aligned box the transformed element covers, in content coordinates.
  ///
  /// Each corner is taken relative to the anchor point, transformed (with the perspective divide
  /// for 3D transforms, as Core Animation projects onto z = 0) and moved back.
  public var boundingFrame: Rect2D {
    let t = transform3D
    if t.isIdentity { return frame }
    let pivot = position
    let untransformed = frame
    let (left, right) = (untransformed.minX - pivot.x, untransformed.maxX - pivot.x)
    let (top, bottom) = (untransformed.minY - pivot.y, untransformed.maxY - pivot.y)
    if t.isAffine, t.m12 == 0, t.m21 == 0 {
      // Scale and translation: two corners suffice.
      let xs = (left * t.m11 + t.m41, right * t.m11 + t.m41)
      let ys = (top * t.m22 + t.m42, bottom * t.m22 + t.m42)
      let (minX, maxX) = (Swift.min(xs.0, xs.1), Swift.max(xs.0, xs.1))
      let (minY, maxY) = (Swift.min(ys.0, ys.1), Swift.max(ys.0, ys.1))
      return Rect2D(x: minX + pivot.x, y: minY + pivot.y, width: maxX - minX, height: maxY - minY)
    }
    let corners = (
      t.project(Point2D(x: left, y: top)), t.project(Point2D(x: right, y: top)),
      t.project(Point2D(x: left, y: bottom)), t.project(Point2D(x: right, y: bottom))
    )
    let minX = Swift.min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
    let maxX = Swift.max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
    let minY = Swift.min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
    let maxY = Swift.max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
    return Rect2D(x: minX + pivot.x, y: minY + pivot.y, width: maxX - minX, height: maxY - minY)
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
