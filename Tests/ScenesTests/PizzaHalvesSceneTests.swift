import CollectionLayout
import HapticTapeTestSupport
import Haptics
import Replay
import Scenes
import ScrollEngine
import Testing
import TouchCore
import TouchInput
import TouchModel

/// Content offsets are rounded to device pixels (1/3 pt at @3x): half a pixel, plus rounding.
private let offsetTolerance = 0.5 / 3 + 1e-9
/// Layout geometry is computed in doubles from pixel-exact offsets: rounding only.
private let geometryTolerance = 1e-9

/// Screen x of a touch on the left half (0…196 pt on the iPhone 15 Pro) and on the right half
/// (197…393 pt).
private let leftX = 100.0
private let rightX = 300.0

@Suite struct PizzaHalvesSceneTests {
  private func run(
    configuration: PizzaHalvesScene.Configuration = .init(), device: DeviceProfile = .iPhone15Pro,
    _ build: (inout GestureScript) -> Void
  ) throws -> (PizzaHalvesScene, SceneOutput) {
    var scene = try PizzaHalvesScene(device: device, configuration: configuration)
    let outcome = try Replayer().run(&scene, script: GestureScript(build))
    #expect(outcome.settled)
    return (scene, outcome.output)
  }

  private func selectionTimes(_ output: SceneOutput) -> [Double] {
    output.entries.compactMap { entry in
      guard case .haptic(.feedback(let feedback)) = entry, feedback.kind == .selection else {
        return nil
      }
      return feedback.time
    }
  }

  /// How far `side` rests from centring its current pizza (`contentOffset(for: i)`, seed 000).
  private func distanceFromCentred(_ scene: PizzaHalvesScene, _ side: PizzaHalfOrientation)
    -> Double
  {
    let half = scene.half(side)
    let centred = half.layout.contentOffset(forPizzaIndex: scene.currentIndex(of: side))
    return abs(half.scrollView.contentOffset.y - centred.y)
  }

  /// A quick upward flick on `x` that moves exactly one pizza on the iPhone 15 Pro: 120 pt of
  /// drag plus `.fast` momentum at 2000 pt/s proposes cY ≈ 150 + 120 + 199 = 469 < 600.
  private func flickNext(_ script: inout GestureScript, x: Double) {
    script.fling(
      Touch.ID(1), from: Point2D(x: x, y: 600), to: Point2D(x: x, y: 480), releaseVelocity: 2_000)
  }

  /// A long, fast upward flick that moves three pizzas on the iPhone 15 Pro: 450 pt of drag
  /// (440 after the 10 pt slop) plus `.fast` momentum at 4000 pt/s proposes cY ≈ 150 + 440 + 398
  /// = 988, in row 3 (900…1200).
  private func flickFar(_ script: inout GestureScript, x: Double) {
    script.fling(
      Touch.ID(1), from: Point2D(x: x, y: 800), to: Point2D(x: x, y: 350), releaseVelocity: 4_000)
  }

  /// A slow 60 pt upward drag on the left half, held still before lifting: no fling.
  private func smallDrag(_ script: inout GestureScript) {
    script.touch(Touch.ID(1), at: Point2D(x: leftX, y: 600))
    script.drag(Touch.ID(1), to: Point2D(x: leftX, y: 540), duration: .milliseconds(400))
    script.hold(Touch.ID(1), for: .milliseconds(200))
    script.lift(Touch.ID(1))
  }

  @Test func startsCentredOnTheFirstPizzaWithTheSeedInsetAndFastDeceleration() throws {
    let scene = try PizzaHalvesScene(device: .iPhone15Pro, configuration: .init())
    for side in PizzaHalfOrientation.allCases {
      let half = scene.half(side)
      // (852 − 300)/2 = 276 above and below (seed 000 setupInsets); offset −276 centres pizza 0.
      #expect(half.scrollView.contentInset == Insets(top: 276, left: 0, bottom: 276, right: 0))
      #expect(half.scrollView.contentOffset == Point2D(x: 0, y: -276))
      #expect(half.scrollView.decelerationRate == .fast)
      #expect(half.frame.width == 196)
      #expect(scene.currentIndex(of: side) == 0)
    }
    #expect(scene.half(.right).frame.minX == 197)
    #expect(scene.isOriginalPizza)
  }

  @Test func narrowScreensUseThe230PointPizza() throws {
    let narrow = DeviceProfile(
      name: "iphone-se-1st", screenSize: Size2D(width: 320, height: 568), scale: 2, frameRate: 60)
    let scene = try PizzaHalvesScene(device: narrow, configuration: .init())
    #expect(scene.pizzaSize == 230)
    #expect(scene.half(.left).layout.itemSize == Size2D(width: 115, height: 230))
    // (568 − 230)/2 = 169.
    #expect(scene.half(.left).scrollView.contentInset.top == 169)
    #expect(scene.half(.left).layout.contentSize == Size2D(width: 159.5, height: 2_300))
  }

  @Test func aFlickMovesExactlyOnePizzaAndLandsCentred() throws {
    let (scene, output) = try run { flickNext(&$0, x: leftX) }
    #expect(scene.currentIndex(of: .left) == 1)
    #expect(scene.currentIndex(of: .right) == 0)
    // Pizza 1 centred: 300·1 + 150 − 426 = 24.
    #expect(abs(scene.half(.left).scrollView.contentOffset.y - 24) <= offsetTolerance)
    let release = try #require(
      output.scrollEvents(of: "left").compactMap { event -> Point2D? in
        guard case .willEndDragging(_, _, let target) = event.kind else { return nil }
        return target
      }.first)
    #expect(abs(release.y - 24) <= offsetTolerance)
    #expect(output.scrollEvents(of: "right").isEmpty)
    let changes = output.sceneEvents(named: "indexChanged")
    #expect(changes.map { $0["side"] } == [.text("left")])
    #expect(changes.map { $0["index"] } == [.integer(1)])
  }

  @Test func aFastFlickMovesSeveralPizzasAndStillLandsCentred() throws {
    let (scene, _) = try run { script in
      flickFar(&script, x: leftX)
    }
    #expect(scene.currentIndex(of: .left) > 1)
    #expect(distanceFromCentred(scene, .left) <= offsetTolerance)
  }

  @Test func selectionFeedbackCountEqualsTheIndexChanges() throws {
    let (_, output) = try run { script in
      flickFar(&script, x: leftX)
      script.wait(.seconds(1))
      flickNext(&script, x: rightX)
      script.wait(.seconds(1))
      script.fling(
        Touch.ID(1), from: Point2D(x: leftX, y: 300), to: Point2D(x: leftX, y: 420),
        releaseVelocity: 2_000)
    }
    let changes = output.sceneEvents(named: "indexChanged")
    // Left 0 → 3 (three changes), right 0 → 1 (one), left 3 → 2 (one).
    #expect(changes.map { $0["index"] } == [1, 2, 3, 1, 2].map { .integer($0) })
    #expect(selectionTimes(output).count == changes.count)
    #expect(selectionTimes(output) == changes.map { $0.timestamp.seconds })
  }

  @Test func aSmallDragReturnsToTheSamePizzaByTheBackwardScroll() throws {
    let (scene, output) = try run(smallDrag)
    let events = output.scrollEvents(of: "left")
    // The drag moved the content 60 pt less the 10 pt pan slop up, to −226: still pizza 0
    // (cY = 200 < 300).
    let lastDragOffset = try #require(
      events.prefix { if case .willEndDragging = $0.kind { false } else { true } }.last { event in
        if case .didScroll = event.kind { true } else { false }
      })
    #expect(lastDragOffset.kind == .didScroll(Point2D(x: 0, y: -226)))
    // The release stops where it is, then the layout's scroll-to-item animates back to −276.
    let release = try #require(
      events.first { if case .willEndDragging = $0.kind { true } else { false } })
    guard case .willEndDragging(_, _, let target) = release.kind else { return }
    #expect(target == Point2D(x: 0, y: -226))
    #expect(
      events.contains(ScrollEvent(.didEndDragging(willDecelerate: false), at: release.timestamp)))
    #expect(events.last?.kind == .didEndScrollingAnimation)
    #expect(scene.half(.left).scrollView.contentOffset == Point2D(x: 0, y: -276))
    #expect(output.sceneEvents(named: "indexChanged").isEmpty)
    #expect(selectionTimes(output).isEmpty)
  }

  @Test func theBackwardScrollIsIssuedAgainOnTheNextFrame() throws {
    let (_, output) = try run(smallDrag)
    let events = output.scrollEvents(of: "left")
    let release = try #require(
      events.first { if case .willEndDragging = $0.kind { true } else { false } })
    let end = try #require(events.last)
    // The repeat restarts the 0.33 s animation on the first frame after the release, so the
    // animation ends 0.33 s after that frame (one 120 Hz frame at most after the release).
    let frame = TimeAmount.frame(hertz: 120)
    let duration = end.timestamp - release.timestamp
    #expect(duration > .milliseconds(330))
    #expect(duration <= .milliseconds(330) + frame)
  }

  @Test func sameHalvesEmitTheOriginalPizzaCombination() throws {
    let (scene, output) = try run { script in
      flickNext(&script, x: leftX)
      script.wait(.seconds(1))
      flickNext(&script, x: rightX)
    }
    let combinations = output.sceneEvents(named: "combination")
    #expect(combinations.map { $0["left"] } == [.integer(1), .integer(1)])
    #expect(combinations.map { $0["right"] } == [.integer(0), .integer(1)])
    #expect(combinations.map { $0["isOriginal"] } == [.flag(false), .flag(true)])
    #expect(scene.isOriginalPizza)
  }

  @Test func shuffleIsReproducibleForASeedAndLandsCentredOnItsTargets() throws {
    let shuffle: (inout GestureScript) -> Void = { script in
      script.command("shuffle")
      script.wait(.seconds(1))
      script.command("shuffle")
    }
    let (scene, first) = try run(shuffle)
    let (_, second) = try run(shuffle)
    #expect(first.entries == second.entries)
    let shuffles = first.sceneEvents(named: "shuffled")
    // SplitMix64 from seed 452876, multiply-high into 0..<10: 8, 1, then 4, 4.
    #expect(shuffles.map { $0["left"] } == [.integer(8), .integer(4)])
    #expect(shuffles.map { $0["right"] } == [.integer(1), .integer(4)])
    // Every pizza passed on the way is an index change: 8 + 1, then 4 + 3.
    #expect(first.sceneEvents(named: "indexChanged").count == 16)
    #expect(selectionTimes(first).count == 16)
    #expect(first.sceneEvents(named: "combination").last?["isOriginal"] == .flag(true))
    let last = try #require(shuffles.last)
    #expect(last["left"] == .integer(scene.currentIndex(of: .left)))
    #expect(last["right"] == .integer(scene.currentIndex(of: .right)))
    for side in PizzaHalfOrientation.allCases {
      #expect(distanceFromCentred(scene, side) <= offsetTolerance)
    }
  }

  @Test func shuffleDiffersAcrossSeeds() throws {
    var other = PizzaHalvesScene.Configuration()
    other.shuffleSeed = 7
    let targets = try [PizzaHalvesScene.Configuration(), other].map { configuration in
      let (_, output) = try run(configuration: configuration) { script in
        for _ in 0..<3 {
          script.command("shuffle")
          script.wait(.seconds(1))
        }
      }
      return output.sceneEvents(named: "shuffled").flatMap { [$0["left"], $0["right"]] }
    }
    #expect(targets[0].count == 6)
    #expect(targets[0] != targets[1])
  }

  @Test func aTouchInTheGapBetweenTheHalvesMovesNeither() throws {
    // The left half ends at x = 196 and the right half begins at 197.
    let (scene, output) = try run { script in
      script.fling(
        Touch.ID(1), from: Point2D(x: 196.5, y: 600), to: Point2D(x: 196.5, y: 480),
        releaseVelocity: 2_000)
    }
    #expect(output.entries.allSatisfy { if case .layout = $0 { true } else { false } })
    #expect(scene.currentIndex(of: .left) == 0)
    #expect(scene.currentIndex(of: .right) == 0)
  }

  @Test func unknownCommandsAndArgumentsAreRejected() throws {
    var scene = try PizzaHalvesScene(device: .iPhone15Pro, configuration: .init())
    var output = SceneOutput()
    #expect(throws: SceneError.self) {
      try scene.handle(
        .command(SceneCommand(name: "delete", arguments: [.integer(2)], timestamp: .zero)),
        into: &output)
    }
    do {
      try scene.handle(
        .command(SceneCommand(name: "shuffle", arguments: [.integer(2)], timestamp: .zero)),
        into: &output)
      Issue.record("shuffle with an argument was accepted")
    } catch {
      #expect(error.code == .invalidArgument)
    }
  }

  @Test func drumStacksTheVisibleRowsAroundTheCurrentPizza() throws {
    var drum = PizzaHalvesScene.Configuration()
    drum.style = .drum
    let (scene, _) = try run(configuration: drum) { script in
      flickFar(&script, x: leftX)
    }
    #expect(scene.currentIndex(of: .left) == 3)
    let snapshot = try #require(scene.layoutSnapshot().first)
    #expect(snapshot.view == "left")
    let cells = snapshot.attributes.filter { $0.category == .cell }
    // Seed 000 zIndex table, current 3 of 10: rows 2, 3, 4 → 2, 10, 5.
    #expect(cells.map(\.indexPath.item) == [2, 3, 4])
    #expect(cells.map(\.zIndex) == [2, 10, 5])
    #expect(cells.allSatisfy { $0.alpha == 1 })
    // The drum starts every cell from the centred frame: the current one stays there.
    let centre = try #require(cells.first { $0.indexPath.item == 3 })
    #expect(abs(centre.center.y - (scene.half(.left).bounds.midY)) <= geometryTolerance)
  }

  @Test func configurationRoundTripsThroughTheTapeHeaderJSON() throws {
    let drum = try SceneConfigurationJSON.decode(
      #"{"style":"drum","shuffleSeed":7}"#, as: PizzaHalvesScene.Configuration.self)
    #expect(drum.style == .drum)
    #expect(drum.shuffleSeed == 7)
    #expect(drum.pizzaCount == 10)
    #expect(
      try SceneConfigurationJSON.encode(PizzaHalvesScene.Configuration())
        == #"{"decelerationRate":0.99,"pizzaCount":10,"playsSelectionFeedback":true,"shuffleSeed":452876,"style":"standard"}"#
    )
  }

  @Test func identicalInputsGiveIdenticalOutputs() throws {
    let build: (inout GestureScript) -> Void = { script in
      flickNext(&script, x: leftX)
      script.command("shuffle")
    }
    #expect(try run(build).1.entries == run(build).1.entries)
  }
}
