import HapticTape
import HapticTapeTesting
import PullToRefresh
import Testing

/// Times are on the 120 Hz frame and touch grid of an iPhone 15 Pro, 8.33 ms apart.
private let frameTolerance = TimeAmount(nanoseconds: 8_333_334)
/// Offsets are on the @3x pixel grid.
private let pixelTolerance = 1.0 / 3

/// The screen's behaviour, checked on the scene directly with gesture scripts built in Swift.
@Suite struct PullToRefreshSceneTests {
  private func run(_ build: (inout GestureScript) -> Void) throws -> (
    PullToRefreshScene, SceneOutput
  ) {
    var scene = try PullToRefreshScene(device: .iPhone15Pro, configuration: .init())
    let outcome = try Replayer().run(&scene, script: GestureScript(build))
    #expect(outcome.settled)
    return (scene, outcome.output)
  }

  @Test func aPullPastTheThresholdRefreshesForOneSecondThenRestoresTheInset() throws {
    let finger = Touch.ID(1)
    let (scene, output) = try run { script in
      script.touch(finger, at: Point2D(x: 200, y: 200))
      script.drag(
        finger, to: Point2D(x: 200, y: 520), duration: .milliseconds(600), curve: .easeOut)
      script.lift(finger)
    }
    let crossed = try #require(output.sceneEvents(named: "thresholdCrossed").first)
    let began = try #require(output.sceneEvents(named: "refreshBegan").first)
    let ended = try #require(output.sceneEvents(named: "refreshEnded").first)
    let restored = try #require(output.sceneEvents(named: "insetRestored").first)
    guard case .position(let pull) = crossed["pull"] else {
      Issue.record("thresholdCrossed has no pull")
      return
    }
    #expect(pull >= 80 && pull < 80 + 15)
    #expect(abs((ended.timestamp - began.timestamp).seconds - 1.0) <= frameTolerance.seconds)
    #expect(abs((restored.timestamp - ended.timestamp).seconds - 0.3) <= frameTolerance.seconds)
    let feedback = output.hapticEvents.compactMap { event -> SystemFeedback? in
      if case .feedback(let feedback) = event { feedback } else { nil }
    }
    #expect(feedback.map(\.kind) == [.selection, .notification(.success)])
    #expect(abs(feedback[1].time - ended.timestamp.seconds) <= frameTolerance.seconds)
    // Back at the top, below the iPhone 15 Pro's 59-pt status bar, with only the safe area's inset.
    #expect(abs(scene.list.scrollView.contentOffset.y + 59) <= pixelTolerance)
    #expect(scene.list.scrollView.contentInset.top == 59)
  }

  @Test func aShortPullNeitherArmsNorRefreshes() throws {
    let finger = Touch.ID(1)
    let (_, output) = try run { script in
      script.touch(finger, at: Point2D(x: 200, y: 200))
      script.drag(finger, to: Point2D(x: 200, y: 300), duration: .milliseconds(400))
      script.lift(finger)
    }
    #expect(output.sceneEvents(named: "thresholdCrossed").isEmpty)
    #expect(output.sceneEvents(named: "refreshBegan").isEmpty)
    #expect(output.hapticEvents.isEmpty)
  }

  @Test func aNegativeRowHeightIsRejected() {
    var configuration = PullToRefreshScene.Configuration()
    configuration.rowHeight = -1
    #expect(throws: SceneError.self) {
      _ = try PullToRefreshScene(device: .iPhone15Pro, configuration: configuration)
    }
  }
}

/// Gesture statements that name a row find it in the list's layout when they start.
@Suite struct PullToRefreshElementTests {
  @Test func aDragByRowStartsOnThatRow() throws {
    let script = try GestureScript(parsing: "drag item 2 in list by 0,100 in 0.2s")
    let recording = try Session.record(
      scene: PullToRefreshScene.self, device: .iPhone15Pro, script: script)
    let first = try #require(
      recording.events.lazy.compactMap { event -> TouchSample? in
        if case .touch(let sample) = event { sample } else { nil }
      }.first)
    // Row 2 spans 128–192 pt of the content, 187–251 pt on screen below the 59-pt status bar,
    // on a 393 pt wide screen; touches land on the @3x pixel grid.
    #expect(abs(first.location.x - 196.5) <= pixelTolerance)
    #expect(first.location.y == 219)
  }

  @Test func aRowOffScreenIsAnErrorNamingTheVisibleRows() {
    let script = try? GestureScript(parsing: "wait 0.1s\ntap item 30 in list")
    #expect {
      _ = try Session.record(
        scene: PullToRefreshScene.self, device: .iPhone15Pro, script: script ?? .init())
    } throws: { error in
      "\(error)" == "2:1: item 30 in list is not visible at 0.100 s; visible: list items 0–12"
    }
  }
}
