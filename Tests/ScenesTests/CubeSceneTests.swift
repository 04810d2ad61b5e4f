import CollectionLayout
import Foundation
import HapticTapeTestSupport
import Haptics
import Replay
import Scenes
import ScrollEngine
import Testing
import TouchCore
import TouchInput
import TouchModel

/// Matrix entries computed two ways (from the layout, from the angle) agree to rounding.
private let matrixTolerance = 1e-12
/// Scroll event times are touch or frame times; frames at 120 Hz are 8.33 ms apart.
private let frameTolerance = TimeAmount(nanoseconds: 8_333_334)
/// The page width on an iPhone 15 Pro (393 × 852 pt, docs/seed-screens.md#device-profiles).
private let pageWidth = 393.0

@Suite struct CubeSceneTests {
  private func run(
    _ configuration: CubeScene.Configuration = .init(), _ build: (inout GestureScript) -> Void
  ) throws -> (CubeScene, SceneOutput) {
    var scene = try CubeScene(device: .iPhone15Pro, configuration: configuration)
    let outcome = try Replayer().run(&scene, script: GestureScript(build))
    #expect(outcome.settled)
    return (scene, outcome.output)
  }

  private func pageChanges(_ output: SceneOutput) -> [Int] {
    output.sceneEvents(named: "pageChanged").compactMap { event in
      guard case .integer(let index) = event["index"] else { return nil }
      return index
    }
  }

  private func interactionChanges(_ output: SceneOutput) -> [Bool] {
    output.sceneEvents(named: "interactionEnabled").compactMap { event in
      guard case .flag(let enabled) = event["enabled"] else { return nil }
      return enabled
    }
  }

  private func offsets(_ output: SceneOutput) -> [Double] {
    output.scrollEvents().compactMap {
      if case .didScroll(let offset) = $0.kind { offset.x } else { nil }
    }
  }

  private func swipeLeft(_ script: inout GestureScript, velocity: Double = 1_200) {
    script.wait(.milliseconds(100))
    script.fling(
      Touch.ID(1), from: Point2D(x: 330, y: 500), to: Point2D(x: 90, y: 500),
      releaseVelocity: velocity)
  }

  private let lightImpact = SystemFeedback.Kind.impact(.light, intensity: 1)

  @Test func swipeChangesExactlyOnePageAndPlaysOneLightImpact() throws {
    // A fast, long swipe still turns one page: paging moves at most one page per gesture.
    let (scene, output) = try run { script in
      script.wait(.milliseconds(100))
      script.fling(
        Touch.ID(1), from: Point2D(x: 380, y: 500), to: Point2D(x: 10, y: 500),
        releaseVelocity: 4_000)
    }
    #expect(scene.currentPage == 1)
    #expect(scene.pages.scrollView.contentOffset == Point2D(x: pageWidth, y: 0))
    #expect(pageChanges(output) == [1])
    let played = output.hapticEvents
    #expect(played.count == 1)
    guard case .feedback(let feedback) = played.first else {
      Issue.record("expected one system feedback, got \(played)")
      return
    }
    #expect(feedback.kind == lightImpact)
    // The impact plays when the page change completes: at didEndDecelerating.
    let end = try #require(output.scrollEvents().last { $0.kind == .didEndDecelerating })
    #expect(Timestamp.seconds(feedback.time) == end.timestamp)
    #expect(interactionChanges(output) == [false, true])
  }

  @Test func swipeBackAtTheFirstPageBouncesAndPlaysNothing() throws {
    let (scene, output) = try run { script in
      script.wait(.milliseconds(100))
      script.fling(
        Touch.ID(1), from: Point2D(x: 60, y: 500), to: Point2D(x: 300, y: 500),
        releaseVelocity: 1_000)
    }
    let xs = offsets(output)
    // Rubber-banded past the leading edge, then back to page 0.
    #expect(try #require(xs.min()) < -20)
    #expect(xs.last == 0)
    #expect(scene.currentPage == 0)
    #expect(scene.pages.scrollView.contentOffset == .zero)
    #expect(pageChanges(output).isEmpty)
    #expect(output.hapticEvents.isEmpty)
    // The bounce is a deceleration: interaction goes off and back on (seed 004 delegate).
    #expect(interactionChanges(output) == [false, true])
  }

  @Test func tapsDuringDecelerationAreDroppedAndReported() throws {
    let (scene, output) = try run { script in
      swipeLeft(&script)
      script.tap(at: Point2D(x: 330, y: 500))
      script.tap(at: Point2D(x: 60, y: 500))
    }
    let dropped = output.scrollEvents().compactMap { event -> (Touch.ID, Timestamp)? in
      if case .touchDropped(let id) = event.kind { (id, event.timestamp) } else { nil }
    }
    let ignored = output.sceneEvents(named: "touchIgnored")
    #expect(dropped.count == 2)
    #expect(ignored.count == 2)
    #expect(ignored.map(\.timestamp) == dropped.map(\.1))
    #expect(ignored.map { $0["x"] } == [.position(330), .position(60)])
    // Both fall inside the window from willBeginDecelerating to didEndDecelerating.
    let off = try #require(output.sceneEvents(named: "interactionEnabled").first)
    let on = try #require(output.sceneEvents(named: "interactionEnabled").last)
    #expect(off["enabled"] == .flag(false) && on["enabled"] == .flag(true))
    #expect(dropped.allSatisfy { off.timestamp < $0.1 && $0.1 < on.timestamp })
    // The taps neither stopped the momentum nor navigated: one page turned, one impact.
    #expect(scene.currentPage == 1)
    #expect(pageChanges(output) == [1])
    #expect(output.hapticEvents.count == 1)
  }

  @Test func tapsOnTheOuterThirdsTurnPagesAndTheMiddleThirdDoesNothing() throws {
    let (scene, output) = try run { script in
      script.wait(.milliseconds(100))
      script.tap(at: Point2D(x: 300, y: 500))  // right third (x ≥ 262): next
      script.wait(.seconds(1))
      script.tap(at: Point2D(x: 196, y: 500))  // middle third: nothing
      script.wait(.seconds(1))
      script.tap(at: Point2D(x: 120, y: 500))  // left third (x < 131): previous
      script.wait(.seconds(1))
    }
    #expect(pageChanges(output) == [1, 0])
    #expect(output.hapticEvents.count == 2)
    #expect(scene.currentPage == 0)
    let animationEnds = output.scrollEvents().filter { $0.kind == .didEndScrollingAnimation }
    #expect(animationEnds.count == 2)
    // The first turn runs 0.33 s (ours) from the tap's lift at 0.1 + 0.08 s, ending on a frame.
    let firstEnd = try #require(animationEnds.first).timestamp
    let expectedEnd = Timestamp.milliseconds(180 + 330)
    #expect(firstEnd >= expectedEnd && firstEnd - expectedEnd <= frameTolerance)
    // Animated: intermediate offsets between the pages, never beyond them.
    let xs = offsets(output)
    #expect(xs.contains { $0 > 0 && $0 < pageWidth })
    #expect(xs.allSatisfy { $0 >= 0 && $0 <= pageWidth })
    // A tap turn is not a deceleration: interaction stays on.
    #expect(interactionChanges(output).isEmpty)
  }

  @Test func tapsDuringATapTurnChainFromThePageItHeadsTo() throws {
    let (scene, output) = try run { script in
      script.wait(.milliseconds(100))
      script.tap(at: Point2D(x: 350, y: 500))
      script.tap(at: Point2D(x: 350, y: 500))
      script.wait(.seconds(1))
    }
    #expect(scene.currentPage == 2)
    #expect(scene.pages.scrollView.contentOffset == Point2D(x: 2 * pageWidth, y: 0))
    // The first turn is replaced before it ends: one completion, one change, one impact.
    #expect(pageChanges(output) == [2])
    #expect(output.hapticEvents.count == 1)
  }

  @Test func tapOnTheLeftThirdOfTheFirstPageDoesNothing() throws {
    let (scene, output) = try run { script in
      script.wait(.milliseconds(100))
      script.tap(at: Point2D(x: 40, y: 500))
    }
    #expect(scene.currentPage == 0)
    #expect(offsets(output).isEmpty)
    #expect(output.hapticEvents.isEmpty)
  }

  @Test func openingAtTheThirdPageStartsThere() throws {
    var configuration = CubeScene.Configuration()
    configuration.initialPage = 2
    let (scene, output) = try run(configuration) { script in
      script.wait(.milliseconds(100))
    }
    #expect(scene.currentPage == 2)
    #expect(scene.pages.scrollView.contentOffset == Point2D(x: 2 * pageWidth, y: 0))
    guard case .layout(let snapshot, let time) = output.entries.first else {
      Issue.record(
        "expected a layout sample first, got \(String(describing: output.entries.first))")
      return
    }
    #expect(time == .zero)
    #expect(snapshot.attributes.map(\.indexPath.item) == [2])
    let page = try #require(snapshot.attributes.first)
    #expect(page.frame == Rect2D(x: 2 * pageWidth, y: 0, width: pageWidth, height: 852))
    #expect(page.alpha == 1)
    #expect(page.anchorPoint == Point2D(x: 0, y: 0.5))
    // Identity but for the seed's perspective entry m34 = 1/500 (no rotation at p = 0).
    var expected = Transform3D.identity
    expected.m34 = 1.0 / 500
    for (actual, wanted) in zip(page.transform3D.entries, expected.entries) {
      #expect(abs(actual - wanted) <= matrixTolerance)
    }
    #expect(pageChanges(output).isEmpty)
  }

  @Test func midSwipeLayoutSampleCarriesTheCubeTransformOfEachPage() throws {
    let (_, output) = try run { script in swipeLeft(&script) }
    // The sample taken at interactionEnabled(false): the pages are between 0 and 1.
    let off = try #require(output.sceneEvents(named: "interactionEnabled").first)
    var offsetX: Double?
    var sample: SceneOutput.LayoutSnapshot?
    for entry in output.entries {
      switch entry {
      case .scroll(_, let event):
        if case .didScroll(let offset) = event.kind, sample == nil { offsetX = offset.x }
      case .layout(let snapshot, let time) where time >= off.timestamp && sample == nil:
        sample = snapshot
      default:
        break
      }
    }
    let attributes = try #require(sample).attributes
    let x = try #require(offsetX)
    #expect(x > 0 && x < pageWidth)
    #expect(attributes.map(\.indexPath.item) == [0, 1])
    let layout = CubeLayout()
    for page in attributes {
      let p = (x - page.frame.minX) / pageWidth
      let t = page.transform3D
      // Rotation about Y by p · 60° (seed 004 maxAngle), perspective m34 = +1/500.
      let angle = atan2(t.m31, t.m11)
      #expect(abs(angle - p * Double.pi / 3) <= matrixTolerance)
      for (actual, wanted) in zip(t.entries, layout.transform(progress: p).entries) {
        #expect(abs(actual - wanted) <= matrixTolerance)
      }
      #expect(page.anchorPoint.x == (p > 0 ? 1 : 0))
      #expect(abs(page.alpha - (1 - min(max(-p, 0), 1))) <= matrixTolerance)
    }
  }

  @Test func anInitialPageOutsideThePagesIsRejected() {
    var configuration = CubeScene.Configuration()
    configuration.initialPage = 5
    #expect(throws: SceneError.self) {
      try CubeScene(device: .iPhone15Pro, configuration: configuration)
    }
    do {
      _ = try CubeScene(device: .iPhone15Pro, configuration: configuration)
    } catch {
      #expect(error.code == .invalidConfiguration)
      #expect(
        error.message
          == "\"initialPage\" must be an integer in 0…pageCount − 1, got 5 (pageCount 5)")
      #expect(error.configurationKey == "initialPage")
    }
  }

  @Test func commandsAreRejectedAsUnknown() throws {
    var scene = try CubeScene(device: .iPhone15Pro, configuration: .init())
    var output = SceneOutput()
    do {
      try scene.handle(.command(SceneCommand(name: "shuffle", timestamp: .zero)), into: &output)
      Issue.record("expected an unknown-command error")
    } catch {
      #expect(error.code == .unknownCommand)
    }
  }

  @Test func identicalInputsGiveIdenticalOutputs() throws {
    let build: (inout GestureScript) -> Void = { script in
      swipeLeft(&script)
      script.tap(at: Point2D(x: 330, y: 500))
      script.wait(.seconds(1))
      script.tap(at: Point2D(x: 40, y: 500))
    }
    let first = try run(.init(), build).1.entries
    let second = try run(.init(), build).1.entries
    #expect(first == second)
  }
}
