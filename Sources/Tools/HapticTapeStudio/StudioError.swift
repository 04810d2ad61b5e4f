/// A request the studio refuses: a malformed or out-of-range WebSocket message, a bad recording
/// name, a file that exists.
///
/// The page shows ``message``; the session goes on.
public struct StudioError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure, an open set of codes.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Wrapped: Hashable, Sendable {
      case messageTooLarge, malformedMessage, invalidPointerEvent, invalidName, fileExists,
        noSession,
        nothingRecorded, fileSystem, sessionLimit
    }
    private var wrapped: Wrapped

    /// The message is longer than ``StudioMessage/maximumBytes``.
    public static var messageTooLarge: Self { Self(wrapped: .messageTooLarge) }
    /// The message is not JSON of a known type with the fields it needs.
    public static var malformedMessage: Self { Self(wrapped: .malformedMessage) }
    /// A pointer event with a non-finite number, an unknown phase, a time before the pointer's
    /// previous event, a position off the screen or a move before the pointer went down.
    public static var invalidPointerEvent: Self { Self(wrapped: .invalidPointerEvent) }
    /// A recording name that is empty, too long, or not plain letters, digits, `-`, `_` and `.`.
    public static var invalidName: Self { Self(wrapped: .invalidName) }
    /// The recording exists and overwriting it was not confirmed.
    public static var fileExists: Self { Self(wrapped: .fileExists) }
    /// Pointer events or a save before a scene was started.
    public static var noSession: Self { Self(wrapped: .noSession) }
    /// A save with no touches recorded.
    public static var nothingRecorded: Self { Self(wrapped: .nothingRecorded) }
    /// Reading or writing the recordings directory failed.
    public static var fileSystem: Self { Self(wrapped: .fileSystem) }
    /// A pointer event past the session's limits: ``LiveSession/maximumEvents`` or
    /// ``LiveSession/maximumDuration``.
    public static var sessionLimit: Self { Self(wrapped: .sessionLimit) }

    public var description: String {
      switch wrapped {
      case .messageTooLarge: "message too large"
      case .malformedMessage: "malformed message"
      case .invalidPointerEvent: "invalid pointer event"
      case .invalidName: "invalid name"
      case .fileExists: "file exists"
      case .noSession: "no session"
      case .nothingRecorded: "nothing recorded"
      case .fileSystem: "file system"
      case .sessionLimit: "session limit"
      }
    }
  }

  /// What went wrong.
  public var code: Code
  /// What the page shows: what was wrong and what to do.
  public var message: String

  /// Creates an error.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  public var description: String { "\(code): \(message)" }
}
