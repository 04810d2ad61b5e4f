import CollectionLayout
import Scenes
import ScrollEngine
import TouchCore

/// The strip's delete animation (seed 003 `DeleteAnimation`): the thumbnail collapses, then its
/// gap closes toward the neighbour that takes its place; the data change follows.
struct PhotosDeletion: Hashable, Sendable {
  /// Where the animation is.
  enum Phase: Hashable, Sendable {
    /// The thumbnail shrinks to 0 × 0 and fades out.
    case collapsing(TimedAnimation)
    /// The gap closes while the neighbour grows to its aspect ratio.
    case closingGap(TimedAnimation)
  }

  /// The deleted item.
  var index: Int
  /// The side the gap closes from: `.left` for the last item, `.right` otherwise.
  var direction: ThumbnailDeletionDirection
  /// The phase and its progress.
  var phase: Phase

  /// Starts deleting `index` of `count` items at `time`.
  init(index: Int, count: Int, at time: Timestamp, collapseDuration: TimeAmount) {
    self.index = index
    // source: seed 003 DeleteAnimation.deleteItem: the last item closes toward the left.
    direction = index + 1 >= count ? .left : .right
    phase = .collapsing(
      TimedAnimation(from: 0, to: 1, start: time, duration: collapseDuration, curve: .linear))
  }

  /// The neighbour that grows into the gap: `index − 1` when closing left, `index + 1` otherwise.
  var neighbour: Int { direction == .left ? index - 1 : index + 1 }

  /// The per-item updates for a collapse of `p` (composed on the item's previous update).
  func applyCollapse(_ p: Double, to updates: inout [Int: ThumbnailCellUpdate]) {
    updates[index] = (updates[index] ?? ThumbnailCellUpdate()).then(.collapse(p))
  }

  /// The per-item updates for a closed gap of `p`: the item's deletion and the neighbour's
  /// expansion, each composed on its previous update.
  func applyClosingGap(_ p: Double, to updates: inout [Int: ThumbnailCellUpdate]) {
    updates[index] = (updates[index] ?? ThumbnailCellUpdate()).then(
      .delete(p, direction: direction))
    updates[neighbour] = (updates[neighbour] ?? ThumbnailCellUpdate()).then(.expand(p))
  }
}
