import HapticTape
import HapticTapeTestSupport
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: none; offsets at rest are exact (a settle ends on its target, a page on a multiple
// of the page width).

/// A horizontal pager of two 393-pt pages whose first page is a list with a leading "Flag"
/// provider and no trailing one.
final class ListSwipePagerController: UIViewController, UICollectionViewDataSource {
  let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  private(set) var list: UICollectionView!
  var flagged: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    pager.isPagingEnabled = true
    pager.contentSize = CGSize(width: 786, height: 852)
    pager.accessibilityIdentifier = "pager"
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
      let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
        self.flagged.append(indexPath.item)
        completion(true)
      }
      return UISwipeActionsConfiguration(actions: [flag])
    }
    list = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 393, height: 852),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    list.accessibilityIdentifier = "pager-list"
    list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    list.dataSource = self
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    list.contentInsetAdjustmentBehavior = .never
    pager.addSubview(list)
    view.addSubview(pager)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    30
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }
}

enum ListSwipePagerScreen: UIKitScreen {
  static let id = "list-swipe-pager"
  static let summary = "Two pages; the first a list whose cells swipe right to flag."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    ListSwipePagerController()
  }
}

private func run(_ script: String) throws -> ListSwipePagerController {
  var scene = try UIKitScene<ListSwipePagerScreen>(device: .iPhone15Pro, configuration: .init())
  let controller = try #require(scene.rootViewController as? ListSwipePagerController)
  let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro)
  _ = try Replayer().run(&scene, inputs: timeline.touches.map { .touch($0) })
  return controller
}

@Suite("List swipe actions in a horizontal pager: the cell's actions win the drag")
struct ListSwipeActionsPagerTests {
  @Test("a swipe right on a cell with a leading action opens it; the pager stays on page 0")
  func cellWithActionsTakesTheDrag() throws {
    // Item 2 spans y 88…132.
    let controller = try run(
      "touch 1 at 60,110\ndrag 1 to 120,110 in 300ms\nhold 1 for 100ms\nlift 1\nwait 1s")
    #expect(controller.list.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 74)
    #expect(controller.pager.contentOffset.x == 0)
  }

  @Test("a swipe left with no trailing provider pages the pager")
  func otherwiseThePagerTakesIt() throws {
    // 300 pt of travel, less the 16.67 pt the pan absorbs, is past half the 393-pt page.
    let controller = try run(
      "touch 1 at 350,110\ndrag 1 to 50,110 in 300ms\nhold 1 for 100ms\nlift 1\nwait 2s")
    #expect(controller.pager.contentOffset.x == 393)
    #expect(controller.list.visibleCells.allSatisfy { $0.frame.minX == 0 })
    #expect(controller.flagged.isEmpty)
  }
}
