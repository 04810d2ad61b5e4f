extension ViewNode {
  /// Whether x in `space`, as a gesture on the node reports it, runs from the right edge.
  ///
  /// `.local` does when the node lays out right to left: SwiftUI flips a right-to-left view's
  /// coordinates (Apple, "LayoutDirection": it "horizontally flips the x position of each view
  /// within its parent"), so `offset(x: drag.translation.width)` follows the finger. A named
  /// space does when the view that names it lays out right to left (ours: it is that view's
  /// local space). `.global` and a scroll view's space never do (ours: the screen's space).
  func gestureSpaceRunsRightToLeft(_ space: CoordinateSpace) -> Bool {
    switch space {
    case .local: return isRightToLeft
    case .global: return false
    case .named:
      guard !space.isScrollViewSpace else { return false }
      let named = ancestor(where: { $0 !== self && $0.coordinateSpaceName == space })
      return named?.isRightToLeft ?? false
    }
  }

  /// `point`, in the node's view, as a gesture location in `space` (x measured from the right
  /// edge where ``gestureSpaceRunsRightToLeft(_:)``).
  func gestureLocation(_ point: CGPoint, in space: CoordinateSpace) -> CGPoint {
    let location = convert(point, to: space)
    guard gestureSpaceRunsRightToLeft(space) else { return location }
    let width: CGFloat
    switch space {
    case .named:
      width =
        ancestor(where: { $0 !== self && $0.coordinateSpaceName == space })?.frame.width ?? 0
    default:
      width = frame.width
    }
    return CGPoint(x: width - location.x, y: location.y)
  }
}
