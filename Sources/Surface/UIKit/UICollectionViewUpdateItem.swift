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
  /// A section's index path has one index, an item's two, as in UIKit. Read-only, as in UIKit;
  /// a subclass (a test's mock update item) may override it.
  open var indexPathBeforeUpdate: IndexPath? { before }
  /// The index path after the update; `nil` for a deletion.
  open var indexPathAfterUpdate: IndexPath? { after }
  /// The kind of change.
  open var updateAction: Action { action }

  private let before: IndexPath?
  private let after: IndexPath?
  private let action: Action

  /// An update item with no index paths and the action `.none`, as `init()` makes one in
  /// UIKit; subclasses (mock update items in layout tests) override the three properties.
  public override init() {
    action = .none
    before = nil
    after = nil
    super.init()
  }

  init(action: Action, before: IndexPath?, after: IndexPath?) {
    self.action = action
    self.before = before
    self.after = after
    super.init()
  }

  /// The action and index paths, for logs.
  open override var description: String {
    "<UICollectionViewUpdateItem \(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "nil")"
      + " -> \(indexPathAfterUpdate.map { "\($0)" } ?? "nil")>"
  }
}
