import UIKit

/// A change an animation makes to one thumbnail on top of the scroll's expansion: each sets one
/// part of the state, and a later update of the same part wins.
struct ThumbnailCellUpdate {
  var expanding: CGFloat?
  var collapsing: CGFloat?
  var deleting: (rate: CGFloat, direction: ThumbnailCell.Direction)?

  static func expand(_ rate: CGFloat) -> ThumbnailCellUpdate {
    ThumbnailCellUpdate(expanding: rate)
  }

  static func collapse(_ rate: CGFloat) -> ThumbnailCellUpdate {
    ThumbnailCellUpdate(collapsing: rate)
  }

  static func delete(_ rate: CGFloat, direction: ThumbnailCell.Direction) -> ThumbnailCellUpdate {
    ThumbnailCellUpdate(deleting: (rate, direction))
  }

  /// This update, then `next`.
  func then(_ next: ThumbnailCellUpdate) -> ThumbnailCellUpdate {
    ThumbnailCellUpdate(
      expanding: next.expanding ?? expanding, collapsing: next.collapsing ?? collapsing,
      deleting: next.deleting ?? deleting)
  }

  func applied(to cell: ThumbnailCell) -> ThumbnailCell {
    var cell = cell
    if let expanding { cell.state.expanding = expanding }
    if let collapsing { cell.state.collapsing = collapsing }
    if let deleting {
      cell.state.deleting = deleting.rate
      cell.state.deletingDirection = deleting.direction
    }
    return cell
  }
}
