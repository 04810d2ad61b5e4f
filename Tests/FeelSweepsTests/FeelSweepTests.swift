import FeelSweeps
import Haptics
import Replay
import Scenes
import SeedScenes
import Testing
import TouchCore
import TouchInput
import TouchModel

/// Wilson bounds are compared with values computed independently (Python, double precision) and
/// printed to 12 digits.
private let intervalTolerance = 1e-9
/// Quartiles of small integers are exact sums of halves and quarters.
private let quartileTolerance = 1e-12

@Suite struct FeelSweepTests {
  private static let registry: SceneRegistry = [SecretOfferScene.self, CubeScene.self]

  /// A pull on the secret offer: two flings to the last regular card, then `hands` drags of
  /// 360 pt hand over hand (each finger landing before the previous lifts).
  private static func pull(hands: Int, name: String) throws -> SweepSession {
    let script = GestureScript { script in
      script.fling(
        Touch.ID(1), from: Point2D(x: 350, y: 290), to: Point2D(x: 150, y: 290),
        releaseVelocity: 600)
      script.wait(.milliseconds(3_500))
      script.fling(
        Touch.ID(1), from: Point2D(x: 350, y: 290), to: Point2D(x: 150, y: 290),
        releaseVelocity: 600)
      script.wait(.seconds(5))
      var finger = Touch.ID(1)
      script.touch(finger, at: Point2D(x: 380, y: 290))
      script.drag(finger, to: Point2D(x: 20, y: 290), duration: .milliseconds(500))
      for _ in 1..<hands {
        let next = finger == Touch.ID(1) ? Touch.ID(2) : Touch.ID(1)
        script.touch(next, at: Point2D(x: 380, y: 300))
        script.lift(finger)
        script.drag(next, to: Point2D(x: 20, y: 300), duration: .milliseconds(500))
        finger = next
      }
      script.lift(finger)
    }
    let timeline = try script.render(on: .iPhone15Pro)
    let inputs = timeline.inputs.map { input -> SceneInput in
      switch input {
      case .touch(let sample): .touch(sample)
      case .command(let command): .command(command)
      }
    }
    return SweepSession(
      name: name, sceneID: SecretOfferScene.id, device: .iPhone15Pro, inputs: inputs)
  }

  // MARK: - Axes and grid

  @Test func rangeLandsOnTheWrittenDecimals() throws {
    let sweep = try FeelSweep(
      sceneID: SecretOfferScene.id, vary: ["openProgress=0.60...0.90/0.05"],
      registry: Self.registry)
    #expect(sweep.grid.pointCount == 7)
    #expect(
      sweep.grid.axes[0].values.map(\.text) == ["0.6", "0.65", "0.7", "0.75", "0.8", "0.85", "0.9"])
    #expect(sweep.outcome.event == "opened")
  }

  @Test func gridIsTheProductOfItsAxesLastFastest() throws {
    let sweep = try FeelSweep(
      sceneID: SecretOfferScene.id,
      vary: ["openProgress=0.7,0.8", "pullStartProgress=0.1...0.3/0.1"], registry: Self.registry)
    #expect(sweep.grid.pointCount == 6)
    #expect(sweep.grid.values(at: 4).map(\.text) == ["0.8", "0.2"])
    #expect(sweep.points(inShard: 2, of: 4) == [1, 5])
  }

  @Test(arguments: [
    ("openSesame=0.7", "unknown key \"openSesame\""),
    ("openProgress=0.5...1.5/0.1", "1.1 is outside \"openProgress\"'s range, 0…1"),
    ("openProgress=0.9...0.6/0.1", "LO at most HI"),
    ("openProgress=0.6...0.9/0", "step must be above 0"),
    ("openProgress=0...1/0.00001", "more than the 10000 one axis may take"),
    ("collectionY=100,200", "declares no range of values"),
    ("openProgress", "write KEY=LO...HI/STEP"),
    ("pullStartProgress=0.8", "at pullStartProgress=0.8, \"pullStartProgress\" must be"),
  ])
  func badAxisIsRefusedNamingTheKey(argument: String, message: String) {
    #expect {
      _ = try FeelSweep(sceneID: SecretOfferScene.id, vary: [argument], registry: Self.registry)
    } throws: { error in
      "\(error)".contains(message)
    }
  }

  @Test func gridOfTooManyPointsIsRefused() {
    #expect {
      _ = try FeelSweep(
        sceneID: SecretOfferScene.id,
        vary: ["minimumIntensity=0...0.1/0.001", "maximumIntensity=0.5...1/0.001"],
        registry: Self.registry)
    } throws: { error in
      "\(error)".contains("the grid has 50601 points, more than FeelSweep.maximumPointCount")
    }
  }

  @Test func sceneWithoutDeclaredOutcomeNeedsOne() throws {
    let sweep = try FeelSweep(
      sceneID: SecretOfferScene.id, vary: ["openProgress=0.7"], outcome: "teaserStarted",
      registry: Self.registry)
    #expect(sweep.outcome.event == "teaserStarted")
    #expect(CubeScene.outcomes.first?.event == "pageChanged")
  }

  // MARK: - Statistics

  @Test func wilsonIntervalMatchesIndependentValues() {
    let cases: [(Int, Int, Double, Double)] = [
      (0, 10, 0, 0.277532799863),
      (138, 222, 0.556267334317, 0.682838453797),
      (222, 222, 0.982990462244, 1),
    ]
    for (successes, trials, low, high) in cases {
      let interval = SweepPoint.wilsonInterval(successes: successes, trials: trials)
      #expect(abs(interval.low - low) <= intervalTolerance)
      #expect(abs(interval.high - high) <= intervalTolerance)
    }
    #expect(SweepPoint.wilsonInterval(successes: 0, trials: 0) == (0, 1))
  }

  @Test func quartilesInterpolateBetweenOrderStatistics() throws {
    let quartiles = try #require(SweepQuartiles([4, 1, 3, 2]))
    #expect(abs(quartiles.lower - 1.75) <= quartileTolerance)
    #expect(abs(quartiles.median - 2.5) <= quartileTolerance)
    #expect(abs(quartiles.upper - 3.25) <= quartileTolerance)
    #expect(SweepQuartiles([]) == nil)
  }

  // MARK: - Running

  @Test func longerPullsOpenUnderHigherThresholds() async throws {
    // One hand stops near 38 % (SecretOfferSceneTests), two near 60 %, three near 71 %.
    let sessions = [
      try Self.pull(hands: 1, name: "one"), try Self.pull(hands: 2, name: "two"),
      try Self.pull(hands: 3, name: "three"),
    ]
    let sweep = try FeelSweep(
      sceneID: SecretOfferScene.id, vary: ["openProgress=0.3,0.5,0.65,0.95"],
      registry: Self.registry)
    let points = await sweep.run(sessions, workers: 2)
    #expect(points.map(\.reached) == [3, 2, 1, 0])
    #expect(points.map(\.sessions) == [3, 3, 3, 3])
    #expect(points[2].reachedBySession == [false, false, true])
    // Opening plays the three success transients; a pull that never opens plays none.
    #expect(points[0].hapticEventsByType.transient == 9)
    #expect(points[3].hapticEventsByType.transient == 0)
    let time = try #require(points[2].timeToOutcome)
    #expect(time.median > 0 && time.median < 0.5)
  }

  @Test func measuringOneSessionAtAPointIsWhatTheRunCounts() async throws {
    let sessions = [try Self.pull(hands: 2, name: "two"), try Self.pull(hands: 3, name: "three")]
    let sweep = try FeelSweep(
      sceneID: SecretOfferScene.id, vary: ["openProgress=0.5,0.65"], registry: Self.registry)
    let points = await sweep.run(sessions, workers: 1)
    // Two hands reach about 60 %: open at 0.5, not at 0.65; three open at both.
    let reached = try (0..<2).map { point in
      try sessions.map { try #require(sweep.measure($0, atPoint: point)).reached }
    }
    #expect(reached == [[true, true], [false, true]])
    #expect(reached == points.map(\.reachedBySession))
    let transients = try sessions.map {
      try #require(sweep.measure($0, atPoint: 0)).transients
    }
    #expect(transients.reduce(0, +) == points[0].hapticEventsByType.transient)
    #expect(transients.allSatisfy { $0 >= 3 })  // both open, with the three success transients
    #expect(sweep.measure(sessions[0], atPoint: 2) == nil)
    #expect(sweep.measure(sessions[0], atPoint: -1) == nil)
  }

  @Test func failingSessionIsCountedAndNamedNotTheEnd() async throws {
    var broken = try Self.pull(hands: 4, name: "broken")
    broken.configuration = #"{"regularCardCount":"three"}"#
    let sessions = [try Self.pull(hands: 4, name: "fine"), broken]
    let sweep = try FeelSweep(
      sceneID: SecretOfferScene.id, vary: ["openProgress=0.7"], registry: Self.registry)
    let points = await sweep.run(sessions, workers: 1)
    #expect(points[0].sessions == 1)
    #expect(points[0].reached == 1)
    #expect(points[0].failures.map(\.name) == ["broken"])
    #expect(points[0].failures[0].reason.contains("regularCardCount"))
  }

  @Test func resultsAreTheSameBytesWithOneOrManyWorkers() async throws {
    let sessions = try (1...4).map { try Self.pull(hands: $0, name: "pull-\($0)") }
    let sweep = try FeelSweep(
      sceneID: SecretOfferScene.id,
      vary: ["openProgress=0.5...0.9/0.1", "pullStartProgress=0.1,0.3"], registry: Self.registry)
    let names = sessions.map(\.name)
    let one = SweepResult(
      sweep: sweep, sessionNames: names, points: await sweep.run(sessions, workers: 1))
    let many = SweepResult(
      sweep: sweep, sessionNames: names, points: await sweep.run(sessions, workers: 7))
    #expect(one.json == many.json)
    #expect(one.csv == many.csv)
    #expect(one.points.count == 10)
    // Sharded halves hold the same point lines as the whole.
    let odd = await sweep.run(sessions, points: sweep.points(inShard: 2, of: 2), workers: 3)
    #expect(odd.map(\.index) == [1, 3, 5, 7, 9])
    #expect(odd == one.points.filter { $0.index % 2 == 1 })
  }

  @Test func leavingOutScrollEventsChangesNothingElse() throws {
    // A sweep's replays keep no scroll events: it measures only haptics and scene events, so
    // the rest of the output must be exactly what a full replay emits.
    let session = try Self.pull(hands: 3, name: "three")
    var configuration = SecretOfferScene.Configuration()
    configuration.openProgress = 0.65
    var replayer = Replayer(configuration: .init(layoutSampling: .never, sessionEnd: session.end))
    replayer.configuration.settleLimit = .seconds(10)
    var fullScene = try SecretOfferScene(device: .iPhone15Pro, configuration: configuration)
    let full = try replayer.run(&fullScene, inputs: session.inputs).output
    var measuredScene = try SecretOfferScene(device: .iPhone15Pro, configuration: configuration)
    var measured = SceneOutput()
    measured.keepsScrollEvents = false
    let kept = try replayer.run(&measuredScene, inputs: session.inputs, into: &measured).output
    let others = full.entries.filter { if case .scroll = $0 { false } else { true } }
    #expect(full.entries.count - others.count > 500)  // the drags' and settlings' didScroll
    #expect(kept.entries == others)
    // What the sweep counts at that point is what the full replay played.
    let sweep = try FeelSweep(
      sceneID: SecretOfferScene.id, vary: ["openProgress=0.65"], registry: Self.registry)
    let measures = try #require(sweep.measure(session, atPoint: 0))
    let transients = others.filter {
      if case .haptic(.transient) = $0 { true } else { false }
    }
    let continuous = others.filter {
      if case .haptic(.continuous) = $0 { true } else { false }
    }
    #expect(measures.reached)
    #expect(measures.transients == transients.count)
    #expect(measures.continuous == continuous.count)
    #expect(measures.transients >= 3)
  }

  @Test func sharingTheLeadInChangesNoMeasure() async throws {
    // Four pulls share two flings and a first hand; a fifth has its own configuration, so it
    // is replayed in its own batch.
    var sessions = try (1...4).map { try Self.pull(hands: $0, name: "pull-\($0)") }
    var other = try Self.pull(hands: 3, name: "other")
    other.configuration = #"{"pullStartProgress":0.2}"#
    sessions.append(other)
    let shared = try FeelSweep(
      sceneID: SecretOfferScene.id, vary: ["openProgress=0.5...0.9/0.1"], registry: Self.registry)
    var alone = shared
    alone.sharesLeadIn = false
    let names = sessions.map(\.name)
    for workers in [1, 2] {
      let fast = SweepResult(
        sweep: shared, sessionNames: names, points: await shared.run(sessions, workers: workers))
      let slow = SweepResult(
        sweep: alone, sessionNames: names, points: await alone.run(sessions, workers: workers))
      #expect(fast.json == slow.json)
      // Two hands stop near 60 %; at 0.7 only the four-hand pull opens.
      #expect(fast.points.map(\.reached) == [4, 3, 1, 0, 0])
    }
    let points = Array(0..<5)
    let measured = try #require(shared.measure(sessions, atPoints: points))
    #expect(measured == alone.measure(sessions, atPoints: points))
    for point in points {
      let one = try sessions.map { try #require(shared.measure($0, atPoint: point)) }
      #expect(measured[point] == one)
    }
    #expect(shared.measure(sessions, atPoints: [0, 5]) == nil)
    // The four pulls were one batch, paused after the flings and the first hand's drag.
    let batches = SweepBatch.batches(of: sessions, size: 64, sharesLeadIn: true)
    #expect(batches.map(\.sessions) == [[0, 1, 2, 3], [4]])
    let pause = try #require(batches[0].pause)
    #expect(pause.inputCount > 100)
    #expect(pause.time.seconds > 10)  // two flings 3.5 s and 5 s apart, then a 0.5 s drag
    #expect(batches[1].pause == nil)
  }
}
