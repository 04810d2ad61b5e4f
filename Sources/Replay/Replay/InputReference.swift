import Tape
import TouchCore
import TouchModel

/// An input event named for a report: "touch #61 moved to (212.3, 401.0)".
public struct InputReference: Hashable, Sendable, CustomStringConvertible {
  /// The input event.
  public var event: TapeEvent
  /// Its 1-based position among the tape's inputs of the same kind.
  public var ordinal: Int

  /// The last input at or before `time` among `events`, or `nil` when none precedes it.
  static func last(before time: Timestamp, in events: [TapeEvent]) -> InputReference? {
    var found: InputReference?
    var touches = 0
    var commands = 0
    for event in events {
      guard event.timestamp <= time else { break }
      switch event {
      case .touch:
        touches += 1
        found = InputReference(event: event, ordinal: touches)
      case .command:
        commands += 1
        found = InputReference(event: event, ordinal: commands)
      case .record:
        continue
      }
    }
    return found
  }

  public var description: String {
    switch event {
    case .touch(let sample):
      let verb: String =
        switch sample.phase {
        case .began: "began at"
        case .moved: "moved to"
        case .stationary: "held at"
        case .ended: "ended at"
        case .cancelled: "cancelled at"
        }
      return "touch #\(ordinal) (finger \(sample.id.rawValue)) \(verb) "
        + "(\(RecordFormatter.number(sample.location.x, decimals: 1)), "
        + "\(RecordFormatter.number(sample.location.y, decimals: 1)))"
    case .command(let command):
      return "command #\(ordinal) '\(command.name)'"
    case .record(let record):
      return "\(record.kind.name) \(record.name)"
    }
  }
}
