import TouchCore
import TouchModel

/// One event on a tape, in time order: an input (touch sample or command) or an output record.
public enum TapeEvent: Hashable, Sendable {
  /// A finger sample (input).
  case touch(TouchSample)
  /// A scene command (input).
  case command(SceneCommand)
  /// An output record (scroll, haptic, scene or layout).
  case record(TapeRecord)

  /// The event's kind.
  public var kind: TapeEventKind {
    switch self {
    case .touch: .touch
    case .command: .command
    case .record(let record): record.kind
    }
  }

  /// When the event happened.
  public var timestamp: Timestamp {
    switch self {
    case .touch(let sample): sample.timestamp
    case .command(let command): command.timestamp
    case .record(let record): record.timestamp
    }
  }
}
