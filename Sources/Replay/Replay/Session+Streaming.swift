import Scenes
import Tape
import TouchCore
import TouchInput
import TouchModel

// MARK: - Recording straight to a file

extension Session {
  /// Records as ``recordKeepingPartial(sceneID:registry:configuration:device:inputs:end:metadata:writerVersion:replayer:)``
  /// does, writing the `.htape` tape at `path` as the scene runs rather than keeping the session
  /// in memory: memory stays flat however long the session is, and the file holds the bytes
  /// the in-memory recording written with `writerConfiguration` would.
  ///
  /// Outputs are written once the clock is a second past them (``TapeStream``). When the scene
  /// stops the session part-way, `path` is left as it was and the session up to the stop goes
  /// to `partialPath`, the error in its header's ``stoppedMetadataKey``. A scene that dates an
  /// output more than a second before the frame that made it is recorded in memory and written
  /// the same way (``StreamedRecording/isStreamed`` is then `false`).
  ///
  /// - Parameters:
  ///   - path: The `.htape` file to write, replaced atomically once the session is written.
  ///   - partialPath: Where the session goes when the scene stops it part-way.
  ///   - sceneID: A scene in `registry`.
  ///   - registry: The scenes to look `sceneID` up in.
  ///   - configuration: JSON overriding the scene's defaults (`{}` for none).
  ///   - device: The device profile.
  ///   - inputs: Touches and commands in time order.
  ///   - end: When the session ends, if later than its last input.
  ///   - metadata: Free header metadata.
  ///   - writerVersion: The recording tool's version.
  ///   - replayer: The frame clock's parameters.
  ///   - writerConfiguration: How the writer chunks and compresses the events.
  ///   - replacesExisting: Whether a file already at `path` may be replaced; when `false` and
  ///     one exists the session is run and the write fails with ``Tape/AtomicFile/existsMessage``.
  /// - Returns: What was written, with the scene's error when it stopped the session.
  /// - Throws: ``Scenes/SceneError`` for a scene that cannot start, ``Tape/TapeError`` for an
  ///   input or output the tape cannot hold or a file that cannot be written; the file at
  ///   `path` is then left as it was.
  package static func record(
    streamingTo path: String, partialPath: String, sceneID: String, registry: SceneRegistry,
    configuration: String = "{}", device: DeviceProfile, inputs: [GestureTimeline.Input],
    end: Timestamp? = nil, metadata: [String: String] = [:],
    writerVersion: String = TapeHeader.currentWriterVersion, replayer: Replayer = Replayer(),
    writerConfiguration: TapeWriter.Configuration = .init(), replacesExisting: Bool = true
  ) throws -> StreamedRecording {
    let type = try registry.scene(withID: sceneID)
    let header = recordingHeader(
      sceneID: sceneID, device: device, inputs: inputs, end: end, metadata: metadata,
      writerVersion: writerVersion)
    let tapeInputs = try quantized(inputs, to: header.grids)
    let files = StreamFiles(
      path: path, partialPath: partialPath, configuration: writerConfiguration,
      replacesExisting: replacesExisting)
    if let streamed = try type.streamSession(
      configuration: configuration, device: device, inputs: tapeInputs, header: header,
      replayer: replayer.ending(at: header), files: files)
    {
      return streamed
    }
    // An output came too far out of order to stream: the same session, in memory.
    let result = try recordKeepingPartial(
      sceneID: sceneID, registry: registry, configuration: configuration, device: device,
      inputs: inputs, end: end, metadata: metadata, writerVersion: writerVersion,
      replayer: replayer)
    let target = result.stop == nil ? path : partialPath
    try RecordedTape(header: result.recording.header, events: result.recording.events).write(
      to: target, configuration: writerConfiguration,
      replacesExisting: result.stop == nil ? replacesExisting : true)
    return StreamedRecording(result.recording, stop: result.stop, path: target)
  }

  /// Where a streamed recording goes.
  struct StreamFiles {
    /// The tape.
    var path: String
    /// The tape of a session the scene stopped part-way.
    var partialPath: String
    /// How the writer chunks and compresses.
    var configuration: TapeWriter.Configuration
    /// Whether a file already at `path` may be replaced.
    var replacesExisting = true
  }

  /// The header of a new recording: `metadata` with the session's end when it is past the last
  /// input.
  static func recordingHeader(
    sceneID: String, device: DeviceProfile, inputs: [GestureTimeline.Input], end: Timestamp?,
    metadata: [String: String], writerVersion: String
  ) -> TapeHeader {
    var metadata = metadata
    metadata[sessionEndMetadataKey] = nil
    // Only an end past the last input is kept; on the tape's microsecond grid, as replays read it.
    if let end, end > (inputs.last?.timestamp ?? .zero) {
      metadata[sessionEndMetadataKey] = String(end.microseconds)
    }
    return TapeHeader(
      writerVersion: writerVersion, sceneID: sceneID, device: device, metadata: metadata)
  }

  /// `inputs` as tape events on `grids`.
  static func quantized(_ inputs: [GestureTimeline.Input], to grids: TapeHeader.Grids) throws
    -> [TapeEvent]
  {
    try inputs.map { input -> TapeEvent in
      switch input {
      case .touch(let sample): try TapeEvent.touch(sample).quantized(to: grids)
      case .command(let command): try TapeEvent.command(command).quantized(to: grids)
      }
    }
  }
}

// MARK: - Streaming a scene type

extension HapticScene {
  /// Runs a new scene of this type on `inputs`, writing the tape to `files` as it goes; opened
  /// from an existential scene type.
  ///
  /// - Returns: What was written, or `nil` when an output came too far out of order to stream
  ///   (nothing is then left behind).
  static func streamSession(
    configuration json: String, device: DeviceProfile, inputs: [TapeEvent], header: TapeHeader,
    replayer: Replayer, files: Session.StreamFiles
  ) throws -> Session.StreamedRecording? {
    let configuration = try SceneConfigurationJSON.decode(json, as: Configuration.self)
    var scene = try Self.checked(device: device, configuration: configuration)
    var header = header
    header.sceneConfiguration = try SceneConfigurationJSON.canonicalOverrides(
      json, as: Configuration.self)
    let sceneInputs = Self.sceneInputs(of: inputs)
    let stream = try TapeStream(
      path: files.path, header: header, inputs: inputs, configuration: files.configuration,
      replacesExisting: files.replacesExisting)
    var output = SceneOutput()
    let settled: Bool
    let frameCount: Int
    do {
      // The outcome (and its copy of the outputs) ends with this block, so the stream then
      // drains `output` in place.
      let outcome = try replayer.run(
        &scene, inputs: sceneInputs, into: &output, afterFrame: stream.frameEnded)
      settled = outcome.settled
      frameCount = outcome.frameCount
    } catch {
      guard let time = error.time else {
        stream.writer.discard()
        throw error
      }
      // Stopped part-way: the inputs up to the stop and every output before it, as
      // `recordKeepingPartial` keeps them, under a header that names the error.
      stream.finish(&output, inputsThrough: time)
      var stopped = header
      stopped.metadata[Session.stoppedMetadataKey] = error.message
      return try stream.rewrite(
        as: stopped, to: files, settled: false, frameCount: 0, stop: error)
    }
    stream.finish(&output)
    return try stream.seal(
      header: header, path: files.path, settled: settled, frameCount: frameCount)
  }

  /// The touches and commands of `inputs`, as the scene takes them.
  static func sceneInputs(of inputs: [TapeEvent]) -> [SceneInput] {
    // Counted, then filled: `compactMap` would grow its result as it goes.
    var inputCount = 0
    for index in inputs.indices where inputs[index].kind.isInput { inputCount += 1 }
    var sceneInputs: [SceneInput] = []
    sceneInputs.reserveCapacity(inputCount)
    for index in inputs.indices {
      switch inputs[index] {
      case .touch(let sample): sceneInputs.append(.touch(sample))
      case .command(let command): sceneInputs.append(.command(command))
      case .record: continue
      }
    }
    return sceneInputs
  }
}
