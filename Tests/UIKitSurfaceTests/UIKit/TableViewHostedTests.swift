import HapticTape
import HapticTapeTestSupport
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: layout samples within 1e-9 pt (rows are multiples of 60 pt); index paths, counts
// and offsets exactly (the host and the engine share one model).
private let pointTolerance = 1e-9

/// A contacts list an app would write: 200 rows of 60 pt, a selection haptic on a tap.
final class ContactsListController: UITableViewController {
  private let feedback = UISelectionFeedbackGenerator()
  var selected: [IndexPath] = []
  var didScrollCount = 0
  private var contactCount = 200
  /// Every distinct cell the table handed out.
  var cellsMade: Set<ObjectIdentifier> = []

  init() {
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    tableView.contentInsetAdjustmentBehavior = .never
    tableView.accessibilityIdentifier = "contacts"
    tableView.rowHeight = 60
    tableView.separatorStyle = .none
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contactCount
  }

  // What an app's list also declares: swipe to delete (the swipe-action suites drive it) and an
  // estimate (inert headless).
  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    contactCount -= 1
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { 60 }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
    cell.textLabel?.text = "Contact \(indexPath.row)"
    cell.accessoryType = .disclosureIndicator
    cellsMade.insert(ObjectIdentifier(cell))
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
    feedback.selectionChanged()
    tableView.deselectRow(at: indexPath, animated: true)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    didScrollCount += 1
  }
}

enum ContactsListScreen: UIKitScreen {
  static let id = "contacts-list"
  static let summary = "A 200-row contacts table that plays a selection haptic on a tap."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    ContactsListController()
  }
}

@Suite("UITableView hosted: taps select rows, flings scroll them, tapes replay")
struct TableViewHostedTests {
  @Test("a tap on the third row selects row 2 and plays one selection haptic")
  func tapSelects() throws {
    var scene = try UIKitScene<ContactsListScreen>(device: .iPhone15Pro, configuration: .init())
    let timeline = try GestureScript(parsing: "tap 196,150\nwait 0.5s").render(on: .iPhone15Pro)
    let outcome = try Replayer().run(&scene, inputs: timeline.touches.map { .touch($0) })
    let controller = try #require(scene.rootViewController as? ContactsListController)
    #expect(controller.selected == [IndexPath(row: 2, section: 0)])
    #expect(controller.tableView.indexPathForSelectedRow == nil)  // deselected in didSelect
    let haptics = outcome.output.entries.filter {
      if case .haptic = $0 { true } else { false }
    }
    #expect(haptics.count == 1)
  }

  @Test("a gesture script names a row by the table's accessibility identifier")
  func namedRow() throws {
    let scene = try UIKitScene<ContactsListScreen>(device: .iPhone15Pro, configuration: .init())
    let rows = scene.elementsOnScreen()
    // 852 / 60 = 14.2: rows 0…14, the last clipped to the screen's 12 pt.
    #expect(rows.count == 15)
    let third = try #require(rows.first { $0.indexPath.item == 2 })
    #expect(third.view == "contacts")
    #expect(third.scrollAxis == .vertical)
    #expect(abs(third.frame.minY - 120) <= pointTolerance)
    #expect(abs(third.frame.height - 60) <= pointTolerance)
    #expect(abs((rows.last?.frame.height ?? 0) - 12) <= pointTolerance)
    let (tapped, _) = try replayHosted(
      "tap item 7 in contacts\nwait 0.5s", on: ContactsListScreen.self)
    let controller = try #require(tapped.rootViewController as? ContactsListController)
    #expect(controller.selected == [IndexPath(row: 7, section: 0)])
  }

  @Test("a fling: one scrollViewDidScroll per engine offset; the rows on screen follow")
  func flingScrolls() throws {
    var scene = try UIKitScene<ContactsListScreen>(device: .iPhone15Pro, configuration: .init())
    let timeline = try GestureScript(
      parsing: "fling 1 from 200,700 to 200,300 velocity 1500\nwait 3s"
    ).render(on: .iPhone15Pro)
    let outcome = try Replayer().run(&scene, inputs: timeline.touches.map { .touch($0) })
    let controller = try #require(scene.rootViewController as? ContactsListController)
    let engineDidScrolls = outcome.output.entries.count { entry in
      if case .scroll(_, let event) = entry, case .didScroll = event.kind { true } else { false }
    }
    #expect(engineDidScrolls > 20)
    #expect(controller.didScrollCount == engineDidScrolls)
    #expect(controller.selected.isEmpty)
    let tableView = controller.tableView!
    let rest = tableView.contentOffset.y
    #expect(rest > 400)
    let firstRow = Int((rest / 60).rounded(.down))
    #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: firstRow, section: 0))
    // Cells made: no more than meet the screen at once (852 / 60 = 14.2: 15 or 16 rows).
    #expect((15...16).contains(controller.cellsMade.count))
  }

  @Test("the layout sample holds rows 0…14 at 60-pt steps, full width")
  func layoutSample() throws {
    let scene = try UIKitScene<ContactsListScreen>(device: .iPhone15Pro, configuration: .init())
    let snapshot = try #require(scene.layoutSnapshot().first { $0.view == "contacts" })
    // 852 / 60 = 14.2: rows 0…14.
    #expect(snapshot.attributes.count == 15)
    let second = try #require(snapshot.attributes.first { $0.indexPath.item == 1 })
    #expect(abs(second.frame.origin.y - 60) <= pointTolerance)
    #expect(abs(second.frame.size.width - 393) <= pointTolerance)
    #expect(abs(second.frame.size.height - 60) <= pointTolerance)
  }

  @Test("the committed tape of a fling and a tap on the contacts list still feels the same")
  func committedTapeReplays() {
    expectReplay(
      of: "../Recordings/contacts-list/fling-then-tap.htape",
      on: UIKitScene<ContactsListScreen>.self)
  }

  @Test("a recorded scroll and tap replay to a match")
  func recordAndReplay() throws {
    let recording = try Session.record(
      scene: UIKitScene<ContactsListScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(
        parsing: "fling 1 from 200,700 to 200,300 velocity 1500\nwait 3s\ntap 196,400\nwait 0.5s"
      ))
    let haptics = recording.hapticRecords
    #expect(haptics.count == 1)
    let tape = RecordedTape(header: recording.header, events: recording.events)
    let verdict = try Session.replay(tape, registry: [UIKitScene<ContactsListScreen>.self])
    #expect(verdict.report == nil)
  }
}
