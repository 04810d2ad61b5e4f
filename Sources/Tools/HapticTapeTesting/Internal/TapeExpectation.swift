import Foundation
import Replay
import Scenes
import Tape
import TouchInput
import TouchModel

/// One `expectReplay` call: finds the tape and its script, records or replays as the mode says,
/// and returns what happened for the caller to report.
struct TapeExpectation<S: HapticScene> {
  /// What one call came to.
  enum Outcome {
    /// The replay matches the recording.
    case matched
    /// The tape was written (it was missing or held no outputs, or the mode is `all`).
    case recorded(summary: String)
    /// The replay differs; `actual` is the replayed tape's bytes, `rewritten` whether the tape
    /// was re-recorded (mode `failed`).
    case diverged(TraceDiff.Report, actual: [UInt8], rewritten: Bool)
  }

  /// What a call reports to its test framework.
  enum Finding {
    /// Worth knowing, not a failure: a tape was recorded.
    case warning(String)
    /// The test fails with `message`; `attachment` is the replayed tape to keep.
    case failure(String, attachment: (name: String, bytes: [UInt8])?)
  }

  /// Checks the tape at `path` (relative to the folder of `filePath`, or absolute) in the
  /// record mode `record`, else `HAPTICTAPE_RECORD`, else `never` under CI and `missing`
  /// otherwise; `nil` when it matches.
  static func check(
    _ path: String, from filePath: String, configuration: S.Configuration, device: DeviceProfile,
    tolerance: TraceTolerance?, record: RecordMode?
  ) -> Finding? {
    let mode: RecordMode
    do {
      mode = try record ?? RecordMode.resolved(environment: ProcessInfo.processInfo.environment)
    } catch {
      return .failure("\(error)", attachment: nil)
    }
    let tape =
      path.hasPrefix("/")
      ? URL(fileURLWithPath: path)
      : URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(path)
    let expectation = TapeExpectation(
      tape: tape.standardizedFileURL, displayPath: path, configuration: configuration,
      device: device, tolerance: tolerance, mode: mode)
    let outcome: Outcome
    do {
      // A trap in the screen's own code still ends the test process, but names the tape and
      // the moment on standard error first.
      outcome = try ReplayCrashContext.replaying("\(path) on the scene '\(S.id)'") {
        try expectation.run()
      }
    } catch let failure as Failure {
      return .failure(failure.description, attachment: nil)
    } catch {
      return .failure("\(path): \(error)", attachment: nil)
    }
    switch outcome {
    case .matched:
      return nil
    case .recorded(let summary):
      return .warning(summary)
    case .diverged(let report, let actual, let rewritten):
      let name = tape.deletingPathExtension().lastPathComponent + ".actual.htape"
      let count = report.divergenceCount
      var message = "\(path): \(count) divergence\(count == 1 ? "" : "s")\n\(report)\n"
      message +=
        rewritten
        ? "re-recorded \(path) (record mode 'failed'); review the change and commit it"
        : "the replayed tape is attached as \(name); if the change is intended, re-record with "
          + "\(RecordMode.environmentVariable)=failed"
      return .failure(message, attachment: (name, actual))
    }
  }

  /// Why a call could not compare at all.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The tape, absolute.
  var tape: URL
  /// The tape's path as the caller wrote it, for messages.
  var displayPath: String
  var configuration: S.Configuration
  var device: DeviceProfile
  /// The tolerance the call gives; when `nil`, the tape's own (its header metadata), else the
  /// default.
  var tolerance: TraceTolerance?
  var mode: RecordMode

  /// The `.gesture` script beside the tape (`pull.htape` → `pull.gesture`).
  var script: URL { tape.deletingPathExtension().appendingPathExtension("gesture") }

  func run() throws -> Outcome {
    let fileManager = FileManager.default
    guard fileManager.fileExists(atPath: tape.path) else {
      guard fileManager.fileExists(atPath: script.path) else {
        throw Failure(
          description: "\(displayPath): no tape, and no gesture script at \(script.path) to record "
            + "it from; write the script (one statement a line: touch, drag, fling, tap, wait…) and run the test again"
        )
      }
      guard mode != .never else {
        throw Failure(
          description: "\(displayPath): no tape, and the record mode is 'never' (CI is set or "
            + "\(RecordMode.environmentVariable)=never); record it locally from \(script.lastPathComponent) "
            + "with \(RecordMode.environmentVariable)=missing and commit it")
      }
      return .recorded(
        summary: try write(
          try recordFromScript(device: device, tolerance: tolerance), reason: "recorded"))
    }
    let recorded: RecordedTape
    do {
      recorded = try TapeReader.read(contentsOf: tape.path)
    } catch {
      throw Failure(description: "\(displayPath): \(error)")
    }
    if let recovery = recorded.recoveries.first {
      throw Failure(
        description:
          "\(displayPath): damaged tape: \(recovery); re-record it with \(RecordMode.environmentVariable)=all"
      )
    }
    let hasOutputs = recorded.events.contains { !$0.kind.isInput }
    if mode == .all || (mode == .missing && !hasOutputs) {
      return .recorded(summary: try write(try rerecord(recorded), reason: "re-recorded"))
    }
    let verdict = try Session.replay(
      recorded, on: S.self, configuration: configuration,
      tolerance: tolerance ?? TraceTolerance(metadata: recorded.header.metadata) ?? .default)
    guard let report = verdict.report else { return .matched }
    let actual = try Session.rerecord(recorded, on: S.self, configuration: configuration)
    var rewritten = false
    if mode == .failed {
      _ = try write(try rerecord(recorded), reason: "re-recorded")
      rewritten = true
    }
    return .diverged(report, actual: try Self.bytes(of: actual), rewritten: rewritten)
  }

  /// A new recording: from the script when there is one, else the tape's inputs replayed.
  private func rerecord(_ recorded: RecordedTape) throws -> Session.Recording {
    if FileManager.default.fileExists(atPath: script.path) {
      return try recordFromScript(
        device: recorded.header.device,
        tolerance: tolerance ?? TraceTolerance(metadata: recorded.header.metadata))
    }
    return try Session.rerecord(recorded, on: S.self, configuration: configuration)
  }

  /// A recording from the script on `device`, storing `tolerance` in its header when given.
  private func recordFromScript(device: DeviceProfile, tolerance: TraceTolerance?) throws
    -> Session.Recording
  {
    let text: String
    do {
      text = try String(contentsOf: script, encoding: .utf8)
    } catch {
      throw Failure(description: "\(script.path): cannot read the script as UTF-8 text: \(error)")
    }
    let gestures: GestureScript
    do {
      gestures = try GestureScript(parsing: text)
    } catch {
      throw Failure(description: "\(script.path):\(error)")
    }
    do {
      // Statements that name an element (`tap item 3 in strip`) are found in the scene's layout.
      return try Session.record(
        scene: S.self, configuration: configuration, device: device, script: gestures,
        metadata: (tolerance?.metadata ?? [:]).merging(["script": script.lastPathComponent]) { $1 })
    } catch let error as GestureScriptError {
      throw Failure(description: "\(script.path):\(error)")
    } catch let error as SceneError {
      // A command the scene rejects is reported at the script line that issued it.
      let location = error.commandIndex.flatMap { gestures.location(ofCommand: $0) }
      throw Failure(
        description: "\(script.path)\(location.map { ":\($0)" } ?? ""): \(error.message)")
    }
  }

  /// Writes `recording` over the tape (a whole file at once) and describes it.
  private func write(_ recording: Session.Recording, reason: String) throws -> String {
    try FileManager.default.createDirectory(
      at: tape.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(try Self.bytes(of: recording)).write(to: tape, options: .atomic)
    let inputs = recording.events.filter { $0.kind.isInput }.count
    let source =
      FileManager.default.fileExists(atPath: script.path)
      ? "from \(script.lastPathComponent)" : "from its inputs"
    return
      "\(displayPath): \(reason) \(source) (\(inputs) inputs, \(recording.events.count - inputs) outputs); "
      + "review the tape and commit it"
  }

  /// The `.htape` bytes of `recording`.
  static func bytes(of recording: Session.Recording) throws -> [UInt8] {
    var writer = TapeWriter(header: recording.header)
    try writer.append(contentsOf: recording.events)
    try writer.finish()
    return writer.bytes
  }
}
