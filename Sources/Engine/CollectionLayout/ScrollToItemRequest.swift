/// A request, made by a layout while it answers a snapping question, that the collection view
/// scroll to an item (`scrollToItem(at:at:animated:)`).
///
/// The pizza layout's same-cell snap issues one: it stops the fling where it is and scrolls back
/// to the centred item with the standard animation, once now and once more on the next run-loop
/// turn (the seed's "double-step animation" fix).
public struct ScrollToItemRequest: Hashable, Sendable {
  /// Where the item should end up in the visible bounds (`UICollectionView.ScrollPosition`).
  public enum Position: String, Hashable, Sendable {
    /// The item's centre at the bounds' vertical centre.
    case centeredVertically
    /// The item's centre at the bounds' horizontal centre.
    case centeredHorizontally
  }

  /// The item to scroll to.
  public var indexPath: ItemIndexPath
  /// Where it should end up.
  public var position: Position
  /// Whether the scroll is animated.
  public var isAnimated: Bool
  /// Whether the same request is issued again on the next run-loop turn.
  public var isRepeatedOnNextTurn: Bool

  /// Creates a request.
  public init(
    indexPath: ItemIndexPath, position: Position, isAnimated: Bool,
    isRepeatedOnNextTurn: Bool = false
  ) {
    self.indexPath = indexPath
    self.position = position
    self.isAnimated = isAnimated
    self.isRepeatedOnNextTurn = isRepeatedOnNextTurn
  }
}
