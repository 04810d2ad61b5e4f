import UIKit

extension HeadlessLayoutItem {
  /// The box the item is drawn in: its corners through its transform about its anchor.
  ///
  /// In perspective; unbounded when a corner falls behind the eye.
  var drawnFrame: CGRect {
    let position = CGPoint(
      x: center.x + (anchorPoint.x - 0.5) * size.width,
      y: center.y + (anchorPoint.y - 0.5) * size.height)
    let t = transform3D
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    for corner in Self.unitCorners {
      let x = (corner.0 - anchorPoint.x) * size.width
      let y = (corner.1 - anchorPoint.y) * size.height
      let w = x * t.m14 + y * t.m24 + t.m44
      guard w > 1e-9 else {
        return CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
      }
      let px = position.x + (x * t.m11 + y * t.m21 + t.m41) / w
      let py = position.y + (x * t.m12 + y * t.m22 + t.m42) / w
      minX = min(minX, px)
      minY = min(minY, py)
      maxX = max(maxX, px)
      maxY = max(maxY, py)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The corners of the unit square, made once: every sampled item asks on every sample.
  private static let unitCorners: [(CGFloat, CGFloat)] = [(0, 0), (1, 0), (0, 1), (1, 1)]
}
