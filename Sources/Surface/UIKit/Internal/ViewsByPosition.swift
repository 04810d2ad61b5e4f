import Foundation

/// The cells and supplementary views a collection view's last layout pass showed, by their
/// position among its visible attributes, so the next pass finds each view by position rather
/// than by hashing its index path (and kind).
///
/// A scroll frame usually shows the same elements in the same order, or the same order shifted
/// by the one element that entered or left at the front: a view is looked for at the position
/// the previous match suggests, then one either side. A view matches only if the collection
/// view keeps it on screen for that very element (``UICollectionReusableView/shownElement``,
/// set as a view is shown or moved and cleared as it is recycled), so a view that left or moved
/// since the pass is never taken for another element; where no position matches, the caller
/// hashes.
struct ViewsByPosition {
  /// The view shown for each of the pass's visible attributes (nil where none is).
  private var views: [UICollectionReusableView?] = []
  /// How far the last matched position was from the position asked for.
  private var shift = 0

  /// Keeps the views a pass showed.
  mutating func keep(_ views: [UICollectionReusableView?]) {
    self.views = views
    shift = 0
  }

  /// The view the pass showed for `element` at or next to `position`, or nil.
  mutating func view(at position: Int, showing element: ShownElement)
    -> UICollectionReusableView?
  {
    // No array of candidates: this runs for every element of every pass.
    if let view = view(at: position, shiftedBy: shift, showing: element) { return view }
    if let view = view(at: position, shiftedBy: shift &+ 1, showing: element) { return view }
    return view(at: position, shiftedBy: shift &- 1, showing: element)
  }

  private mutating func view(
    at position: Int, shiftedBy candidate: Int, showing element: ShownElement
  ) -> UICollectionReusableView? {
    let index = position &+ candidate
    guard index >= 0, index < views.count, let view = views[index], view.shownElement == element
    else { return nil }
    shift = candidate
    return view
  }
}

/// The element a collection view keeps a view on screen for: a cell's index path, or a
/// supplementary view's kind and index path.
enum ShownElement: Equatable {
  case cell(IndexPath)
  case supplementary(UICollectionView.ElementKey)
}
