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
  ///   - progress: Called after each batch of replays with the number done and the total, from
  ///     the caller's task.
  ///   - isInterrupted: Asked before each batch starts; once it says `true`, no more start and
  ///     the running ones finish. Sessions are replayed a batch at a time at every point, so the
  ///     points returned are then over the sessions replayed at all of them, the first ones in
  ///     corpus order (none returned when no session was).
  /// - Returns: The points, in `indices` order.
  public func run(
    _ sessions: [SweepSession], points indices: [Int]? = nil, workers: Int,
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in },
    isInterrupted: () -> Bool = { false }
  ) async -> [SweepPoint] {
    let measures = await measures(
      sessions, points: indices, workers: workers, progress: progress,
      isInterrupted: isInterrupted)
    return points(names: sessions.map(\.name), indices: indices, measures: measures)
  }

  /// The measures of every session at every point in `indices` (all points by default).
  ///
  /// They are laid out session by session, each session's points in `indices` order; `nil` for
  /// a replay an interruption left unrun. What ``run(_:points:workers:progress:isInterrupted:)``
  /// counts, for callers that replay a corpus in blocks and join the measures
  /// (``points(names:indices:measures:)``).
  package func measures(
    _ sessions: [SweepSession], points indices: [Int]? = nil, workers: Int,
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in },
    isInterrupted: () -> Bool = { false }
  ) async -> [SweepMeasures?] {
    let indices = indices ?? Array(0..<grid.pointCount)
    let pointCount = indices.count
    let total = pointCount * sessions.count
    var measures = [SweepMeasures?](repeating: nil, count: total)
    let type = type
    let overrides = overrides
    let event = outcome.event
    let workers = max(workers, 1)
    // Batches as large as sharing a lead-in wants, whatever the number of workers: the lead-in
    // is replayed once per batch and point, so batches cut smaller for more workers replayed
    // it more often (two workers did 6 % more work than one). The workers are kept busy by
    // dealing each batch's points over several tasks instead, about eight tasks a worker, so
    // they finish together; a task per replay would also wake the parent after each one, and
    // on Linux that keeps the second core waiting. Tasks go batch by batch, so tasks running at
    // once mostly share a batch, and an interruption leaves the sessions of the batches done
    // measured at every point.
    let batches = batches(of: sessions, size: Self.maximumBatchSize)
    let chunks = min(pointCount, max(1, (workers * 8 - 1) / max(batches.count, 1) + 1))
    let tasks = batches.flatMap { batch in
      (0..<chunks).map { chunk in
        (batch, chunk * pointCount / chunks..<(chunk + 1) * pointCount / chunks)
      }
    }
    await withTaskGroup(of: [(Int, SweepMeasures)].self) { group in
      var next = 0
      var done = 0
      func addTask() {
        let (batch, offsets) = tasks[next]
        next += 1
        group.addTask {
          Self.measure(
            batch, of: sessions, at: indices, offsets: offsets, type: type,
            overrides: overrides, event: event)
        }
      }
      var inFlight = 0
      while next < tasks.count, inFlight < workers, !isInterrupted() {
        addTask()
        inFlight += 1
      }
      while let results = await group.next() {
        for (job, measured) in results { measures[job] = measured }
        done += results.count
        progress(done, total)
        if next < tasks.count, !isInterrupted() { addTask() }
      }
    }
    return measures
  }

  /// `sessions` in batches of at most `size`, sharing their lead-in when the scene's copies are
  /// independent.
  private func batches(of sessions: [SweepSession], size: Int) -> [SweepBatch] {
    SweepBatch.batches(
      of: sessions, size: size, sharesLeadIn: sharesLeadIn && type.copiesAreIndependent)
  }

  /// The measures of `batch`'s sessions (places in `sessions`) at the points of `indices` at
  /// `offsets` (every point when `nil`), each with its place in a run's measures: session by
  /// session, each session's points in `indices` order.
  static func measure(
    _ batch: SweepBatch, of sessions: [SweepSession], at indices: [Int],
    offsets: Range<Int>? = nil, type: any HapticScene.Type,
    overrides: [[(key: String, value: JSONValue)]], event: String
  ) -> [(Int, SweepMeasures)] {
    let members = batch.sessions.map { sessions[$0] }
    let offsets = offsets ?? indices.indices
    var results: [(Int, SweepMeasures)] = []
    results.reserveCapacity(members.count * offsets.count)
    for offset in offsets {
      let measured = measure(
        members, pause: batch.pause, type: type, overrides: overrides[indices[offset]],
        event: event)
      for (session, measures) in zip(batch.sessions, measured) {
        results.append((session * indices.count + offset, measures))
      }
    }
    return results
  }

  /// The most sessions one task replays from one lead-in.
  // source: ours — past 64 sessions the lead-in is under 2 % of a batch's replays even when it
  // is 90 % of each session, and a block of the command's 256 tapes still makes four batches
  static let maximumBatchSize = 64

  /// Whether ``run(_:points:workers:progress:isInterrupted:)`` replays a lead-in its sessions
  /// share once (for a scene whose copies are independent); `true` unless a test compares.
  package var sharesLeadIn = true

  /// The points of `indices` (every point when `nil`) from the measures of the sessions named
  /// `names`.
  ///
  /// `measures` are laid out as ``measures(_:points:workers:progress:isInterrupted:)`` makes
  /// them (session by session, each session's points in order). A session with a replay not
  /// measured (`nil`, or past the end of `measures`: an interrupted run) is left out of every
  /// point; with none left, there are no points.
  package func points(
    names: [String], indices: [Int]?, measures: [SweepMeasures?]
  ) -> [SweepPoint] {
    let indices = indices ?? Array(0..<grid.pointCount)
    let pointCount = indices.count
    let complete = Self.completeSessions(names.count, pointCount: pointCount, measures: measures)
    guard !complete.isEmpty else { return [] }
    let completeNames = complete.map { names[$0] }
    return indices.enumerated().map { offset, index in
      SweepPoint(
        index: index, values: grid.values(at: index), names: completeNames,
        measures: complete.map { measures[$0 * pointCount + offset] ?? SweepMeasures() })
    }
  }

  /// The sessions among the first `count` measured at each of their `pointCount` points in
  /// `measures` (laid out as ``measures(_:points:workers:progress:isInterrupted:)`` makes
  /// them): those the points of an interrupted run are over.
  package static func completeSessions(
    _ count: Int, pointCount: Int, measures: [SweepMeasures?]
  ) -> [Int] {
    (0..<count).filter { session in
      let start = session * pointCount
      return start + pointCount <= measures.count
        && measures[start..<start + pointCount].allSatisfy { $0 != nil }
    }
  }

  /// The measures of replay `job` of a run of `indices` (every point when `nil`).
  ///
  /// Over `sessions`, a job is session `job / pointCount`, point `job % pointCount`, as
  /// ``points(names:indices:measures:)`` orders them. For worker processes that each take a
  /// range.
  package func measure(job: Int, of sessions: [SweepSession], indices: [Int]?) -> SweepMeasures {
    let pointCount = max(1, indices?.count ?? grid.pointCount)
    let offset = job % pointCount
    let point = indices.map { $0[offset] } ?? offset
    return Self.measure(
      sessions[job / pointCount], type: type, overrides: overrides[point], event: outcome.event)
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

  /// Replays `sessions` at each grid point of `indices` on the caller's thread and measures
  /// them, as ``run(_:points:workers:progress:isInterrupted:)`` does: sessions that start alike
  /// share their lead-in's replay.
  ///
  /// - Returns: Per point of `indices`, the measures in `sessions` order; `nil` when an index is
  ///   not a point of the grid.
  public func measure(_ sessions: [SweepSession], atPoints indices: [Int]) -> [[SweepMeasures]]? {
    guard indices.allSatisfy({ overrides.indices.contains($0) }) else { return nil }
    var measures = [SweepMeasures](
      repeating: SweepMeasures(), count: sessions.count * indices.count)
    for batch in batches(of: sessions, size: Self.maximumBatchSize) {
      let measured = Self.measure(
        batch, of: sessions, at: indices, type: type, overrides: overrides,
        event: outcome.event)
      for (job, measure) in measured { measures[job] = measure }
    }
    return indices.indices.map { offset in
      sessions.indices.map { measures[$0 * indices.count + offset] }
    }
  }

  /// Replays `sessions` (one configuration and device) with `overrides` over their
  /// configuration and measures each; with `pause`, their shared lead-in is replayed once.
  static func measure(
    _ sessions: [SweepSession], pause: ReplayCursor.Pause?, type: any HapticScene.Type,
    overrides: [(key: String, value: JSONValue)], event: String
  ) -> [SweepMeasures] {
    guard let pause, let first = sessions.first else {
      return sessions.map { measure($0, type: type, overrides: overrides, event: event) }
    }
    let lead: SceneOutput
    let outputs: [Result<SceneOutput, any Error>]
    do {
      let json = try configuration(of: first, overrides: overrides)
      (lead, outputs) = try type.sweepOutputs(
        configuration: json, device: first.device, sessions: sessions, pause: pause,
        replayer: sweepReplayer(end: .zero))
    } catch {
      return sessions.map { _ in SweepMeasures(failure: error) }
    }
    // The lead-in's outputs are counted once: the inputs before them are every session's.
    var leadTally = SweepMeasures.Tally()
    leadTally.add(lead, event: event, inputs: first.inputs)
    return zip(sessions, outputs).map { session, output in
      switch output {
      case .success(let output):
        var tally = leadTally
        tally.add(output, event: event, inputs: session.inputs)
        return tally.measures
      case .failure(let error): return SweepMeasures(failure: error)
      }
    }
  }

  /// Replays `session` with `overrides` over its own configuration and measures it.
  static func measure(
    _ session: SweepSession, type: any HapticScene.Type,
    overrides: [(key: String, value: JSONValue)], event: String
  ) -> SweepMeasures {
    do {
      let json = try configuration(of: session, overrides: overrides)
      let output = try type.sweepOutput(
        configuration: json, device: session.device, inputs: session.inputs,
        replayer: sweepReplayer(end: session.end))
      return SweepMeasures(output: output, event: event, inputs: session.inputs)
    } catch {
      return SweepMeasures(failure: error)
    }
  }

  /// The replayer of a sweep's replays: no layout samples, a session ending at `end`.
  static func sweepReplayer(end: Timestamp) -> Replayer {
    var replayer = Replayer(configuration: .init(layoutSampling: .never, sessionEnd: end))
    replayer.configuration.settleLimit = .seconds(10)
    return replayer
  }
}

// MARK: - Opening the scene type

extension SceneOutput {
  /// An empty output for a sweep's replay: without scroll events, as ``SweepMeasures`` counts
  /// only haptics and scene events.
  static var measured: SceneOutput {
    var output = SceneOutput()
    output.keepsScrollEvents = false
    return output
  }
}

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
    var output = SceneOutput.measured
    return try replayer.run(&scene, inputs: inputs, into: &output).output
  }

  /// What the scene emits for each of `sessions` under `json`: their shared inputs up to
  /// `pause` replayed once by `replayer` (`lead`, what they emitted), each session continuing
  /// from a copy of the scene (`outputs`, what it emitted after `lead`).
  ///
  /// - Throws: The error of the shared part (every session's replay would have thrown it).
  static func sweepOutputs(
    configuration json: String, device: DeviceProfile, sessions: [SweepSession],
    pause: ReplayCursor.Pause, replayer: Replayer
  ) throws -> (lead: SceneOutput, outputs: [Result<SceneOutput, any Error>]) {
    let configuration = try SceneConfigurationJSON.decode(json, as: Configuration.self)
    var scene = try Self.checked(device: device, configuration: configuration)
    var cursor = ReplayCursor()
    var lead = SceneOutput.measured
    guard let first = sessions.first,
      try replayer.run(&scene, inputs: first.inputs, from: &cursor, into: &lead, pause: pause)
        == nil
    else {
      // The lead-in ended a session (it cannot, as each keeps an input of its own): replay
      // each alone.
      let outputs = sessions.map { session in
        Result(catching: {
          var replayer = replayer
          replayer.configuration.sessionEnd = session.end
          return try sweepOutput(
            configuration: json, device: device, inputs: session.inputs, replayer: replayer)
        })
      }
      return (SceneOutput(), outputs)
    }
    let outputs = sessions.map { session -> Result<SceneOutput, any Error> in
      var replayer = replayer
      replayer.configuration.sessionEnd = session.end
      var (copy, position, rest) = (scene, cursor, SceneOutput.measured)
      // The lead-in's outputs stay in `lead`, not copied into every session's.
      rest.entries.reserveCapacity(64)
      do {
        let outcome = try replayer.run(
          &copy, inputs: session.inputs, from: &position, into: &rest, pause: nil)
        return .success(outcome?.output ?? rest)
      } catch {
        return .failure(error)
      }
    }
    return (lead, outputs)
  }
}
