import UIKit

/// The hosting view's bounds and safe area, in its coordinates, for the views inside that
/// ignore the safe area: one that reaches the safe area's edge grows into it, as SwiftUI grows
/// it.
struct HostSafeArea: Equatable {
  let bounds: CGRect
  let insets: UIEdgeInsets
  let rightToLeft: Bool

  /// `frame` (host coordinates) grown to the host's edge on each of `edges` where it reaches
  /// the safe area's edge and stops short of the host's.
  func grown(_ frame: CGRect, on edges: Edge.Set) -> CGRect {
    let safe = bounds.inset(by: insets)
    // Within a millionth of a point: a frame laid out to the safe area's edge by arithmetic.
    let slack: CGFloat = 1e-6
    let (leftEdge, rightEdge): (Edge.Set, Edge.Set) =
      rightToLeft ? (.trailing, .leading) : (.leading, .trailing)
    var minX = frame.minX
    var minY = frame.minY
    var maxX = frame.maxX
    var maxY = frame.maxY
    if edges.contains(.top), minY <= safe.minY + slack { minY = min(minY, bounds.minY) }
    if edges.contains(.bottom), maxY >= safe.maxY - slack { maxY = max(maxY, bounds.maxY) }
    if edges.contains(leftEdge), minX <= safe.minX + slack { minX = min(minX, bounds.minX) }
    if edges.contains(rightEdge), maxX >= safe.maxX - slack { maxX = max(maxX, bounds.maxX) }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
