import JSONCore
import Replay
import Scenes
import TouchCore
import TouchInput
import TouchModel

/// Replays a corpus of sessions under every point of a grid of configurations and measures, per
/// point, the share of sessions that reach a scene's outcome.
///
/// Only inputs are replayed: nothing is compared with recorded outputs, no record is written and
/// no layout sampled. A session that fails is counted and named in its point's
/// ``SweepPoint/failures``; it never ends the sweep. Results do not depend on the number of
/// workers: each (point, session) pair is replayed on its own and placed by index.
///
/// ```swift
/// import SeedScenes
///
/// let tape = try RecordedTape(contentsOf: "Recordings/secret-offer/pull-fail-release.htape")
/// let sessions = [SweepSession(name: "pull-fail-release", tape: tape)]
/// let sweep = try FeelSweep(
///   sceneID: "secret-offer", vary: ["openProgress=0.60...0.90/0.05"], registry: .builtIn)
/// let points = await sweep.run(sessions, workers: 4)
/// points.map(\.share)  // per configuration, the share of sessions that opened the offer
/// ```
public struct FeelSweep: Sendable {
  /// The most grid points a sweep may have.
  // source: ours — 10,000 points × 222 sessions is 2.2 M replays, an hour at today's speed; a
  // larger grid is a mistake in a step more often than a plan
  public static let maximumPointCount = 10_000

  /// The scene swept.
  public let sceneID: String
  /// The outcome counted.
  public let outcome: SceneOutcome
  /// The grid of configurations.
  public let grid: SweepGrid
  private let type: any HapticScene.Type
  private let overrides: [[(key: String, value: JSONValue)]]

  /// A sweep of `sceneID` over the axes `vary` (`KEY=LO...HI/STEP` or `KEY=V1,V2,…` each).
  ///
  /// - Parameters:
  ///   - sceneID: The scene, as `haptictape scenes` lists it.
  ///   - vary: The axes, each a key the scene declares with a domain; no key twice.
  ///   - outcome: An outcome's name, or a scene event's; `nil` for the scene's first outcome.
  ///   - registry: The scenes known.
  ///   - device: The device each point's whole configuration is checked on.
  /// - Throws: ``Scenes/SceneError`` naming the option and what to write.
  public init(
    sceneID: String, vary: [String], outcome: String? = nil, registry: SceneRegistry,
    device: DeviceProfile = .iPhone15Pro
  ) throws(SceneError) {
    let type = try registry.scene(withID: sceneID)
    self.type = type
    self.sceneID = sceneID
    if let outcome {
      self.outcome =
        type.outcomes.first { $0.name == outcome }
        ?? SceneOutcome(outcome, summary: "the scene event \"\(outcome)\" happened")
    } else {
      guard let first = type.outcomes.first else {
        throw SceneError(
          .invalidArgument,
          "--outcome: \(sceneID) declares no outcome; name the scene event to count, such as "
            + "--outcome EVENT")
      }
      self.outcome = first
    }
    guard !vary.isEmpty else {
      throw SceneError(
        .invalidArgument, "--vary: give at least one axis, such as --vary KEY=LO...HI/STEP")
    }
    let domains = type.sweepDomains()
    var axes: [SweepAxis] = []
    for text in vary {
      let axis = try SweepAxis(
        parsing: text, domains: domains, maximumValueCount: Self.maximumPointCount)
      guard !axes.contains(where: { $0.key == axis.key }) else {
        throw SweepAxis.error("--vary \(text): \"\(axis.key)\" is varied twice", key: axis.key)
      }
      axes.append(axis)
    }
    let grid = SweepGrid(axes: axes)
    guard grid.pointCount <= Self.maximumPointCount else {
      throw SceneError(
        .invalidArgument,
        "--vary: the grid has \(grid.pointCount == .max ? "too many" : "\(grid.pointCount)") "
          + "points, more than FeelSweep.maximumPointCount (\(Self.maximumPointCount)); use "
          + "fewer values or --shard")
    }
    self.grid = grid
    var overrides: [[(key: String, value: JSONValue)]] = []
    for index in 0..<grid.pointCount {
      let values = grid.values(at: index)
      let members = zip(axes, values).map { (key: $0.key, value: $1.jsonValue) }
      let json = SceneConfigurationJSON.serializationText(.object(members))
      do throws(SceneError) {
        try type.checkSweepConfiguration(json, device: device)
      } catch {
        let point = zip(axes, values).map { "\($0.key)=\($1.text)" }.joined(separator: " ")
        throw SweepAxis.error(
          "--vary: at \(point), \(error.message); keep the grid inside what the keys allow "
            + "together", key: error.configurationKey)
      }
      overrides.append(members)
    }
    self.overrides = overrides
  }

  /// The sweep's points that shard `shard` of `count` replays (1-based, dealt round-robin).
  public func points(inShard shard: Int, of count: Int) -> [Int] {
    guard count >= 1, (1...count).contains(shard) else { return [] }
    return (0..<grid.pointCount).filter { $0 % count == shard - 1 }
  }

  /// Replays every session at every point in `indices` (all points by default).
  ///
  /// - Parameters:
  ///   - sessions: The corpus, in the order results list them.
  ///   - indices: The grid points to replay, ascending.
  ///   - workers: How many replays run at once (at least 1).
  ///   - progress: Called after each replay with the number done and the total, from the
  ///     caller's task.
  ///   - isInterrupted: Asked before each replay starts; once it says `true`, no more start,
  ///     the running ones finish, and only the points whose every session was replayed are
  ///     returned.
  /// - Returns: The points, in `indices` order.
  public func run(
    _ sessions: [SweepSession], points indices: [Int]? = nil, workers: Int,
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in },
    isInterrupted: () -> Bool = { false }
  ) async -> [SweepPoint] {
    let indices = indices ?? Array(0..<grid.pointCount)
    let total = indices.count * sessions.count
    var measures = [SweepMeasures](repeating: SweepMeasures(), count: total)
    var isDone = [Bool](repeating: false, count: total)
    let type = type
    let overrides = overrides
    let event = outcome.event
    // Replays go out in chunks: a child task per replay would wake the parent after each one,
    // and on Linux that keeps the second core waiting.
    let chunk = max(1, min(16, total / max(workers, 1) / 4))
    await withTaskGroup(of: [(Int, SweepMeasures)].self) { group in
      var next = 0
      var done = 0
      func addChunk() {
        let first = next
        next = min(next + chunk, total)
        let last = next
        group.addTask {
          (first..<last).map { job in
            let point = indices[job / sessions.count]
            let session = sessions[job % sessions.count]
            return (
              job, Self.measure(session, type: type, overrides: overrides[point], event: event)
            )
          }
        }
      }
      var inFlight = 0
      while next < total, inFlight < max(workers, 1), !isInterrupted() {
        addChunk()
        inFlight += 1
      }
      while let results = await group.next() {
        for (job, measured) in results {
          measures[job] = measured
          isDone[job] = true
        }
        done += results.count
        progress(done, total)
        if next < total, !isInterrupted() { addChunk() }
      }
    }
    return points(
      sessions, indices: indices,
      measures: zip(measures, isDone).map { measure, done in done ? measure : nil })
  }

  /// The points of `indices` (every point when `nil`) from the measures of their replays, in
  /// the order ``run(_:points:workers:progress:isInterrupted:)`` makes them (point by point,
  /// each point's sessions in order); a point with a replay not measured (`nil`, an
  /// interrupted run) is left out.
  package func points(
    _ sessions: [SweepSession], indices: [Int]?, measures: [SweepMeasures?]
  ) -> [SweepPoint] {
    let indices = indices ?? Array(0..<grid.pointCount)
    let names = sessions.map(\.name)
    return indices.enumerated().compactMap { offset, index in
      let start = offset * sessions.count
      let slice = measures[start..<start + sessions.count]
      guard slice.allSatisfy({ $0 != nil }) else { return nil }
      return SweepPoint(
        index: index, values: grid.values(at: index), names: names,
        measures: slice.compactMap { $0 })
    }
  }

  /// The measures of replay `job` of a run of `indices` (every point when `nil`).
  ///
  /// Over `sessions`, a job is point `job / sessions.count`, session `job % sessions.count`, as
  /// ``points(_:indices:measures:)`` orders them. For worker processes that each take a range.
  package func measure(job: Int, of sessions: [SweepSession], indices: [Int]?) -> SweepMeasures {
    let point = indices.map { $0[job / sessions.count] } ?? job / sessions.count
    return Self.measure(
      sessions[job % sessions.count], type: type, overrides: overrides[point],
      event: outcome.event)
  }

  /// `session`'s own configuration with `overrides` over it, as JSON.
  static func configuration(
    of session: SweepSession, overrides: [(key: String, value: JSONValue)]
  ) throws -> String {
    var members = try SceneConfigurationJSON.overrides(session.configuration).members
    for (key, value) in overrides {
      if let index = members.firstIndex(where: { $0.key == key }) {
        members[index].value = value
      } else {
        members.append((key, value))
      }
    }
    return SceneConfigurationJSON.serializationText(.object(members))
  }

  /// `session` recorded at grid point `index` (its configuration with the point's values over
  /// it), outputs and layout samples included: what a report of the session at that point shows.
  /// - Throws: ``Scenes/SceneError`` when the scene stops the session, `TapeError` for an output
  ///   a tape cannot hold.
  package func recording(of session: SweepSession, atPoint index: Int) throws
    -> Session.Recording
  {
    let json = try Self.configuration(of: session, overrides: overrides[index])
    // A session holds touches and commands only (frames are the replayer's own).
    let inputs = session.inputs.compactMap { input -> GestureTimeline.Input? in
      switch input {
      case .touch(let sample): .touch(sample)
      case .command(let command): .command(command)
      case .frameTicked: nil
      }
    }
    return try Session.record(
      sceneID: sceneID, registry: [type], configuration: json, device: session.device,
      inputs: inputs, end: session.end > .zero ? session.end : nil,
      metadata: ["sweep-point": String(index)])
  }

  /// The scene type swept.
  package var sceneType: any HapticScene.Type { type }

  /// Replays `session` at grid point `index` on the caller's thread and measures it: what each
  /// replay of ``run(_:points:workers:progress:isInterrupted:)`` does, for callers that replay
  /// one session at a time (and profilers that cannot follow the concurrency pool's threads).
  ///
  /// - Returns: The measures, or `nil` when `index` is not a point of the grid.
  public func measure(_ session: SweepSession, atPoint index: Int) -> SweepMeasures? {
    guard overrides.indices.contains(index) else { return nil }
    return Self.measure(session, type: type, overrides: overrides[index], event: outcome.event)
  }

  /// Replays `session` with `overrides` over its own configuration and measures it.
  static func measure(
    _ session: SweepSession, type: any HapticScene.Type,
    overrides: [(key: String, value: JSONValue)], event: String
  ) -> SweepMeasures {
    do {
      let json = try configuration(of: session, overrides: overrides)
      var replayer = Replayer(configuration: .init(layoutSampling: .never, sessionEnd: session.end))
      replayer.configuration.settleLimit = .seconds(10)
      let output = try type.sweepOutput(
        configuration: json, device: session.device, inputs: session.inputs, replayer: replayer)
      return SweepMeasures(output: output, event: event, inputs: session.inputs)
    } catch let error as SceneError {
      var measures = SweepMeasures()
      measures.failure = error.message
      return measures
    } catch {
      var measures = SweepMeasures()
      measures.failure = "\(error)"
      return measures
    }
  }
}

// MARK: - Opening the scene type

extension HapticScene {
  /// The configuration keys and their domains.
  static func sweepDomains() -> [(key: String, domain: SceneConfigurationDomain?)] {
    Configuration.keys.map { ($0.name, $0.domain) }
  }

  /// Throws when `json` does not decode, or the configuration breaks a key's rule on `device`.
  static func checkSweepConfiguration(_ json: String, device: DeviceProfile) throws(SceneError) {
    let configuration: Configuration
    do {
      configuration = try SceneConfigurationJSON.decode(json, as: Configuration.self)
    } catch {
      throw error as? SceneError ?? SceneError(.invalidConfiguration, "\(error)")
    }
    try configuration.validate(on: device)
  }

  /// What the scene emits for `inputs` under `json`.
  static func sweepOutput(
    configuration json: String, device: DeviceProfile, inputs: [SceneInput], replayer: Replayer
  ) throws -> SceneOutput {
    let configuration = try SceneConfigurationJSON.decode(json, as: Configuration.self)
    var scene = try Self.checked(device: device, configuration: configuration)
    return try replayer.run(&scene, inputs: inputs).output
  }
}
