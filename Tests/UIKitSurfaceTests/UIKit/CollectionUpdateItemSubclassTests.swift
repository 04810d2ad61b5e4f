import Testing
import UIKit

// Tolerance: none; index paths and actions are compared exactly.

/// A mock update item as layout libraries' tests write one: it calls `super.init()` and
/// overrides the three read-only properties.
private final class MockUpdateItem: UICollectionViewUpdateItem {
  private let before: IndexPath?
  private let after: IndexPath?
  private let action: Action

  init(before: IndexPath?, after: IndexPath?, action: Action) {
    self.before = before
    self.after = after
    self.action = action
    super.init()
  }

  override var indexPathBeforeUpdate: IndexPath? { before }
  override var indexPathAfterUpdate: IndexPath? { after }
  override var updateAction: Action { action }
}

/// A layout that records what `prepare(forCollectionViewUpdates:)` was handed.
private final class RecordingLayout: UICollectionViewFlowLayout {
  var seen: [String] = []

  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    seen = updateItems.map {
      "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0)" } ?? "nil")"
        + " -> \($0.indexPathAfterUpdate.map { "\($0)" } ?? "nil")"
    }
  }
}

@Suite("UICollectionViewUpdateItem can be subclassed, as layout tests mock update items")
struct CollectionUpdateItemSubclassTests {
  @Test("init() gives no index paths and .none, as UIKit's does")
  func plainInit() {
    let item = UICollectionViewUpdateItem()
    #expect(item.updateAction == .none)
    #expect(item.indexPathBeforeUpdate == nil)
    #expect(item.indexPathAfterUpdate == nil)
  }

  @Test("a subclass's overrides are what a layout reads")
  func mockReachesLayout() {
    let layout = RecordingLayout()
    layout.prepare(forCollectionViewUpdates: [
      MockUpdateItem(before: nil, after: IndexPath(item: 2, section: 0), action: .insert),
      MockUpdateItem(before: IndexPath(item: 5, section: 1), after: nil, action: .delete),
      MockUpdateItem(
        before: IndexPath(item: 0, section: 0), after: IndexPath(item: 3, section: 0),
        action: .move),
    ])
    #expect(
      layout.seen == ["insert nil -> [0, 2]", "delete [1, 5] -> nil", "move [0, 0] -> [0, 3]"])
  }
}
