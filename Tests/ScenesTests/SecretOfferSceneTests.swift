import CollectionLayout
import HapticTapeTestSupport
import Haptics
import Replay
import Scenes
import ScrollEngine
import ScrollPhysics
import Testing
import TouchCore
import TouchInput
import TouchModel

/// Content offsets are rounded to device pixels (1/3 pt at @3x): half a pixel, plus rounding.
private let offsetTolerance = 0.5 / 3 + 1e-9
/// Values the scene computes with the same formula as the test: rounding only.
private let formulaTolerance = 1e-12
/// Haptic times are stored in seconds as `Double`; one nanosecond of rounding.
private let timeTolerance = 1e-9
/// One device pixel at @3x: how far a mirrored drag may land from the mirror image.
private let mirroredPixelTolerance = 1.0 / 3 + 1e-9

private let one = Touch.ID(1)
private let two = Touch.ID(2)

/// The secret-offer row on the iPhone 15 Pro (docs/seed-screens.md#secret-offer): W = 393, cards
/// 353 wide (W − 40), pitch 361; 3 regular cards + the secret one give a content width of
/// 12 + 4 · 353 + 3 · 8 + 12 = 1460.
private enum Row {
  static let width = 393.0
  static let secretWidth = 353.0
  static let contentWidth = 1460.0
  /// The offset that centres regular card 2: its origin 12 + 2 · 361 = 734, minus 20.
  static let lastRegularCentred = 714.0
  /// The end of the scrollable range while the card hides: 1460 − 337 − 393.
  static let hiddenRangeEnd = 730.0
  /// `contentSize.width − frameWidth + cellHorizontalInsets / 2` (seed 001).
  static let openTarget = contentWidth - width + 20
}

@Suite struct SecretOfferSceneTests {
  private func run(
    _ configuration: SecretOfferScene.Configuration = .init(),
    _ build: (inout GestureScript) -> Void
  ) throws -> (SecretOfferScene, SceneOutput) {
    var scene = try SecretOfferScene(device: .iPhone15Pro, configuration: configuration)
    let outcome = try Replayer().run(&scene, script: GestureScript(build))
    #expect(outcome.settled)
    return (scene, outcome.output)
  }

  private static func point(_ x: Double, _ y: Double, mirrored: Bool) -> Point2D {
    Point2D(x: mirrored ? Row.width - x : x, y: y)
  }

  /// Two flings bring the last regular card to the centre; the waits let the snap and the
  /// teaser that follows finish.
  private static func swipeToLastRegularCard(_ script: inout GestureScript, mirrored: Bool = false)
  {
    script.fling(
      one, from: point(350, 290, mirrored: mirrored), to: point(150, 290, mirrored: mirrored),
      releaseVelocity: 600)
    script.wait(.milliseconds(3_500))
    script.fling(
      one, from: point(350, 290, mirrored: mirrored), to: point(150, 290, mirrored: mirrored),
      releaseVelocity: 600)
    script.wait(.seconds(5))
  }

  /// `drags` drags towards the secret card, each finger touching down before the other lifts.
  private static func pull(_ script: inout GestureScript, drags: Int, mirrored: Bool = false) {
    var finger = one
    script.touch(finger, at: point(380, 290, mirrored: mirrored))
    script.drag(finger, to: point(20, 290, mirrored: mirrored), duration: .milliseconds(500))
    for _ in 1..<drags {
      let next = finger == one ? two : one
      let y = next == one ? 290.0 : 300.0
      script.touch(next, at: point(380, y, mirrored: mirrored))
      script.lift(finger)
      script.drag(next, to: point(20, y, mirrored: mirrored), duration: .milliseconds(500))
      finger = next
    }
    script.hold(finger, for: .milliseconds(200))
    script.lift(finger)
  }

  private func events(_ output: SceneOutput, named name: String) -> [SceneEvent] {
    output.entries.compactMap { entry in
      guard case .scene(let event) = entry, event.name == name else { return nil }
      return event
    }
  }

  private func continuousEvents(_ output: SceneOutput) -> [ContinuousEvent] {
    output.hapticEvents.compactMap { if case .continuous(let event) = $0 { event } else { nil } }
  }

  private func errorCount(_ output: SceneOutput) -> Int {
    output.hapticEvents.filter {
      if case .feedback(let feedback) = $0, feedback.kind == .notification(.error) {
        true
      } else {
        false
      }
    }.count
  }

  private func offsets(_ output: SceneOutput) -> [(time: Timestamp, x: Double)] {
    output.scrollEvents().compactMap { event in
      guard case .didScroll(let offset) = event.kind else { return nil }
      return (event.timestamp, offset.x)
    }
  }

  private func number(_ event: SceneEvent?, _ name: String) -> Double? {
    if case .number(let value) = event?[name] { value } else { nil }
  }

  /// `progress = 1 − hidden / width`, `hidden = contentWidth − x − W + 8` (seed 001).
  private func progress(atOffset x: Double) -> Double {
    1 - (Row.contentWidth - x - Row.width + 8) / Row.secretWidth
  }

  // MARK: - Pull

  @Test func oneFingerCannotOpenTheOffer() throws {
    let (scene, output) = try run { script in
      Self.swipeToLastRegularCard(&script)
      script.touch(one, at: Point2D(x: 380, y: 290))
      script.drag(one, to: Point2D(x: 10, y: 290), duration: .milliseconds(800))
      script.hold(one, for: .milliseconds(300))
      script.lift(one)
    }
    #expect(events(output, named: "opened").isEmpty)
    #expect(!scene.isSecretOfferShown)
    // The farthest the finger got: from rest at 714, 370 pt of travel less the slop the pan
    // absorbs (10 pt, up to one 3.85 pt touch sample more), rubber-banded past 730 with
    // c = 0.55 and d = 393 (docs/physics-model.md#rubber-band).
    let band = RubberBand(dimension: Row.width)
    let farthest = try #require(offsets(output).map(\.x).max())
    let least =
      Row.hiddenRangeEnd
      + band.displacement(forOverscroll: Row.lastRegularCentred + 356 - Row.hiddenRangeEnd)
    let most =
      Row.hiddenRangeEnd
      + band.displacement(forOverscroll: Row.lastRegularCentred + 360 - Row.hiddenRangeEnd)
    #expect(farthest >= least - offsetTolerance && farthest <= most + offsetTolerance)
    #expect(abs(progress(atOffset: farthest) - 0.383) <= 0.002)  // ≈ 857.3 pt: 38 %, short of 70 %
    // Even a drag across the whole screen stays short: 393 − 10 pt of slop − the 16 pt left
    // to the edge shows at most 730 + 133.6.
    let screenWide = Row.hiddenRangeEnd + band.displacement(forOverscroll: Row.width - 10 - 16)
    #expect(progress(atOffset: screenWide) < 0.41)
  }

  @Test func twoAlternatingFingersOpenTheOffer() throws {
    let (scene, output) = try run { script in
      Self.swipeToLastRegularCard(&script)
      Self.pull(&script, drags: 4)
    }
    let opened = try #require(events(output, named: "opened").first)
    #expect(events(output, named: "opened").count == 1)
    #expect(try #require(number(opened, "progress")) > 0.70)
    #expect(scene.isSecretOfferShown)
    #expect(errorCount(output) == 0)
    // Three drags are not enough: the pull was still short before the fourth began.
    let beforeOpen = offsets(output).filter { $0.time < opened.timestamp }.map(\.x)
    #expect(progress(atOffset: try #require(beforeOpen.max())) <= 0.70)
    // The opening scroll ends at contentSize.width − frameWidth + 20 with the standard inset.
    #expect(abs(scene.collection.scrollView.contentOffset.x - Row.openTarget) <= offsetTolerance)
    #expect(scene.collection.scrollView.contentInset.right == 12)
    #expect(events(output, named: "shakeStopped").last?["success"] == .flag(true))
  }

  @Test func continuousIntensitiesRiseWithProgressWithinTheSeedRange() throws {
    let (_, output) = try run { script in
      Self.swipeToLastRegularCard(&script)
      Self.pull(&script, drags: 4)
    }
    let continuous = continuousEvents(output)
    #expect(continuous.count >= 10)
    let scrolls = offsets(output)
    for (previous, event) in zip(continuous, continuous.dropFirst()) {
      #expect(event.intensity >= previous.intensity)  // a steady pull never gives back
      #expect(abs(event.time - previous.time - 0.1) <= timeTolerance)  // one per half-cycle
    }
    for event in continuous {
      #expect(event.intensity >= 0.22 && event.intensity <= 0.52)
      #expect(event.duration == 0.1)
      #expect(event.sharpness == 0.5)
      // 0.22 + 0.30 · clamp((p − 0.15) / 0.55, 0, 1) at the last didScroll before the beat. A
      // timed beat due at a touch's time runs before the touch moves the content; the first
      // beat reacts to the touch that crossed 15 %, after it.
      let atBeat = try #require(scrolls.last { $0.time.seconds <= event.time + timeTolerance }?.x)
      let beforeBeat = scrolls.last { $0.time.seconds < event.time - timeTolerance }?.x ?? atBeat
      let expected = [atBeat, beforeBeat].map { x in
        0.22 + 0.30 * min(max((progress(atOffset: x) - 0.15) / 0.55, 0), 1)
      }
      #expect(expected.contains { abs(event.intensity - $0) <= 1e-9 })
    }
    #expect(try #require(continuous.last).intensity > 0.50)
    #expect(try #require(continuous.first).intensity < 0.23)
  }

  @Test func noContinuousEventsAfterOpeningAndTheSuccessPatternIsExact() throws {
    let (_, output) = try run { script in
      Self.swipeToLastRegularCard(&script)
      Self.pull(&script, drags: 4)
    }
    let opened = try #require(events(output, named: "opened").first).timestamp.seconds
    #expect(continuousEvents(output).allSatisfy { $0.time < opened })
    let transients = output.hapticEvents.compactMap {
      if case .transient(let event) = $0 { event } else { nil }
    }
    let expected: [(delay: Double, intensity: Double, sharpness: Double)] = [
      (0.00, 0.55, 0.30), (0.07, 0.75, 0.50), (0.16, 1.00, 0.85),
    ]
    #expect(transients.count == expected.count)
    for (transient, want) in zip(transients, expected) {
      #expect(abs(transient.time - (opened + want.delay)) <= timeTolerance)
      #expect(transient.intensity == want.intensity)
      #expect(transient.sharpness == want.sharpness)
    }
  }

  @Test func failedReleaseGivesExactlyOneError() throws {
    let (scene, output) = try run { script in
      Self.swipeToLastRegularCard(&script)
      Self.pull(&script, drags: 2)
    }
    #expect(errorCount(output) == 1)
    #expect(events(output, named: "opened").isEmpty)
    #expect(!scene.isSecretOfferShown)
    let release = try #require(
      output.scrollEvents().last { if case .didEndDragging = $0.kind { true } else { false } })
    let error = try #require(output.hapticEvents.last)
    #expect(abs(error.time - release.timestamp.seconds) <= timeTolerance)
    #expect(events(output, named: "shakeStopped").last?["success"] == .flag(false))
    // The release ends the attempt: no haptics while the row bounces back.
    #expect(continuousEvents(output).allSatisfy { $0.time < release.timestamp.seconds })
  }

  @Test func pullingBackUntilHiddenStopsTheShakeWithoutError() throws {
    let (_, output) = try run { script in
      Self.swipeToLastRegularCard(&script)
      script.touch(one, at: Point2D(x: 300, y: 290))
      script.drag(one, to: Point2D(x: 60, y: 290), duration: .milliseconds(500))
      script.drag(one, to: Point2D(x: 340, y: 290), duration: .milliseconds(500))
      script.lift(one)
    }
    #expect(events(output, named: "shakeStarted").count == 1)
    let stopped = try #require(events(output, named: "shakeStopped").first)
    #expect(stopped["success"] == .flag(false))
    // It stopped when the card was fully hidden again (hidden ≥ 353 pt: offset ≤ 722).
    let x = try #require(offsets(output).last { $0.time <= stopped.timestamp }?.x)
    #expect(x <= 722 + offsetTolerance)
    #expect(errorCount(output) == 0)
  }

  @Test func disablingThePanCancelsTheDragUntilTheOpeningScrollEnds() throws {
    let (scene, output) = try run { script in
      Self.swipeToLastRegularCard(&script)
      Self.pull(&script, drags: 4)
    }
    let opened = try #require(events(output, named: "opened").first).timestamp
    // After the didScroll that opened the offer:
    let scrolls = output.scrollEvents().filter { $0.timestamp >= opened }.drop { event in
      if case .didScroll = event.kind { event.timestamp == opened } else { false }
    }
    #expect(scrolls.first?.kind == .dragCancelled)
    // willEndDragging's target is forced to the current offset (seed shouldResetContentOffset).
    guard case .willEndDragging(_, _, let target) = scrolls.dropFirst().first?.kind else {
      Issue.record("no willEndDragging after the cancel")
      return
    }
    let offsetAtOpen = try #require(offsets(output).last { $0.time <= opened }?.x)
    #expect(target.x == offsetAtOpen)
    #expect(scrolls.dropFirst(2).first?.kind == .didEndDragging(willDecelerate: false))
    // The finger stayed down, but only the opening animation moved the row.
    let animationEnd = try #require(
      scrolls.first { $0.kind == .didEndScrollingAnimation }
    ).timestamp
    let moves = offsets(output).filter { $0.time > opened }
    #expect(moves.allSatisfy { $0.time <= animationEnd })
    #expect(zip(moves, moves.dropFirst()).allSatisfy { $0.x <= $1.x })
    #expect(scene.collection.scrollView.isPanEnabled)
  }

  @Test func revealEventsFollowTheSeedTimings() throws {
    let (_, output) = try run { script in
      Self.swipeToLastRegularCard(&script)
      Self.pull(&script, drags: 4)
    }
    let opened = try #require(events(output, named: "opened").first).timestamp
    let separation = try #require(events(output, named: "separationStarted").first)
    #expect(separation.timestamp == opened)
    #expect(
      abs(try #require(number(separation, "angle")) - -10 * Double.pi / 180) <= formulaTolerance)
    #expect(number(separation, "anchorX") == 1)
    #expect(events(output, named: "confettiStarted").first?.timestamp == opened)
    #expect(
      events(output, named: "separationEnded").first?.timestamp == opened + .milliseconds(600))
    #expect(events(output, named: "flipped").first?.timestamp == opened + .milliseconds(1_300))
  }

  @Test func layoutSamplesCarryTheSecretCardsShakeAndGrowth() throws {
    var scene = try SecretOfferScene(device: .iPhone15Pro, configuration: .init())
    let replayer = Replayer(configuration: .init(layoutSampling: .everyFrame))
    let output = try replayer.run(
      &scene,
      script: GestureScript { script in
        Self.swipeToLastRegularCard(&script)
        Self.pull(&script, drags: 4)
      }
    ).output
    let opened = try #require(events(output, named: "opened").first).timestamp
    let pulled = try #require(events(output, named: "pullStarted").first).timestamp
    let secret = output.entries.compactMap { entry -> (time: Timestamp, transform: Transform2D)? in
      guard case .layout(let snapshot, let time) = entry,
        let card = snapshot.attributes.first(where: { $0.indexPath.item == 3 })
      else { return nil }
      return (time, card.transform3D.affineTransform)
    }
    // While shaking: rotations within ±1.9°, no scale (|a|² + |b|² = 1).
    let shaking = secret.filter { $0.time >= pulled && $0.time < opened }.map(\.transform)
    #expect(shaking.contains { !$0.isIdentity })
    let maxAngle = 1.9 * Double.pi / 180
    #expect(
      shaking.allSatisfy { abs($0.b) <= maxAngle && abs($0.a * $0.a + $0.b * $0.b - 1) <= 1e-9 })
    // After opening the card grows to 1.12 (frames fall between phase ends) and ends at identity.
    let scales = secret.filter { $0.time >= opened }.map {
      ($0.transform.a * $0.transform.a + $0.transform.b * $0.transform.b).squareRoot()
    }
    #expect(try #require(scales.max()) > 1.10)
    #expect(scales.allSatisfy { $0 <= 1.12 + 1e-9 })
    #expect(secret.last?.transform.isIdentity == true)
  }

  // MARK: - Teaser

  @Test func teaserRevealsPulsesAndReturnsWhenTheLastRegularCardIsCentred() throws {
    let (scene, output) = try run { script in Self.swipeToLastRegularCard(&script) }
    let started = try #require(events(output, named: "teaserStarted").first)
    let ended = try #require(events(output, named: "teaserEnded").first)
    #expect(events(output, named: "teaserStarted").count == 1)
    let during = offsets(output).filter {
      $0.time >= started.timestamp && $0.time <= ended.timestamp
    }.map(\.x)
    // counterfoil 64 − cellHorizontalInsets/2 20 + 20 past the centred card (seed 001).
    #expect(abs(try #require(during.max()) - (Row.lastRegularCentred + 64)) <= offsetTolerance)
    #expect(
      abs(scene.collection.scrollView.contentOffset.x - Row.lastRegularCentred) <= offsetTolerance)
    // Two 330 ms scrolls and a 2 × 150 ms pulse.
    let elapsed = (ended.timestamp - started.timestamp).seconds
    #expect(elapsed >= 0.96 && elapsed <= 0.96 + 2 / 120 + timeTolerance)
    #expect(output.hapticEvents.isEmpty)
  }

  @Test func teaserPulseScalesTheSecretCardTo1_03() {
    var teaser = SecretOfferTeaser()
    teaser.start(returningTo: Point2D(x: 714, y: 0))
    teaser.revealEnded(at: .milliseconds(330))
    #expect(teaser.scale(at: .milliseconds(330)) == 1)
    #expect(abs(teaser.scale(at: .milliseconds(480)) - 1.03) <= formulaTolerance)
    #expect(teaser.finishPulse(by: .milliseconds(629)) == nil)
    let back = teaser.finishPulse(by: .milliseconds(640))
    #expect(back?.offset == Point2D(x: 714, y: 0))
    #expect(back?.time == .milliseconds(630))
    let ended = teaser.returnEnded()
    #expect(ended)
    #expect(!teaser.isActive)
  }

  @Test func draggingDuringTheTeaserCancelsIt() throws {
    let (_, output) = try run { script in
      script.fling(
        one, from: Point2D(x: 350, y: 290), to: Point2D(x: 150, y: 290), releaseVelocity: 600)
      script.wait(.milliseconds(3_500))
      script.fling(
        one, from: Point2D(x: 350, y: 290), to: Point2D(x: 150, y: 290), releaseVelocity: 600)
      // The second fling rests at 6.533 s and the teaser starts; the drag begins 0.26 s into it.
      script.wait(.milliseconds(1_915))
      script.fling(
        one, from: Point2D(x: 150, y: 290), to: Point2D(x: 300, y: 290), releaseVelocity: 500)
    }
    let started = try #require(events(output, named: "teaserStarted").first)
    let cancelled = try #require(events(output, named: "teaserCancelled").first)
    #expect(cancelled.timestamp > started.timestamp)
    #expect(events(output, named: "teaserEnded").isEmpty)
    let dragBegan = output.scrollEvents().last { $0.kind == .willBeginDragging }
    #expect(dragBegan?.timestamp == cancelled.timestamp)
  }

  @Test func teaserPlaysOnOpenWhenOneRegularCardPrecedesTheSecret() throws {
    var configuration = SecretOfferScene.Configuration()
    configuration.regularCardCount = 1
    let (_, output) = try run(configuration) { script in script.wait(.milliseconds(100)) }
    #expect(events(output, named: "teaserStarted").first?.timestamp == .zero)
    #expect(events(output, named: "teaserEnded").count == 1)
    // Content 12 + 353 + 8 + 353 + 12 = 738; the teaser scrolls from −4 to 60 and back.
    #expect(abs(try #require(offsets(output).map(\.x).max()) - 60) <= offsetTolerance)
    #expect(events(output, named: "pullStarted").isEmpty)
  }

  // MARK: - Right to left

  @Test func rightToLeftMirrorsOffsetsAnglesAndAnchors() throws {
    var rtl = SecretOfferScene.Configuration()
    rtl.layoutDirection = .rightToLeft
    let (ltrScene, ltr) = try run { script in
      Self.swipeToLastRegularCard(&script)
      Self.pull(&script, drags: 4)
    }
    let (rtlScene, mirrored) = try run(rtl) { script in
      Self.swipeToLastRegularCard(&script, mirrored: true)
      Self.pull(&script, drags: 4, mirrored: true)
    }
    // x ↦ contentWidth − W − x maps every offset; the secret card opens at −20.
    #expect(abs(rtlScene.collection.scrollView.contentOffset.x - -20) <= offsetTolerance)
    #expect(rtlScene.collection.scrollView.contentInset.left == 12)
    let pairs = zip(offsets(ltr), offsets(mirrored))
    #expect(offsets(ltr).count == offsets(mirrored).count)
    // A finger position exactly between two pixels rounds away from zero on both sides, so a
    // mirrored finger (and the content it drags) may land one pixel apart.
    #expect(
      pairs.allSatisfy {
        $0.time == $1.time
          && abs($0.x - (Row.contentWidth - Row.width - $1.x)) <= mirroredPixelTolerance
      })
    #expect(ltrScene.collection.scrollView.contentOffset.x == Row.openTarget)
    // The same pull gives the same haptics; angles and anchors flip.
    let intensities = zip(continuousEvents(ltr), continuousEvents(mirrored))
    #expect(continuousEvents(ltr).count == continuousEvents(mirrored).count)
    #expect(
      intensities.allSatisfy {
        $0.time == $1.time && abs($0.intensity - $1.intensity) <= formulaTolerance
      })
    #expect(errorCount(mirrored) == 0 && events(mirrored, named: "opened").count == 1)
    let angles = zip(
      events(ltr, named: "shakeParameters"), events(mirrored, named: "shakeParameters"))
    for (left, right) in angles {
      let angle = try #require(number(left, "angle"))
      let mirroredAngle = try #require(number(right, "angle"))
      #expect(angle > 0 && abs(angle + mirroredAngle) <= formulaTolerance)
    }
    let separation = events(mirrored, named: "separationStarted").first
    #expect(
      abs(try #require(number(separation, "angle")) - 10 * Double.pi / 180) <= formulaTolerance)
    #expect(number(separation, "anchorX") == 0)
  }

  // MARK: - Errors

  @Test func commandsAreRejected() throws {
    var scene = try SecretOfferScene(device: .iPhone15Pro, configuration: .init())
    var output = SceneOutput()
    #expect(throws: SceneError.self) {
      try scene.handle(
        .command(SceneCommand(name: "shuffle", arguments: [], timestamp: .zero)), into: &output)
    }
  }

  @Test func configurationWithoutRegularCardsIsRejected() {
    var configuration = SecretOfferScene.Configuration()
    configuration.regularCardCount = 0
    #expect(throws: SceneError.self) {
      _ = try SecretOfferScene(device: .iPhone15Pro, configuration: configuration)
    }
  }
}
