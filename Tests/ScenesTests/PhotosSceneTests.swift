import CollectionLayout
import Replay
import Scenes
import ScrollEngine
import SeedScenes
import Testing
import TouchCore
import TouchInput
import TouchModel

/// Content offsets are rounded to device pixels (1/3 pt at @3x): half a pixel, plus rounding.
private let offsetTolerance = 0.5 / 3 + 1e-9
/// Animated values computed from the same seed formulas: only floating-point rounding differs.
private let valueTolerance = 1e-9
/// One display frame at 120 Hz, the slack of "ends at the first frame after the duration".
private let frameSeconds = 1.0 / 120
/// Thumbnail widths are `ceil`ed (seed 003), so an edge may move by up to 1 pt.
private let widthRounding = 1.0

/// The default strip on the iPhone 15 Pro: `w = 33`, pitch `w + 4 = 37`, `farInset = (393 − 33 − 4)/2`.
private let pitch = 37.0
private let farInset = 178.0
/// The strip's vertical centre on screen: `852 − 34 − 66/2`.
private let stripY = 785.0

@Suite struct PhotosSceneTests {
  private typealias Build = (inout GestureScript) -> Void

  /// A slow 110 pt drag left on the strip, held still, then lifted.
  private let dragStripBy110Points: Build = { script in
    script.touch(Touch.ID(1), at: Point2D(x: 300, y: stripY))
    script.drag(Touch.ID(1), to: Point2D(x: 190, y: stripY), duration: .milliseconds(400))
    script.hold(Touch.ID(1), for: .milliseconds(100))
    script.lift(Touch.ID(1))
  }

  /// Taps thumbnail 2 (at 194.5 + 2 · 37 + 43 on screen, pushed aside by the expanded thumbnail
  /// 0) 0.1 s in, waits `wait`, then sends the command `name`.
  private func tapThumbnail2(
    thenAfter wait: TimeAmount, _ name: String, _ arguments: [SceneCommand.Argument]
  ) -> Build {
    { script in
      script.wait(.milliseconds(100))
      script.tap(at: Point2D(x: 312, y: stripY))
      script.wait(wait)
      script.command(name, arguments)
    }
  }

  private func inputs(_ build: Build) throws -> [SceneInput] {
    try GestureScript(build).render(on: .iPhone15Pro).inputs.map { input -> SceneInput in
      switch input {
      case .touch(let sample): .touch(sample)
      case .command(let command): .command(command)
      }
    }
  }

  private func run(
    configuration: PhotosScene.Configuration = .init(), _ build: Build
  ) throws -> (PhotosScene, SceneOutput) {
    var scene = try PhotosScene(device: .iPhone15Pro, configuration: configuration)
    let outcome = try Replayer().run(&scene, inputs: try inputs(build))
    #expect(outcome.settled)
    return (scene, outcome.output)
  }

  /// The scene after every frame, stepped as the replayer steps it, until it rests.
  private func frames(
    configuration: PhotosScene.Configuration = .init(), _ build: Build
  ) throws -> (steps: [(time: Timestamp, scene: PhotosScene)], output: SceneOutput) {
    var scene = try PhotosScene(device: .iPhone15Pro, configuration: configuration)
    let inputs = try inputs(build)
    var output = SceneOutput()
    var result: [(time: Timestamp, scene: PhotosScene)] = []
    var next = 0
    for frame in Int64(0)...Int64(120 * 10) {
      let now = Timestamp(nanoseconds: frame * 1_000_000_000 / 120)
      while next < inputs.count, inputs[next].timestamp <= now {
        try scene.handle(inputs[next], into: &output)
        next += 1
      }
      try scene.handle(.frameTicked(at: now), into: &output)
      result.append((now, scene))
      if next == inputs.count && scene.isAtRest { break }
    }
    return (result, output)
  }

  private func integer(_ event: SceneEvent?, _ name: String) -> Int? {
    guard case .integer(let value) = event?[name] else { return nil }
    return value
  }

  private func number(_ event: SceneEvent?, _ name: String) -> Double? {
    guard case .number(let value) = event?[name] else { return nil }
    return value
  }

  private func didScrolls(_ output: SceneOutput, of view: String) -> [(time: Timestamp, x: Double)]
  {
    output.entries.compactMap { entry in
      guard case .scroll(view, let event) = entry, case .didScroll(let offset) = event.kind else {
        return nil
      }
      return (event.timestamp, offset.x)
    }
  }

  /// Whether no view's offset is set twice at one time: the synchroniser never reacts to the
  /// scroll it causes (no ping-pong).
  private func setsEachOffsetOncePerFrame(_ output: SceneOutput) -> Bool {
    ["preview", "thumbnails"].allSatisfy { view in
      let times = didScrolls(output, of: view).map(\.time)
      return zip(times, times.dropFirst()).allSatisfy { $0 < $1 }
    }
  }

  /// The last layout sample of `view`.
  private func lastSample(_ output: SceneOutput, of view: String) -> (
    time: Timestamp, attributes: [LayoutAttributes]
  )? {
    output.entries.reversed().lazy.compactMap { entry -> (Timestamp, [LayoutAttributes])? in
      guard case .layout(let snapshot, let time) = entry, snapshot.view == view else { return nil }
      return (time, snapshot.attributes)
    }.first
  }

  /// The seed's `easeInOut`: `2p²` below ½, `−2p² + 4p − 1` above.
  private func easeInOut(_ p: Double) -> Double { p < 0.5 ? 2 * p * p : -2 * p * p + 4 * p - 1 }

  // MARK: - Synchronisation

  @Test func pagingThePreviewMovesTheStripToTheMatchingThumbnail() throws {
    let (scene, output) = try run { script in
      script.fling(
        Touch.ID(1), from: Point2D(x: 300, y: 400), to: Point2D(x: 120, y: 400),
        releaseVelocity: 900)
    }
    #expect(scene.activeIndex == 1)
    #expect(abs(scene.preview.scrollView.contentOffset.x - 393) <= offsetTolerance)
    // Strip offset = contentWidth · (offset / W / n) − farInset = 1 · 37 − 178 (seed 003 changeOffset).
    #expect(
      abs(scene.thumbnails.scrollView.contentOffset.x - (pitch - farInset)) <= offsetTolerance)
    #expect(output.sceneEvents(named: "activeIndexChanged").map { integer($0, "index") } == [1])
    // Every preview scroll sets the strip once, at the same time, to x / 393 · 37 − 178.
    let strip = didScrolls(output, of: "thumbnails")
    for page in didScrolls(output, of: "preview") {
      let expected = page.x / 393 * pitch - farInset
      guard let set = strip.first(where: { $0.time == page.time }) else {
        // The pixel-rounded strip offset did not change this frame.
        continue
      }
      #expect(abs(set.x - expected) <= offsetTolerance)
    }
    #expect(setsEachOffsetOncePerFrame(output))
    #expect(!output.entries.contains { if case .haptic = $0 { true } else { false } })
  }

  @Test func draggingTheStripPagesThePreviewOncePerIndexChange() throws {
    let (scene, output) = try run(dragStripBy110Points)
    // 110 pt of drag ≈ 2.97 pitches: the strip snaps to thumbnail 3 (3 · 37 − 178 = −67).
    #expect(
      abs(scene.thumbnails.scrollView.contentOffset.x - (3 * pitch - farInset)) <= offsetTolerance)
    #expect(scene.activeIndex == 3)
    #expect(abs(scene.preview.scrollView.contentOffset.x - 3 * 393) <= offsetTolerance)
    let changes = output.sceneEvents(named: "activeIndexChanged")
    #expect(changes.map { integer($0, "index") } == [1, 2, 3])
    // The preview jumps exactly once per index change, at the change, and never scrolls the strip.
    let pages = didScrolls(output, of: "preview")
    #expect(pages.map(\.time) == changes.map(\.timestamp))
    #expect(pages.map(\.x) == [393, 786, 1179])
    #expect(setsEachOffsetOncePerFrame(output))
  }

  // MARK: - Animations

  @Test func expandingRateGoesToZeroAndBackInFifteenHundredthsOfASecond() throws {
    let (steps, output) = try frames(dragStripBy110Points)
    let animations = output.sceneEvents(named: "expandingRateAnimation")
    try #require(animations.count == 2)
    #expect(animations.map { $0["type"] } == [.text("begin"), .text("end")])
    // 0.15 s · |Δ| with Δ = 1 both ways (seed 003 ScrollAnimation).
    #expect(animations.map { number($0, "duration") } == [0.15, 0.15])
    let (begin, end) = (animations[0].timestamp, animations[1].timestamp)

    for (time, scene) in steps where time >= begin {
      let elapsed = (time - begin).seconds
      let endElapsed = (time - end).seconds
      let expected: Double =
        time < end
        ? 1 - easeInOut(min(elapsed / 0.15, 1))
        : easeInOut(min(endElapsed / 0.15, 1))
      #expect(abs(scene.expandingRate - expected) <= valueTolerance, "at \(time.seconds) s")
    }
    // 1 → 0: every frame before 0.15 s is above 0, every frame from 0.15 s on is 0 until the end.
    let down = steps.filter { $0.time >= begin && $0.time < end }
    let firstZero = try #require(down.first { $0.scene.expandingRate == 0 })
    #expect((firstZero.time - begin).seconds >= 0.15 - 1e-9)
    #expect((firstZero.time - begin).seconds < 0.15 + frameSeconds)
    // 0 → 1 in 0.15 s after the strip stops.
    let firstOne = try #require(steps.first { $0.time > end && $0.scene.expandingRate == 1 })
    #expect((firstOne.time - end).seconds >= 0.15 - 1e-9)
    #expect((firstOne.time - end).seconds < 0.15 + frameSeconds)
    #expect(steps.last?.scene.expandingRate == 1)
  }

  @Test func tapOnAThumbnailMovesTheStripInThreeTenthsOfASecond() throws {
    let tap: Build = { script in
      script.wait(.milliseconds(100))
      // Thumbnail 2 sits at 194.5 + 2 · 37 + 43 on screen (pushed aside by the expanded thumbnail 0).
      script.tap(at: Point2D(x: 312, y: stripY))
    }
    let (scene, output) = try run(tap)
    let started = try #require(output.sceneEvents(named: "moveStarted").first)
    let ended = try #require(output.sceneEvents(named: "moveEnded").first)
    #expect(integer(started, "from") == 0 && integer(started, "to") == 2)
    #expect(integer(ended, "index") == 2)
    let duration = (ended.timestamp - started.timestamp).seconds
    #expect(duration >= 0.3 - 1e-9 && duration < 0.3 + frameSeconds)
    // The preview jumps to page 2 at once; the strip ends on thumbnail 2 (2 · 37 − 178).
    #expect(didScrolls(output, of: "preview").map(\.x) == [786])
    #expect(didScrolls(output, of: "preview").first?.time == started.timestamp)
    #expect(
      abs(scene.thumbnails.scrollView.contentOffset.x - (2 * pitch - farInset)) <= offsetTolerance)
    #expect(scene.activeIndex == 2)
    #expect(scene.expandingRate == 1)
    #expect(scene.thumbnails.layout.updates.isEmpty)

    // Mid-move the offset and the two updates follow the eased progress.
    for (time, scene) in try frames(tap).steps
    where time > started.timestamp && time < ended.timestamp {
      let p = easeInOut((time - started.timestamp).seconds / 0.3)
      let offset = -farInset + 2 * pitch * p
      #expect(abs(scene.thumbnails.scrollView.contentOffset.x - offset) <= offsetTolerance)
      #expect(abs((scene.thumbnails.layout.updates[2]?.expanding ?? -1) - p) <= valueTolerance)
      #expect(
        abs((scene.thumbnails.layout.updates[0]?.expanding ?? -1) - (1 - p)) <= valueTolerance)
      #expect(scene.expandingRate == 0)
    }
  }

  // MARK: - Delete

  @Test func deleteCollapsesClosesTheGapAndKeepsTheStripConsistent() throws {
    let configuration = PhotosScene.Configuration()
    let build: Build = tapThumbnail2(thenAfter: .milliseconds(600), "delete", [.integer(2)])
    let (scene, output) = try run(configuration: configuration, build)
    let started = try #require(output.sceneEvents(named: "deleteStarted").first)
    let ended = try #require(output.sceneEvents(named: "deleteEnded").first)
    // Collapse 0.15 s, then close the gap 0.15 s; the data change ends it.
    let duration = (ended.timestamp - started.timestamp).seconds
    #expect(duration >= 0.3 - 1e-9 && duration < 0.3 + 2 * frameSeconds)
    #expect(integer(ended, "index") == 2 && integer(ended, "count") == 9)
    #expect(integer(ended, "activeIndex") == 2)

    #expect(scene.itemCount == 9)
    #expect(scene.preview.itemCounts == [9])
    #expect(scene.activeIndex == 2)
    var remaining = configuration.aspectRatios
    remaining.remove(at: 2)
    #expect(scene.thumbnails.layout.aspectRatios == remaining)
    #expect(scene.thumbnails.layout.updates.isEmpty)
    #expect(
      abs(scene.thumbnails.scrollView.contentOffset.x - (2 * pitch - farInset)) <= offsetTolerance)
    #expect(abs(scene.preview.scrollView.contentOffset.x - 786) <= offsetTolerance)

    // The sample taken with deleteEnded: consecutive thumbnails, no gap wider than the focused
    // spacing (4 + 20/2 = 14 pt), the new thumbnail 2 (aspect 2) centred at 132 pt wide.
    let sample = try #require(lastSample(output, of: "thumbnails"))
    #expect(sample.time == ended.timestamp)
    let cells = sample.attributes
    #expect(zip(cells, cells.dropFirst()).allSatisfy { $1.indexPath.item == $0.indexPath.item + 1 })
    for (left, right) in zip(cells, cells.dropFirst()) {
      let gap = right.boundingFrame.minX - left.boundingFrame.maxX
      #expect(
        gap >= 4 - widthRounding && gap <= 14 + valueTolerance, "gap \(gap) after \(left.indexPath)"
      )
    }
    let centred = try #require(cells.first { $0.indexPath.item == 2 })
    #expect(centred.size.width == 132)
    #expect(abs(centred.boundingFrame.midX - (2 * pitch + 16.5)) <= valueTolerance)
  }

  @Test func deleteAnimatesCollapseThenGapWithTheRightNeighbour() throws {
    let (steps, output) = try frames { script in
      script.wait(.milliseconds(100))
      script.command("delete", [.integer(0)])
    }
    let start = try #require(output.sceneEvents(named: "deleteStarted").first).timestamp
    // The gap starts closing at the frame the collapse ends (the seed chains its animators).
    let collapseEnd = try #require(steps.first { ($0.time - start).seconds >= 0.15 }).time
    var closingFrames = 0
    for (time, scene) in steps where time >= start && scene.itemCount == 10 {
      let updates = scene.thumbnails.layout.updates
      if time < collapseEnd {
        // Collapse, linear: size and alpha shrink; the neighbour is untouched.
        #expect(
          abs((updates[0]?.collapsing ?? -1) - (time - start).seconds / 0.15) <= valueTolerance)
        #expect(updates[1] == nil)
        continue
      }
      #expect(updates[0]?.collapsing == 1)
      guard let deletion = updates[0]?.deleting else { continue }
      // Gap, linear: the deletion and the neighbour's expansion move together.
      closingFrames += 1
      #expect(deletion.direction == .right)
      #expect(abs(deletion.rate - (time - collapseEnd).seconds / 0.15) <= valueTolerance)
      #expect(abs((updates[1]?.expanding ?? -1) - deletion.rate) <= valueTolerance)
    }
    // 0.15 s at 120 Hz: 17 frames from the collapse's end up to, not including, the data change.
    #expect(closingFrames == 17)
    let last = try #require(steps.last?.scene)
    #expect(last.itemCount == 9)
    #expect(last.activeIndex == 0)
    #expect(last.thumbnails.layout.aspectRatios.first == 0.75)
  }

  @Test func deletingTheLastPhotoActivatesThePreviousAndStopsAtTwoPhotos() throws {
    var configuration = PhotosScene.Configuration()
    configuration.aspectRatios = [1.5, 0.75, 2]
    let deleteLast = tapThumbnail2(thenAfter: .milliseconds(600), "delete", [.integer(2)])
    let (scene, output) = try run(configuration: configuration) { script in
      deleteLast(&script)
      script.wait(.milliseconds(600))
      script.command("delete", [.integer(1)])
    }
    let ended = try #require(output.sceneEvents(named: "deleteEnded").first)
    #expect(integer(ended, "count") == 2 && integer(ended, "activeIndex") == 1)
    #expect(scene.itemCount == 2)
    #expect(scene.activeIndex == 1)
    #expect(abs(scene.preview.scrollView.contentOffset.x - 393) <= offsetTolerance)
    #expect(
      abs(scene.thumbnails.scrollView.contentOffset.x - (pitch - farInset)) <= offsetTolerance)
    // Two photos left: the seed refuses (it shows an alert).
    let refused = try #require(output.sceneEvents(named: "deleteRefused").first)
    #expect(refused["reason"] == .text("tooFewPhotos"))
  }

  @Test func deletingTheLastPhotoClosesTheGapTowardTheLeft() throws {
    var configuration = PhotosScene.Configuration()
    configuration.aspectRatios = [1.5, 0.75, 2, 1]
    let (steps, _) = try frames(configuration: configuration) { script in
      script.command("delete", [.integer(3)])
    }
    let closing = try #require(
      steps.first { $0.scene.thumbnails.layout.updates[3]?.deleting != nil })
    #expect(closing.scene.thumbnails.layout.updates[3]?.deleting?.direction == .left)
    #expect(closing.scene.thumbnails.layout.updates[2]?.expanding != nil)
  }

  // MARK: - Rotation

  @Test func rotationKeepsTheActiveIndex() throws {
    let (scene, output) = try run(
      tapThumbnail2(
        thenAfter: .milliseconds(600), "rotate", [.size(Size2D(width: 852, height: 393))])
    )
    #expect(scene.activeIndex == 2)
    #expect(scene.screenSize == Size2D(width: 852, height: 393))
    let rotated = try #require(output.sceneEvents(named: "rotated").first)
    #expect(rotated["width"] == .position(852) && rotated["height"] == .position(393))
    // Preview: page 2 of 852 pt pages. Strip: 393 − 21 − 66 from the top, farInset (852 − 37)/2.
    #expect(abs(scene.preview.scrollView.contentOffset.x - 2 * 852) <= offsetTolerance)
    #expect(scene.thumbnails.frame == Rect2D(x: 0, y: 306, width: 852, height: 66))
    let landscapeInset = (852 - 33 - 4) / 2.0
    #expect(scene.thumbnails.scrollView.contentInset.left == landscapeInset)
    #expect(
      abs(scene.thumbnails.scrollView.contentOffset.x - (2 * pitch - landscapeInset))
        <= offsetTolerance)
    #expect(scene.thumbnails.layout.nearestIndex == 2)
    #expect(output.sceneEvents(named: "activeIndexChanged").map { integer($0, "index") } == [2])
  }

  @Test func rotatingDuringAMoveEndsTheMoveOnItsThumbnail() throws {
    let (scene, output) = try run(
      tapThumbnail2(
        thenAfter: .milliseconds(100), "rotate", [.size(Size2D(width: 852, height: 393))])
    )
    let rotated = try #require(output.sceneEvents(named: "rotated").first)
    #expect(output.sceneEvents(named: "moveEnded").map(\.timestamp) == [rotated.timestamp])
    #expect(scene.activeIndex == 2)
    #expect(scene.expandingRate == 1)
    #expect(
      abs(scene.thumbnails.scrollView.contentOffset.x - (2 * pitch - (852 - 37) / 2))
        <= offsetTolerance)
  }

  @Test func rotatingBackRestoresThePortraitOffsets() throws {
    let (scene, _) = try run { script in
      script.fling(
        Touch.ID(1), from: Point2D(x: 300, y: 400), to: Point2D(x: 120, y: 400),
        releaseVelocity: 900)
      script.wait(.seconds(1))
      script.command("rotate", [.size(Size2D(width: 852, height: 393))])
      script.wait(.milliseconds(100))
      script.command("rotate", [.size(Size2D(width: 393, height: 852))])
    }
    #expect(scene.activeIndex == 1)
    #expect(abs(scene.preview.scrollView.contentOffset.x - 393) <= offsetTolerance)
    #expect(
      abs(scene.thumbnails.scrollView.contentOffset.x - (pitch - farInset)) <= offsetTolerance)
    #expect(scene.thumbnails.frame == Rect2D(x: 0, y: 752, width: 393, height: 66))
  }

  // MARK: - Haptics, errors, determinism

  @Test func selectionFeedbackPlaysOnlyWhenConfigured() throws {
    var configuration = PhotosScene.Configuration()
    configuration.playsSelectionFeedback = true
    let drag = dragStripBy110Points
    let (_, withFeedback) = try run(configuration: configuration, drag)
    #expect(
      withFeedback.hapticEvents.count == withFeedback.sceneEvents(named: "activeIndexChanged").count
    )
    #expect(withFeedback.hapticEvents.count >= 3)
    let (_, silent) = try run(drag)
    #expect(silent.hapticEvents.isEmpty)
  }

  @Test func badCommandsNameWhatIsExpected() throws {
    var scene = try PhotosScene(device: .iPhone15Pro, configuration: .init())
    var output = SceneOutput()
    let commands: [(SceneCommand, SceneError.Code)] = [
      (SceneCommand(name: "delete", arguments: [.integer(10)], timestamp: .zero), .invalidArgument),
      (SceneCommand(name: "delete", arguments: [], timestamp: .zero), .invalidArgument),
      (SceneCommand(name: "rotate", arguments: [.integer(2)], timestamp: .zero), .invalidArgument),
      (SceneCommand(name: "shuffle", timestamp: .zero), .unknownCommand),
    ]
    for (command, code) in commands {
      #expect(throws: SceneError.self) { try scene.handle(.command(command), into: &output) }
      do {
        try scene.handle(.command(command), into: &output)
      } catch {
        #expect(error.code == code)
      }
    }
    #expect(throws: SceneError.self) {
      var empty = PhotosScene.Configuration()
      empty.aspectRatios = []
      _ = try PhotosScene(device: .iPhone15Pro, configuration: empty)
    }
  }

  @Test func identicalInputsGiveIdenticalOutputs() throws {
    let build: Build = { script in
      script.fling(
        Touch.ID(1), from: Point2D(x: 300, y: 400), to: Point2D(x: 100, y: 400),
        releaseVelocity: 1200)
      script.tap(at: Point2D(x: 312, y: stripY))
      script.command("delete", [.integer(1)])
    }
    #expect(try run(build).1.entries == run(build).1.entries)
  }
}
