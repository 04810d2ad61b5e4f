import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// Tolerance: rest offsets and insets within 1e-6 pt (the engine rests on the inset's edge);
// times within 1 µs (the virtual clock counts whole microseconds of touch intervals).
private let pointTolerance: CGFloat = 1e-6

/// An inbox as apps write one: pull to refresh, a selection tick when the refresh begins, the
/// refresh taking two seconds, then a success notification.
final class InboxController: UITableViewController {
  private let selection = UISelectionFeedbackGenerator()
  private let notification = UINotificationFeedbackGenerator()
  var rowCount = 40
  /// When each refresh began (virtual seconds), and whether a finger was still down.
  var refreshes: [(time: CFTimeInterval, whileDragging: Bool)] = []
  /// The list's offset and adjusted top inset when each refresh ended.
  var ends: [(offset: CGFloat, inset: CGFloat)] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 64
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    refreshControl = UIRefreshControl()
    refreshControl?.addAction(
      UIAction { [unowned self] _ in
        refreshes.append((CACurrentMediaTime(), tableView.isDragging))
        selection.selectionChanged()
        // An app's `DispatchQueue.main.asyncAfter` (Swift 5 mode; this target is Swift 6).
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 2) { [weak self] in
          guard let self else { return }
          ends.append((tableView.contentOffset.y, tableView.adjustedContentInset.top))
          refreshControl?.endRefreshing()
          notification.notificationOccurred(.success)
        }
      }, for: .valueChanged)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowCount
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
  }
}

enum InboxScreen: UIKitScreen {
  static let id = "inbox"
  static let summary = "A list with UIKit's pull-to-refresh."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    InboxController()
  }
}

/// The inbox with two messages: content shorter than the screen.
enum ShortInboxScreen: UIKitScreen {
  static let id = "short-inbox"
  static let summary = "Two messages and UIKit's pull-to-refresh."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    let controller = InboxController()
    controller.rowCount = 2
    return controller
  }
}

@Suite("UIRefreshControl: valueChanged at the trigger distance, the inset while refreshing")
struct RefreshControlTests {
  static func run(_ script: String) throws -> (InboxController, haptics: Int) {
    let (scene, outcome) = try replayHosted(script, on: InboxScreen.self)
    let controller = try #require(scene.rootViewController as? InboxController)
    return (controller, outcome.hapticCount)
  }

  static let pull = "touch 1 at 200,200\ndrag 1 to 200,520 in 0.6s curve easeOut\nhold 1 for 0.2s"

  @Test(
    "a pull begins the refresh before the finger lifts; the list rests 60 pt down until it ends")
  func pullRefreshes() throws {
    let (controller, haptics) = try Self.run(Self.pull + "\nlift 1\nwait 3s")
    #expect(controller.refreshes.count == 1)
    let refresh = try #require(controller.refreshes.first)
    #expect(refresh.whileDragging)
    // The touch begins at 0.1 s and lifts after 0.8 s: the pull reached 80 pt well before.
    #expect(refresh.time < 0.9)
    // Two seconds later the list rested with the control showing below the status bar: the
    // iPhone 15 Pro's 59-pt safe area plus the control's 60 pt.
    let end = try #require(controller.ends.first)
    #expect(abs(end.inset - 119) <= pointTolerance)
    #expect(abs(end.offset + 119) <= pointTolerance)
    // Then endRefreshing closed the inset and the list followed it back below the status bar.
    let table = controller.tableView!
    #expect(controller.refreshControl?.isRefreshing == false)
    #expect(table.contentInset.top == 0)
    #expect(table.adjustedContentInset.top == 59)
    #expect(abs(table.contentOffset.y + 59) <= pointTolerance)
    // Selection at the trigger, success at the end.
    #expect(haptics == 2)
  }

  @Test("a pull short of the trigger distance refreshes nothing")
  func shortPull() throws {
    let (controller, haptics) = try Self.run(
      "touch 1 at 200,200\ndrag 1 to 200,290 in 0.4s\nlift 1\nwait 1s")
    #expect(controller.refreshes.isEmpty)
    #expect(controller.tableView.adjustedContentInset.top == 59)
    #expect(abs(controller.tableView.contentOffset.y + 59) <= pointTolerance)
    #expect(haptics == 0)
  }

  @Test("pushing back above the trigger does not cancel a refresh that began")
  func noDisarm() throws {
    let (controller, _) = try Self.run(
      "touch 1 at 200,200\ndrag 1 to 200,520 in 0.6s curve easeOut\n"
        + "drag 1 to 200,220 in 0.4s\nlift 1\nwait 0.5s")
    #expect(controller.refreshes.count == 1)
    // The list was pushed up into its rows; it still held the control's inset at the end.
    let end = try #require(controller.ends.first)
    #expect(abs(end.inset - 119) <= pointTolerance)
    #expect(end.offset > 0)
  }

  @Test("one drag begins at most one refresh, even when the first ends under the finger")
  func oneRefreshPerDrag() throws {
    // The refresh ends 2 s after it began while the finger still holds the list down, and the
    // finger pulls on.
    let (controller, _) = try Self.run(
      Self.pull + "\nhold 1 for 2.5s\ndrag 1 to 200,560 in 0.3s\nlift 1\nwait 3s")
    #expect(controller.refreshes.count == 1)
  }

  @Test("a list shorter than the screen still pulls to refresh")
  func shortList() throws {
    let (scene, _) = try replayHosted(Self.pull + "\nlift 1", on: ShortInboxScreen.self)
    let controller = try #require(scene.rootViewController as? InboxController)
    #expect(controller.tableView.contentSize.height == 128)
    #expect(controller.tableView.alwaysBounceVertical == false)
    #expect(controller.refreshes.count == 1)
  }

  @Test("beginRefreshing holds the inset without valueChanged or scrolling")
  func beginRefreshing() throws {
    let (scene, _) = try replayHosted("wait 10ms", on: InboxScreen.self)
    let controller = try #require(scene.rootViewController as? InboxController)
    let control = try #require(controller.refreshControl)
    control.beginRefreshing()
    #expect(control.isRefreshing)
    #expect(controller.refreshes.isEmpty)
    #expect(abs(controller.tableView.adjustedContentInset.top - (59 + 60)) <= pointTolerance)
    #expect(controller.tableView.contentOffset.y == -59)
    controller.refreshControl = nil
    #expect(controller.tableView.adjustedContentInset.top == 59)
    #expect(control.superview == nil)
  }

  @Test("a setting that is not finite, or negative, is reported and the previous value kept")
  func invalidSettings() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    let control = UIRefreshControl()
    runtime.run {
      control.triggerDistance = .nan
      control.refreshHeight = -1
      control.endRefreshingDuration = .infinity
      control.triggerDistance = 120
    }
    #expect(
      runtime.takeProblems().map(\.call) == [
        "triggerDistance", "refreshHeight", "endRefreshingDuration",
      ])
    #expect(control.triggerDistance == 120)
    #expect(control.refreshHeight == 60)
    #expect(control.endRefreshingDuration == 0.3)
  }
}
