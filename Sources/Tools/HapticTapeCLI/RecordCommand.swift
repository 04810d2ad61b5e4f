import ArgumentParser
import HapticTape

/// `haptictape record --scene NAME --script FILE -o TAPE`: runs a scene on a gesture script and
/// writes the inputs and the outputs it produced.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Run a scene on a gesture script and write a tape of its inputs and outputs.",
    discussion: """
      The tape stores the touches and commands (quantized to the tape's grids first) and what \
      the scene produced: scroll events, haptic events, scene events and layout samples. \
      `haptictape replay TAPE` later checks that the scene still produces the same.
      """)

  @Option(help: "The scene to run (see `haptictape scenes`).")
  var scene: String

  @Option(help: "The gesture script to render.")
  var script: String

  @Option(name: .shortAndLong, help: "The tape to write: .htape (binary) or .jsonl (JSON Lines).")
  var output: String

  @Option(help: ArgumentHelp(stringLiteral: DeviceArgument.help))
  var device = DeviceProfile.iPhone15Pro.name

  @Option(
    help: "HapticScene configuration JSON overriding the defaults, e.g. '{\"style\":\"drum\"}'.")
  var config = "{}"

  @Option(
    parsing: .unconditional,
    help: "Add seeded human-like timestamp and position jitter with this seed.",
    transform: NumberOption.seed)
  var jitterSeed: UInt64?

  func run() throws {
    try runReportingFailures {
      let profile = try DeviceArgument.profile(named: device)
      var rendering = GestureRenderConfiguration()
      rendering.jitter = jitterSeed.map(GestureJitter.init(seed:))
      let gestures = try GestureScriptFile.load(script)
      let recording: Session.Recording
      do {
        // Statements that name an element (`tap item 3 in strip`) are found in the scene's
        // layout, so rendering builds the scene too.
        let timeline = try GestureScriptFile.render(
          gestures, from: script, on: profile, configuration: rendering, sceneID: scene,
          sceneConfiguration: config)
        if output.lowercased().hasSuffix(".htape") {
          // Written as the scene runs: memory stays flat however long the session is.
          try TapeFile.createFolder(containing: output)
          let streamed = try Session.record(
            streamingTo: output, partialPath: Self.partialPath(for: output), sceneID: scene,
            registry: HapticTapeCommand.registry, configuration: config, device: profile,
            inputs: timeline.inputs, end: timeline.end, metadata: ["script": script],
            writerVersion: HapticTapeVersion.current)
          if let stop = streamed.stop {
            throw Self.stopped(
              stop, in: gestures, path: script, summary: TapeFile.summary(of: streamed),
              partial: streamed.path)
          }
          print(TapeFile.summary(of: streamed))
          return
        }
        let result = try Session.recordKeepingPartial(
          sceneID: scene, registry: HapticTapeCommand.registry, configuration: config,
          device: profile, inputs: timeline.inputs, end: timeline.end,
          metadata: ["script": script], writerVersion: HapticTapeVersion.current)
        if let stop = result.stop {
          // Nothing recorded is lost: the session up to the stop goes beside the tape asked for
          // (which is left as it was), and replaying it reproduces the stop.
          let partial = Self.partialPath(for: output)
          try TapeFile.write(result.recording, to: partial)
          throw Self.stopped(
            stop, in: gestures, path: script,
            summary: TapeFile.summary(of: result.recording, path: partial), partial: partial)
        }
        recording = result.recording
      } catch let error as SceneError {
        throw Self.located(error, in: gestures, path: script)
      }
      try TapeFile.write(recording, to: output)
      print(TapeFile.summary(of: recording, path: output))
    }
  }

  /// The failure of a session the scene stopped part-way: the stop, blamed as ``located(_:in:path:)``
  /// blames it, then the `summary` of the partial tape written at `partial`.
  static func stopped(
    _ stop: SceneError, in script: GestureScript, path: String, summary: String, partial: String
  ) -> CommandFailure {
    CommandFailure(
      located(stop, in: script, path: path).description + "\n" + summary
        + " (recorded until the scene stopped; `haptictape replay \(partial)` repeats it)")
  }

  /// Where a session the scene stopped part-way is written: `NAME.partial.EXT` beside `output`.
  static func partialPath(for output: String) -> String {
    let name = output.lastIndex(of: "/").map { output.index(after: $0) } ?? output.startIndex
    guard let dot = output[name...].lastIndex(of: "."), dot > name else {
      return output + ".partial"
    }
    return output[..<dot] + ".partial" + output[dot...]
  }

  /// A scene's refusal, blamed on the option or script line at fault: `--scene` for an unknown
  /// scene, `--config` for a configuration, the script line that issued a rejected command.
  static func located(_ error: SceneError, in script: GestureScript, path: String) -> CommandFailure
  {
    if error.code == .unknownScene {
      return CommandFailure("--scene: \(error.message)")
    }
    if error.code == .invalidConfiguration {
      return CommandFailure(SceneErrorText.configuration(error.configuration(from: "--config")))
    }
    guard let index = error.commandIndex, let location = script.location(ofCommand: index) else {
      // Not a command: say when in the session the scene stopped.
      let when = error.time.map { " at t=\(RecordFormatter.number($0.seconds)) s" } ?? ""
      return CommandFailure("\(path): the scene stopped\(when): \(error.message)")
    }
    return CommandFailure("\(path):\(location.line):\(location.column): \(error.message)")
  }
}
