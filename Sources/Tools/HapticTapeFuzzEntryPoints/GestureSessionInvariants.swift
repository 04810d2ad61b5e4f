import HapticTape
import SeedScenes

/// What every recorded session must satisfy, whatever the touches: finite outputs, haptics
/// within Core Haptics' ranges, scroll callbacks in UIKit's order, drags only under a finger,
/// the same outputs on a second run of the same inputs (so the same bytes: the replay, compared
/// exactly), and a replay that matches.
///
/// ```swift
/// import Testing
///
/// @Test func aDecodedSessionHoldsEveryInvariant() throws {
///   let session = FuzzGestureSession(decoding: [1, 0x40, 0x20, 0x80, 0x10, 0x33, 0x7f])
///   let problems = try GestureSessionInvariants.violations(of: session)
///   #expect(problems.isEmpty)
/// }
/// ```
public enum GestureSessionInvariants {
  /// The violations of `session`'s recording on a scene of `registry`, first ones first; empty
  /// when it holds them all.
  ///
  /// - Throws: `SceneError` when the scene refuses the configuration or a command (a
  ///   typed refusal, not a violation); any other error is itself a finding.
  public static func violations(
    of session: FuzzGestureSession, registry: SceneRegistry = .builtIn
  ) throws -> [String] {
    let recording: Session.Recording
    do {
      recording = try session.record(registry: registry)
    } catch let error as TapeError {
      // The inputs are finite and on the screen's scale: a value the tape cannot hold is an
      // output that is not finite.
      return ["an output the tape cannot hold: \(error)"]
    }
    var problems = violations(in: recording)
    let bytes = try encoded(recording)
    // The replay is the second run of the same inputs: a recording quantizes its inputs before
    // running them, and the tape holds exactly those. Its outputs are compared with the
    // recorded records exactly before any tolerance, so an exact verdict is what a second
    // recording with equal bytes would show, at the cost of one run instead of two (the writer
    // is a function of header and events). Doubles compare by value, so a zero whose sign alone
    // differs between the runs would pass: nothing in the engines (no clock, no unseeded
    // randomness) could make only a sign differ.
    let tape = try TapeReader.read(bytes: bytes)
    if tape.header != recording.header {
      problems.append("the tape's header does not read back as recorded")
    }
    let verdict = try Session.replay(tape, registry: registry)
    if let report = verdict.report {
      problems.append("the recorded tape does not replay to a match: \(report)")
    } else if !verdict.isExact {
      problems.append(
        "a second run of the same inputs gave different outputs (equal only within tolerance)")
    }
    return problems
  }

  /// The violations among `recording`'s outputs.
  public static func violations(in recording: Session.Recording) -> [String] {
    var problems: [String] = []
    var scrollOrder: [String: ScrollCallbackOrder] = [:]
    var fingersDown = Set<UInt32>()
    var previousTime = Timestamp.zero
    for event in recording.events {
      switch event {
      case .touch(let sample):
        switch sample.phase {
        case .began, .moved, .stationary: fingersDown.insert(sample.id.rawValue)
        case .ended, .cancelled: fingersDown.remove(sample.id.rawValue)
        }
      case .command: break
      case .record(let record):
        if record.timestamp < previousTime {
          problems.append(
            "\(describe(record)) comes after an output at \(previousTime.microseconds) µs")
        }
        previousTime = record.timestamp
        problems += fieldViolations(record)
        if record.kind == .scroll {
          var order = scrollOrder[record.stream, default: ScrollCallbackOrder()]
          if let problem = order.accept(record.name, record, isFingerDown: !fingersDown.isEmpty) {
            problems.append("\(describe(record)): \(problem)")
          }
          scrollOrder[record.stream] = order
        }
      }
    }
    return problems
  }

  /// Non-finite values, and haptic values outside Core Haptics' ranges.
  static func fieldViolations(_ record: TapeRecord) -> [String] {
    var problems: [String] = []
    for field in record.fields {
      switch field.value {
      case .position(let number), .scalar(let number):
        if !number.isFinite { problems.append("\(describe(record)): \(field.name) is \(number)") }
      case .duration(let amount):
        if amount.nanoseconds < 0 {
          problems.append("\(describe(record)): \(field.name) is negative")
        }
      case .integer, .flag, .symbol: break
      }
    }
    guard record.kind == .haptic else { return problems }
    for name in ["intensity", "sharpness"] {
      guard case .scalar(let value) = record[field: name] else { continue }
      if !(0...1).contains(value) {
        problems.append("\(describe(record)): \(name) \(value) is outside 0…1")
      }
    }
    if record.name == "continuous", case .duration(let duration) = record[field: "duration"],
      duration.nanoseconds <= 0
    {
      problems.append("\(describe(record)): a continuous event lasts \(duration.nanoseconds) ns")
    }
    return problems
  }

  static func describe(_ record: TapeRecord) -> String {
    "\(record.stream) \(record.name) at \(record.timestamp.microseconds) µs"
  }

  /// A tape of `recording` in memory.
  static func encoded(_ recording: Session.Recording) throws -> [UInt8] {
    try FuzzEntryPoints.tapeBytes(recording.events, header: recording.header)
  }
}
