import HapticTape
import HapticTapeTestSupport
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: none; offsets at rest are exact (a settle ends on its target) and counts are
// integers. A HeadlessProblem ends a hosted session with an error, so a run that returns
// reported none.

private let item2 = IndexPath(item: 2, section: 0)

private func swipe(from x0: Int, to x1: Int, y: Int = 110) -> String {
  swipeScript(from: x0, to: x1, y: y)
}

/// A list with swipe-action providers in one section only, beside a list section without
/// them and a grid section (no list configuration): only the first section's cells swipe.
final class MixedListController: UIViewController, UICollectionViewDataSource {
  private(set) var collectionView: UICollectionView!
  var flagged: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    var swiping = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    swiping.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
      let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
        self.flagged.append(indexPath)
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [flag])
    }
    let plain = UICollectionLayoutListConfiguration(appearance: .plain)
    let layout = UICollectionViewCompositionalLayout { section, environment in
      switch section {
      case 0: return .list(using: swiping, layoutEnvironment: environment)
      case 1: return .list(using: plain, layoutEnvironment: environment)
      default:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
          subitems: [item])
        return NSCollectionLayoutSection(group: group)
      }
    }
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.accessibilityIdentifier = "mixed"
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    collectionView.contentInsetAdjustmentBehavior = .never
    view.addSubview(collectionView)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    4
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
}

enum MixedListScreen: UIKitScreen {
  static let id = "list-swipe-mixed"
  static let summary = "Three sections of four: a swiping list, a plain list and a grid."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    MixedListController()
  }
}

@Suite("List swipe actions: empty, unfinished and list-changing actions never trap")
struct ListSwipeActionsProblemTests {
  @Test("an empty leading configuration does not swipe the cell, as in UIKit")
  func emptyActionsDoNotSwipe() throws {
    let controller = try runHosted(
      swipe(from: 60, to: 160), on: ListSwipeMailboxScreen.self,
      as: ListSwipeMailboxController.self
    ) { $0.hasEmptyLeadingActions = true }
    #expect(controller.collectionView.cellForItem(at: item2)?.frame.minX == 0)
    #expect(controller.flagged.isEmpty)
    #expect(controller.collectionView.contentOffset == .zero)
  }

  @Test("a handler that never calls its completion leaves the cell open until a tap elsewhere")
  func unfinishedHandlerKeepsTheCellOpen() throws {
    let open = try runHosted(
      swipe(from: 60, to: 120) + "\ntap 37,110\nwait 1s", on: ListSwipeMailboxScreen.self,
      as: ListSwipeMailboxController.self
    ) { $0.completesFlag = false }
    #expect(open.flagged == [2])
    #expect(open.collectionView.cellForItem(at: item2)?.frame.minX == 74)
    // A second tap on the waiting action does not run it again; a tap elsewhere closes.
    let closed = try runHosted(
      swipe(from: 60, to: 120) + "\ntap 37,110\nwait 1s\ntap 37,110\nwait 1s\ntap 196,450\nwait 1s",
      on: ListSwipeMailboxScreen.self, as: ListSwipeMailboxController.self
    ) { $0.completesFlag = false }
    #expect(closed.flagged == [2])
    #expect(closed.collectionView.cellForItem(at: item2)?.frame.minX == 0)
    #expect(closed.selected.isEmpty)
  }

  @Test("a handler that reloads the list closes the cell at once; its completion is ignored")
  func handlerThatReloads() throws {
    let diffable = try runHosted(
      swipe(from: 300, to: 200) + "\ntap 280,110\nwait 1s", on: ListSwipeMailboxScreen.self,
      as: ListSwipeMailboxController.self
    ) { $0.archiveReloads = true }
    let plain = try runHosted(
      swipe(from: 300, to: 200) + "\ntap 280,110\nwait 1s",
      on: ListSwipeMailboxSectionsScreen.self, as: ListSwipeMailboxController.self
    ) { $0.archiveReloads = true }
    for controller in [diffable, plain] {
      #expect(controller.archived == [2])
      #expect(controller.collectionView.numberOfItems(inSection: 0) == 30)
      #expect(controller.collectionView.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }
  }

  @Test("a batch update above the open cell moves it with its item; deleting it ends the swipe")
  func batchUpdatesMoveOrEndTheSwipe() throws {
    // Item 2 opens at -148; then the app deletes item 0 (the open cell is now item 1, still
    // open), or item 2 itself (nothing is left open).
    let moved = try runHosted(
      swipe(from: 300, to: 200), on: ListSwipeMailboxSectionsScreen.self,
      as: ListSwipeMailboxController.self)
    moved.messages.remove(at: 0)
    moved.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    let cell = try #require(
      moved.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        as? ListSwipeMailboxCell)
    #expect(cell.title == "Message 2")
    #expect(cell.frame == CGRect(x: -148, y: 44, width: 393, height: 44))
    let ended = try runHosted(
      swipe(from: 300, to: 200), on: ListSwipeMailboxSectionsScreen.self,
      as: ListSwipeMailboxController.self)
    ended.messages.remove(at: 2)
    ended.collectionView.deleteItems(at: [item2])
    #expect(ended.collectionView.visibleCells.allSatisfy { $0.frame.minX == 0 })
    #expect(ended.collectionView.numberOfItems(inSection: 0) == 29)
  }

  @Test("only cells of a list section with providers swipe; a plain list and a grid scroll")
  func onlyListsWithProvidersSwipe() throws {
    // Section 0 holds items at y 0…176, section 1 at 176…352, section 2 at 352…528.
    let swiped = try runHosted(
      swipe(from: 60, to: 160, y: 110), on: MixedListScreen.self, as: MixedListController.self)
    #expect(swiped.collectionView.cellForItem(at: item2)?.frame.minX == 74)
    for y in [286, 462] {
      let controller = try runHosted(
        swipe(from: 60, to: 160, y: y), on: MixedListScreen.self, as: MixedListController.self)
      #expect(controller.collectionView.visibleCells.allSatisfy { $0.frame.minX == 0 })
      #expect(controller.flagged.isEmpty)
    }
  }
}
