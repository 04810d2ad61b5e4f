import TouchModel

/// A finger that touched down on a row (a table's or a list's) and may swipe it once it moves
/// past the scroll view's touch slop, before the view's own pan begins.
struct CellSwipeCandidate {
  let touch: Touch.ID
  /// Where it touched down, in window coordinates.
  let start: CGPoint
  /// The row it touched.
  let indexPath: IndexPath
  /// Whether it touched the row a swipe already moved aside (it may drag it again).
  let isOnSwipedRow: Bool
  /// The action button under it when it touched an open row's actions.
  let actionIndex: Int?
}
