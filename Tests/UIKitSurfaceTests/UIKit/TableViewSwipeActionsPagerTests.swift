import HapticTape
import HapticTapeTestSupport
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: none; offsets at rest are exact (a settle ends on its target, a page on a multiple
// of the page width).

/// A horizontal pager of two 393-pt pages whose first page is a table with a leading "Flag"
/// action and no trailing actions (its data source does not commit deletions).
final class SwipePagerController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  var flagged: [Int] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    pager.isPagingEnabled = true
    pager.contentSize = CGSize(width: 786, height: 852)
    pager.accessibilityIdentifier = "pager"
    tableView.accessibilityIdentifier = "pager-list"
    tableView.rowHeight = 60
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = self
    tableView.delegate = self
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    tableView.contentInsetAdjustmentBehavior = .never
    pager.addSubview(tableView)
    view.addSubview(pager)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let flag = UIContextualAction(style: .normal, title: "Flag") {
      [unowned self] _, _, completion in
      flagged.append(indexPath.row)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [flag])
  }
}

enum SwipePagerScreen: UIKitScreen {
  static let id = "swipe-pager"
  static let summary = "Two pages; the first a table whose rows swipe right to flag."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SwipePagerController()
  }
}

private func run(_ script: String) throws -> SwipePagerController {
  var scene = try UIKitScene<SwipePagerScreen>(device: .iPhone15Pro, configuration: .init())
  let controller = try #require(scene.rootViewController as? SwipePagerController)
  let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro)
  _ = try Replayer().run(&scene, inputs: timeline.touches.map { .touch($0) })
  return controller
}

@Suite("UITableView swipe actions in a horizontal pager: the row's own actions win the drag")
struct TableViewSwipeActionsPagerTests {
  @Test("a swipe right on a row with a leading action opens it; the pager stays on page 0")
  func rowWithActionsTakesTheDrag() throws {
    let controller = try run(
      "touch 1 at 60,150\ndrag 1 to 120,150 in 300ms\nhold 1 for 100ms\nlift 1\nwait 1s")
    #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minX == 74)
    #expect(controller.pager.contentOffset.x == 0)
  }

  @Test("a swipe left with no trailing actions of the delegate's own pages the pager")
  func otherwiseThePagerTakesIt() throws {
    // 300 pt of travel, less the 16.67 pt the pan absorbs (two 120-Hz samples at 1 pt/ms), is
    // past half the 393-pt page: the pager rests on page 1.
    let controller = try run(
      "touch 1 at 350,150\ndrag 1 to 50,150 in 300ms\nhold 1 for 100ms\nlift 1\nwait 2s")
    #expect(controller.pager.contentOffset.x == 393)
    #expect(controller.tableView.visibleCells.allSatisfy { $0.frame.minX == 0 })
    #expect(controller.flagged.isEmpty)
  }
}
