/// One change of a batch update, as the collection view hands it to
/// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``: what happened and the index
/// paths before and after.
open class UICollectionViewUpdateItem: NSObject {
  /// The kind of change.
  public enum Action: Int, Hashable, Sendable {
    /// An item or section was inserted.
    case insert = 0
    /// An item or section was deleted.
    case delete = 1
    /// An item or section was reloaded.
    case reload = 2
    /// An item or section moved.
    case move = 3
    /// No change.
    case none = 4
  }

  /// The index path before the update; `nil` for an insertion.
  ///
  /// A section's index path has one index, an item's two, as in UIKit.
  open private(set) var indexPathBeforeUpdate: IndexPath?
  /// The index path after the update; `nil` for a deletion.
  open private(set) var indexPathAfterUpdate: IndexPath?
  /// The kind of change.
  open private(set) var updateAction: Action

  init(action: Action, before: IndexPath?, after: IndexPath?) {
    updateAction = action
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
    super.init()
  }

  /// The action and index paths, for logs.
  open override var description: String {
    "<UICollectionViewUpdateItem \(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "nil")"
      + " -> \(indexPathAfterUpdate.map { "\($0)" } ?? "nil")>"
  }
}
