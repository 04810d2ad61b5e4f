import Scenes
import Tape
import TouchCore
import TouchInput
import TouchModel

/// Records and replays whole sessions: the bridge between scenes and tapes.
///
/// Recording quantizes the inputs to the tape's grids *before* running the scene, so the outputs
/// stored are exactly what a later replay of the stored inputs produces: record → replay is
/// bit-exact on the same build.
///
/// ```swift
/// import SeedScenes
///
/// let text = "touch 1 at 300,400\ndrag 1 to 80,400 in 0.2s\nlift 1\nwait 1s"
/// let timeline = try GestureScript(parsing: text).render(on: .iPhone15Pro)
/// let recording = try Session.record(scene: CubeScene.self, device: .iPhone15Pro, inputs: timeline.inputs)
/// let tape = RecordedTape(header: recording.header, events: recording.events)
/// let verdict = try Session.replay(tape, registry: .builtIn)   // verdict.report == nil
/// ```
///
/// A tape names its scene by identifier; replaying it looks the identifier up in the
/// ``Scenes/SceneRegistry`` passed, so an app's own scene types replay like the built-in ones.
public enum Session {
  /// A recorded session: the tape's header and events, inputs and outputs interleaved in time.
  public struct Recording: Sendable {
    /// The header to write.
    public var header: TapeHeader
    /// Inputs and outputs in time order (inputs first at equal times).
    public var events: [TapeEvent]
    /// How the replay ended.
    public var settled: Bool
    /// How many frames were stepped.
    public var frameCount: Int
  }

  /// Runs a new `scene` with `configuration` on `inputs` and returns the tape to write.
  ///
  /// The header stores the configuration's *overrides*: the properties whose encoded value
  /// differs from the scene's default configuration.
  ///
  /// ```swift
  /// import SeedScenes
  ///
  /// let script = try GestureScript(parsing: "touch 1 at 300,400\ndrag 1 to 80,400 in 0.2s\nlift 1")
  /// var configuration = CubeScene.Configuration()
  /// configuration.initialPage = 2
  /// let recording = try Session.record(
  ///   scene: CubeScene.self, configuration: configuration, device: .iPhone15Pro,
  ///   inputs: try script.render(on: .iPhone15Pro).inputs)
  /// ```
  ///
  /// - Parameters:
  ///   - scene: The scene type; its ``Scenes/HapticScene/id`` goes into the header.
  ///   - configuration: The scene's configuration; the default configuration when omitted.
  ///   - device: The device profile.
  ///   - inputs: Touches and commands in time order.
  ///   - end: When the session ends, if later than its last input (a rendered script's
  ///     ``TouchInput/GestureTimeline/end``, after a trailing `wait`): the scene runs until then
  ///     or until rest, whichever is later, and the header keeps it for replays
  ///     (``sessionEndMetadataKey``).
  ///   - metadata: Free header metadata.
  ///   - writerVersion: The recording tool's version.
  ///   - replayer: The frame clock's parameters.
  /// - Throws: ``Scenes/SceneError`` when the scene cannot be created or rejects a command,
  ///   ``Tape/TapeError`` for an input the tape cannot hold (non-finite, for example).
  public static func record<S: HapticScene>(
    scene: S.Type, configuration: S.Configuration = S.Configuration(), device: DeviceProfile,
    inputs: [GestureTimeline.Input], end: Timestamp? = nil, metadata: [String: String] = [:],
    writerVersion: String = TapeHeader.currentWriterVersion, replayer: Replayer = Replayer()
  ) throws -> Recording {
    try record(
      sceneID: S.id, registry: [scene],
      configuration: try SceneConfigurationJSON.overrides(of: configuration), device: device,
      inputs: inputs, end: end, metadata: metadata, writerVersion: writerVersion,
      replayer: replayer)
  }

  /// Runs the scene `sceneID` on `inputs` with configuration overrides given as JSON (the
  /// command line's `--config`) and returns the tape to write.
  /// - Parameters:
  ///   - sceneID: A scene in `registry`.
  ///   - registry: The scenes to look `sceneID` up in.
  ///   - configuration: JSON overriding the scene's defaults (`{}` for none).
  ///   - device: The device profile.
  ///   - inputs: Touches and commands in time order.
  ///   - end: When the session ends, if later than its last input.
  ///   - metadata: Free header metadata.
  ///   - writerVersion: The recording tool's version.
  ///   - replayer: The frame clock's parameters.
  /// - Throws: ``Scenes/SceneError`` or ``Tape/TapeError`` (non-finite input, for example).
  package static func record(
    sceneID: String, registry: SceneRegistry, configuration: String = "{}",
    device: DeviceProfile, inputs: [GestureTimeline.Input], end: Timestamp? = nil,
    metadata: [String: String] = [:], writerVersion: String = TapeHeader.currentWriterVersion,
    replayer: Replayer = Replayer()
  ) throws -> Recording {
    do {
      return try recording(
        sceneID: sceneID, registry: registry, configuration: configuration, device: device,
        inputs: inputs, end: end, metadata: metadata, writerVersion: writerVersion,
        replayer: replayer)
    } catch let stop as Stop {
      throw stop.error
    }
  }

  /// Records as ``record(sceneID:registry:configuration:device:inputs:end:metadata:writerVersion:replayer:)``
  /// does, except when the scene stops the session with an error part-way: then the recording is
  /// what it made until then (the inputs up to and including the one at the error's time, the
  /// outputs before it, the error in the header's ``stoppedMetadataKey``), returned with the
  /// error, so that nothing recorded is lost and the tape reproduces the stop.
  /// - Throws: ``Scenes/SceneError`` for a scene that cannot start (unknown, bad configuration),
  ///   ``Tape/TapeError`` for an input or output the tape cannot hold.
  package static func recordKeepingPartial(
    sceneID: String, registry: SceneRegistry, configuration: String = "{}",
    device: DeviceProfile, inputs: [GestureTimeline.Input], end: Timestamp? = nil,
    metadata: [String: String] = [:], writerVersion: String = TapeHeader.currentWriterVersion,
    replayer: Replayer = Replayer()
  ) throws -> (recording: Recording, stop: SceneError?) {
    do {
      let recording = try recording(
        sceneID: sceneID, registry: registry, configuration: configuration, device: device,
        inputs: inputs, end: end, metadata: metadata, writerVersion: writerVersion,
        replayer: replayer)
      return (recording, nil)
    } catch let stop as Stop {
      var header = stop.header
      header.sceneConfiguration = stop.configuration
      header.metadata[stoppedMetadataKey] = stop.error.message
      let kept = stop.inputs.filter { $0.timestamp <= stop.time }
      let records = try stop.output.quantizedRecords(to: header.grids).map(TapeEvent.record)
      let recording = Recording(
        header: header, events: interleave(inputs: kept, records: records), settled: false,
        frameCount: 0)
      return (recording, stop.error)
    }
  }

  /// The header metadata key a tape cut short by a scene's error holds that error's message in.
  public static let stoppedMetadataKey = "stopped"

  /// A scene that stopped a recording with an error part-way, and what was made before.
  struct Stop: Error {
    var error: SceneError
    /// When the scene stopped.
    var time: Timestamp
    /// The header and quantized inputs of the recording.
    var header: TapeHeader
    var inputs: [TapeEvent]
    /// The configuration overrides in canonical form.
    var configuration: String
    /// The outputs before the error.
    var output: SceneOutput
  }

  private static func recording(
    sceneID: String, registry: SceneRegistry, configuration: String, device: DeviceProfile,
    inputs: [GestureTimeline.Input], end: Timestamp?, metadata: [String: String],
    writerVersion: String, replayer: Replayer
  ) throws -> Recording {
    let type = try registry.scene(withID: sceneID)
    var header = recordingHeader(
      sceneID: sceneID, device: device, inputs: inputs, end: end, metadata: metadata,
      writerVersion: writerVersion)
    let replayer = replayer.ending(at: header)
    let tapeInputs = try quantized(inputs, to: header.grids)
    let run: Run
    do {
      run = try replay(
        type, configuration: configuration, device: device, inputs: tapeInputs,
        grids: header.grids, replayer: replayer, isRecording: true)
    } catch let stop as Stop {
      var stop = stop
      stop.header = header
      stop.inputs = tapeInputs
      throw stop
    }
    header.sceneConfiguration = run.configuration
    let records = run.trace.records.map(TapeEvent.record)
    return Recording(
      header: header, events: interleave(inputs: tapeInputs, records: records),
      settled: run.settled,
      frameCount: run.frameCount)
  }

  /// Replays a recorded tape's inputs and compares the outputs with the recorded ones.
  ///
  /// The scene is the `registry` type whose identifier the header names, created with the
  /// header's configuration overrides over the code's defaults.
  /// - Parameters:
  ///   - tape: The tape.
  ///   - registry: The scenes the tape may name; HapticTape's own five by default.
  ///   - tolerance: How far outputs may stray and still match.
  ///   - replayer: The frame clock's parameters.
  /// - Throws: ``Scenes/SceneError`` for a scene `registry` does not know (naming the known
  ///   ones) or a configuration the scene rejects (a configuration error's message starts with
  ///   `the tape's header:`).
  public static func replay(
    _ tape: RecordedTape, registry: SceneRegistry, tolerance: TraceTolerance = .default,
    replayer: Replayer = Replayer()
  ) throws -> Verdict {
    let type = try registry.scene(withID: tape.header.sceneID)
    // The tape's events as they are: the scene skips the recorded outputs, and a filtered copy
    // would copy, then free, every input; the outputs are checked against the records among them.
    let run = try fromHeader {
      try replay(
        type, configuration: tape.header.sceneConfiguration, device: tape.header.device,
        inputs: tape.events, grids: tape.header.grids, replayer: replayer.ending(at: tape.header),
        isRecording: false, expected: tape.events)
    }
    // Exactly the recorded outputs: nothing to compare within tolerances, nothing to report.
    guard !run.matchesExpected else {
      return Verdict(
        report: nil, recorded: tape.events, actual: nil, frameCount: run.frameCount,
        duration: run.end - .zero)
    }
    let expected = Trace(events: tape.events)
    let report = TraceDiff.compare(
      expected, run.trace, tolerance: tolerance, inputs: tape.events,
      frameRate: tape.header.device.frameRate)
    var verdict = Verdict(
      report: report, recorded: tape.events, actual: run.trace, frameCount: run.frameCount,
      duration: run.end - .zero)
    // Made for the comparison already: kept, so reading it does not make it again.
    verdict.expected = expected
    return verdict
  }

  /// Steps the tape's scene through its inputs on the frame clock without building or comparing
  /// a trace: the cost of the scene alone, for benchmarks.
  public static func stepScene(
    _ tape: RecordedTape, registry: SceneRegistry, replayer: Replayer = Replayer()
  ) throws -> Replayer.Outcome {
    let type = try registry.scene(withID: tape.header.sceneID)
    return try fromHeader {
      try type.stepSession(
        configuration: tape.header.sceneConfiguration, device: tape.header.device,
        inputs: tape.events, replayer: replayer.ending(at: tape.header))
    }
  }

  /// The tape's inputs with freshly replayed outputs (`replay --update`).
  /// - Throws: ``Scenes/SceneError`` for a scene `registry` does not know.
  public static func rerecord(
    _ tape: RecordedTape, registry: SceneRegistry, replayer: Replayer = Replayer()
  ) throws -> Recording {
    let type = try registry.scene(withID: tape.header.sceneID)
    let inputs = tape.events.filter { $0.kind.isInput }
    let run = try fromHeader {
      try replay(
        type, configuration: tape.header.sceneConfiguration, device: tape.header.device,
        inputs: inputs, grids: tape.header.grids, replayer: replayer.ending(at: tape.header),
        isRecording: true)
    }
    var header = tape.header
    header.sceneConfiguration = run.configuration
    return Recording(
      header: header,
      events: interleave(inputs: inputs, records: run.trace.records.map(TapeEvent.record)),
      settled: run.settled, frameCount: run.frameCount)
  }

  /// The header metadata key that holds a session's end, in microseconds, when it is later than
  /// the last input (a gesture script that ends with a `wait`); replays run the clock to it.
  public static let sessionEndMetadataKey = "session-end-us"

  struct Run {
    /// The configuration overrides in canonical form, as the header stores them.
    var configuration: String
    /// The outputs; empty when they were exactly the expected records (``matchesExpected``).
    var trace: Trace
    /// Whether the outputs were exactly the expected records given.
    var matchesExpected = false
    var settled: Bool
    var frameCount: Int
    var end: Timestamp
  }

  private static func replay(
    _ type: any HapticScene.Type, configuration: String, device: DeviceProfile, inputs: [TapeEvent],
    grids: TapeHeader.Grids, replayer: Replayer, isRecording: Bool, expected: [TapeEvent]? = nil
  ) throws -> Run {
    try type.runSession(
      configuration: configuration, device: device, inputs: inputs, grids: grids,
      replayer: replayer,
      isRecording: isRecording, expected: expected)
  }

  /// Runs `body`, attributing configuration errors to the tape's header, where the
  /// configuration came from.
  private static func fromHeader<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as SceneError where error.code == .invalidConfiguration {
      throw error.configuration(from: "the tape's header")
    }
  }

  /// Inputs and records merged by time, inputs first at equal times, each side in its order.
  static func interleave(inputs: [TapeEvent], records: [TapeEvent]) -> [TapeEvent] {
    var merged: [TapeEvent] = []
    merged.reserveCapacity(inputs.count + records.count)
    var i = 0
    var r = 0
    while i < inputs.count || r < records.count {
      if r == records.count || (i < inputs.count && inputs[i].timestamp <= records[r].timestamp) {
        merged.append(inputs[i])
        i += 1
      } else {
        merged.append(records[r])
        r += 1
      }
    }
    return merged
  }
}

// MARK: - Running a scene type

extension HapticScene {
  /// Replays `inputs` through a new scene of this type; opened from an existential scene type.
  ///
  /// With `expected` (a tape's events), outputs that are exactly the records among them, in order,
  /// make no records of their own: ``Session/Run/matchesExpected`` is set and the run's trace is
  /// empty. Otherwise the records are built from the outputs.
  static func runSession(
    configuration json: String, device: DeviceProfile, inputs: [TapeEvent],
    grids: TapeHeader.Grids, replayer: Replayer, isRecording: Bool, expected: [TapeEvent]? = nil
  ) throws -> Session.Run {
    var partial = SceneOutput()
    if let expected {
      // A replay that matches makes about as many outputs as the tape has records (a layout
      // sample makes one output for a record per element): room for them all at once, rather
      // than a copy of every output each time the list doubles.
      var records = 0
      for event in expected { if case .record = event { records += 1 } }
      partial.entries.reserveCapacity(records)
    }
    let outcome: Replayer.Outcome
    do {
      outcome = try stepSession(
        configuration: json, device: device, inputs: inputs, replayer: replayer, into: &partial)
    } catch let error as SceneError where isRecording && error.time != nil {
      // Stopped part-way: what the scene made so far goes with the error, for a partial tape.
      throw Session.Stop(
        error: error, time: error.time ?? .zero, header: TapeHeader(sceneID: id, device: device),
        inputs: inputs,
        configuration: try SceneConfigurationJSON.canonicalOverrides(json, as: Configuration.self),
        output: partial)
    }
    if !isRecording, let expected,
      outcome.output.exactlyMatches(expected, quantizedTo: grids)
    {
      return Session.Run(
        configuration: json, trace: Trace(), matchesExpected: true, settled: outcome.settled,
        frameCount: outcome.frameCount, end: outcome.endTime)
    }
    let records = try outcome.output.quantizedRecords(to: grids)
    return Session.Run(
      configuration: isRecording
        ? try SceneConfigurationJSON.canonicalOverrides(json, as: Configuration.self) : json,
      trace: Trace(records: records),
      settled: outcome.settled, frameCount: outcome.frameCount, end: outcome.endTime)
  }

  /// Replays `inputs` through a new scene of this type and returns what it produced.
  static func stepSession(
    configuration json: String, device: DeviceProfile, inputs: [TapeEvent], replayer: Replayer
  ) throws -> Replayer.Outcome {
    var output = SceneOutput()
    return try stepSession(
      configuration: json, device: device, inputs: inputs, replayer: replayer, into: &output)
  }

  /// Replays `inputs` as ``stepSession(configuration:device:inputs:replayer:)`` does, the outputs
  /// going into `output`, which keeps them when the scene stops with an error.
  static func stepSession(
    configuration json: String, device: DeviceProfile, inputs: [TapeEvent], replayer: Replayer,
    into output: inout SceneOutput
  ) throws -> Replayer.Outcome {
    let configuration = try SceneConfigurationJSON.decode(json, as: Configuration.self)
    var scene = try Self.checked(device: device, configuration: configuration)
    return try replayer.run(&scene, inputs: sceneInputs(of: inputs), into: &output)
  }
}

// MARK: - The session's end

extension Replayer {
  /// This replayer, running the clock at least to the session end `header` declares
  /// (``Session/sessionEndMetadataKey``); unchanged for a tape without one.
  package func ending(at header: TapeHeader) -> Replayer {
    guard let text = header.metadata[Session.sessionEndMetadataKey],
      let microseconds = Int64(text), microseconds > 0,
      microseconds <= Int64.max / 1_000
    else { return self }
    var replayer = self
    replayer.configuration.sessionEnd = max(
      replayer.configuration.sessionEnd, .microseconds(microseconds))
    return replayer
  }
}
