import Tape
import TouchCore

/// The first place a replayed stream departs from its recording.
public struct Divergence: Hashable, Sendable {
  /// The stream that diverged.
  public var stream: TraceStreamKey
  /// The position of the divergent event within its stream (0-based).
  public var index: Int
  /// The recorded event, or `nil` when the replay produced an extra event.
  public var expected: TapeRecord?
  /// The replayed event, or `nil` when the replay stopped short.
  public var actual: TapeRecord?
  /// What differs, in words.
  public var reason: String
  /// The recorded events just before the divergence, oldest first.
  public var context: [TapeRecord]
  /// The last input at or before the divergence, if any.
  public var trigger: InputReference?

  /// When the divergence happened: the recorded event's time, or the replayed one's if extra.
  public var time: Timestamp {
    expected?.timestamp ?? actual?.timestamp ?? .zero
  }
}
