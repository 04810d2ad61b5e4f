import CollectionLayout
import Scenes
import TouchCore

/// The strip's tap-to-move animation (seed 003 `MoveAnimation`): the strip's offset runs from
/// where it was to the tapped thumbnail while the tapped thumbnail expands and the one that was
/// centred collapses.
struct PhotosMove: Hashable, Sendable {
  /// The thumbnail centred when the move began (the strip's `nearestIndex`).
  var fromIndex: Int
  /// The tapped thumbnail.
  var toIndex: Int
  /// The strip's offset when the move began, in points.
  var fromOffset: Double
  /// The offset that centres the tapped thumbnail: `index · (w + d) − farInset`.
  var toOffset: Double
  /// The eased progress, 0 → 1.
  var progress: TimedAnimation

  /// The strip's offset at eased progress `p`: `from + (to − from) · p`.
  func offset(atProgress p: Double) -> Double {
    fromOffset + (toOffset - fromOffset) * p
  }

  /// The per-item updates at eased progress `p`: the target expands by `p`, the former centre
  /// by `1 − p` (each replaces its previous update, as the seed assigns them).
  func apply(progress p: Double, to updates: inout [Int: ThumbnailCellUpdate]) {
    updates[toIndex] = .expand(p)
    updates[fromIndex] = .expand(1 - p)
  }
}
