import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: offsets are compared exactly (the host and the engine share one model); haptic
// times to the nanosecond.

/// The README's snapping list (`SnappingListController`, in ReadmeSnippetTests.swift) with each
/// delegate call logged: it snaps to 100-pt rows and plays an impact when pulled 80 pt past the top.
final class LoggedSnappingListController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  private let impact = UIImpactFeedbackGenerator(style: .medium)
  private var armed = true
  /// Every delegate callback, in order, with the offset the view reported.
  var calls: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 3_000)
    scrollView.alwaysBounceVertical = true
    scrollView.accessibilityIdentifier = "list"
    scrollView.delegate = self
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    scrollView.contentInsetAdjustmentBehavior = .never
    view.addSubview(scrollView)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    calls.append("willBeginDragging")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    calls.append("didScroll")
    if scrollView.contentOffset.y < -80, armed {
      armed = false
      impact.impactOccurred(intensity: 0.7)
    }
    if scrollView.contentOffset.y >= 0 { armed = true }
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    calls.append("willEndDragging")
    targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging")
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    calls.append("willBeginDecelerating")
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    calls.append("didEndDecelerating")
  }
}

enum LoggedSnappingListScreen: UIKitScreen {
  static let id = "logged-snapping-list"
  static let summary = "A list that snaps to 100-pt rows and taps when pulled 80 pt."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    LoggedSnappingListController()
  }
}

@Suite("UIKitScene: an app's scroll view and delegate, hosted")
struct HostedScrollViewTests {
  private func record(_ script: String) throws -> Session.Recording {
    try Session.record(
      scene: UIKitScene<LoggedSnappingListScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: script))
  }

  private func scrollRecords(_ recording: Session.Recording) -> [TapeRecord] {
    recording.events.compactMap { event in
      if case .record(let record) = event, record.kind == .scroll { record } else { nil }
    }
  }

  @Test("a fling: the delegate's pointer snaps the rest to a 100-pt row, in UIKit's order")
  func flingSnaps() throws {
    let recording = try record(
      "fling 1 from 200,700 to 200,300 velocity 1500\nwait 3s")
    let scroll = scrollRecords(recording)
    let names = scroll.map(\.name)
    #expect(names.first == "willBeginDragging")
    let release = try #require(names.firstIndex(of: "willEndDragging"))
    #expect(
      Array(names[release...].prefix(3)) == [
        "willEndDragging", "didEndDragging", "willBeginDecelerating",
      ])
    #expect(names.last == "didEndDecelerating")
    let offsets = scroll.compactMap { record -> Double? in
      if record.name == "didScroll", case .position(let y)? = record[field: "y"] { y } else { nil }
    }
    let rest = try #require(offsets.last)
    #expect(rest > 100)
    #expect(rest.truncatingRemainder(dividingBy: 100) == 0)
    #expect(scroll.allSatisfy { $0.stream == "list" })
  }

  @Test("a pull past 80 pt plays one impact at 0.7, and the recording replays to a match")
  func pullImpact() throws {
    let recording = try record(
      "touch 1 at 200,200\ndrag 1 to 200,520 in 0.6s\nhold 1 for 0.2s\nlift 1\nwait 1s")
    let haptics = recording.hapticRecords
    #expect(haptics.count == 1)
    #expect(haptics.first?.name == "impact")
    #expect(haptics.first?[field: "intensity"] == .scalar(0.7))
    let tape = RecordedTape(header: recording.header, events: recording.events)
    let verdict = try Session.replay(tape, registry: [UIKitScene<LoggedSnappingListScreen>.self])
    #expect(verdict.report == nil)
  }

  @Test("the delegate hears exactly the engine's events, in the engine's order")
  func delegateOrderIsEngineOrder() throws {
    var scene = try UIKitScene<LoggedSnappingListScreen>(
      device: .iPhone15Pro, configuration: .init())
    let timeline = try GestureScript(parsing: "fling 1 from 200,700 to 200,300 velocity 1500")
      .render(on: .iPhone15Pro)
    let outcome = try Replayer().run(&scene, inputs: timeline.touches.map { .touch($0) })
    let engineNames: [String] = outcome.output.entries.compactMap { entry in
      guard case .scroll(_, let event) = entry else { return nil }
      return switch event.kind {
      case .willBeginDragging: "willBeginDragging"
      case .didScroll: "didScroll"
      case .willEndDragging: "willEndDragging"
      case .didEndDragging: "didEndDragging"
      case .willBeginDecelerating: "willBeginDecelerating"
      case .didEndDecelerating: "didEndDecelerating"
      case .didEndScrollingAnimation, .touchDropped, .dragCancelled: nil
      }
    }
    let controller = try #require(scene.rootViewController as? LoggedSnappingListController)
    #expect(engineNames.count > 20)
    #expect(controller.calls == engineNames)
  }
}
