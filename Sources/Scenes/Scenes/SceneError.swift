import TouchCore

/// Why a scene cannot be created or cannot carry out a command.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure, an open set of codes.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Wrapped: Hashable, Sendable {
      case unknownScene, unknownCommand, invalidArgument, invalidConfiguration, invalidHaptic
      case hostedCode
    }
    private var wrapped: Wrapped

    /// No scene has this identifier.
    public static var unknownScene: Self { Self(wrapped: .unknownScene) }
    /// The scene has no such command.
    public static var unknownCommand: Self { Self(wrapped: .unknownCommand) }
    /// A command's arguments are missing, of the wrong type or out of range.
    public static var invalidArgument: Self { Self(wrapped: .invalidArgument) }
    /// The configuration cannot describe a screen.
    public static var invalidConfiguration: Self { Self(wrapped: .invalidConfiguration) }
    /// The scene made a haptic event Core Haptics would refuse (a value out of range, a time
    /// outside Core Haptics' range): the session stops there.
    public static var invalidHaptic: Self { Self(wrapped: .invalidHaptic) }
    /// A hosted app's own code did something UIKit would not survive or that cannot be replayed
    /// (a layout returning NaN frames, a delegate setting a NaN target, runaway timers): the
    /// message names the app's type and the call.
    public static var hostedCode: Self { Self(wrapped: .hostedCode) }

    public var description: String {
      switch wrapped {
      case .unknownScene: "unknown scene"
      case .unknownCommand: "unknown command"
      case .invalidArgument: "invalid argument"
      case .invalidConfiguration: "invalid configuration"
      case .invalidHaptic: "invalid haptic"
      case .hostedCode: "hosted code"
      }
    }
  }

  /// The kind of failure.
  public var code: Code
  /// What went wrong and what to do, in words.
  public var message: String
  /// For a rejected command, its position among the session's commands (0-based), so a tool can
  /// point at the script line that issued it.
  public var commandIndex: Int?
  /// For an ``Code/invalidConfiguration`` error, the configuration key at fault.
  public var configurationKey: String?
  /// For an error in the middle of a session, the session time of the input or display frame
  /// the scene was handling, so a tool can say where the session stopped.
  public var time: Timestamp?

  /// Creates an error.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The same error, saying where the configuration came from, such as `--config` or
  /// `the tape's header`: `--config: "pageCount" must be …`.
  public func configuration(from source: String) -> SceneError {
    var copy = self
    copy.message = "\(source): \(message)"
    return copy
  }

  public var description: String { message }
}
