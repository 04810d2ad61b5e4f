import TouchCore
import TouchModel

/// A rendered gesture script: the touch samples and scene commands of a session, in time
/// order, ready to be recorded on a tape or fed to a scene.
///
/// ```swift
/// let timeline = try GestureScript(parsing: "tap 200,400").render(on: .iPhone15Pro)
/// timeline.touches.map(\.phase)  // [.began, .ended]
/// ```
public struct GestureTimeline: Hashable, Sendable {
  /// One input of the session.
  public enum Input: Hashable, Sendable {
    /// A finger's sample.
    case touch(TouchSample)
    /// A scene command.
    case command(SceneCommand)

    /// When the input happens.
    public var timestamp: Timestamp {
      switch self {
      case .touch(let sample): sample.timestamp
      case .command(let command): command.timestamp
      }
    }
  }

  /// Every input, ordered by timestamp; inputs with equal timestamps keep script order.
  public var inputs: [Input]
  /// When the script's last statement ended (after a final `wait`, say), on the scan grid.
  public var end: Timestamp

  /// Creates a timeline from inputs in time order.
  public init(inputs: [Input], end: Timestamp) {
    self.inputs = inputs
    self.end = end
  }

  /// The touch samples, in time order.
  public var touches: [TouchSample] {
    inputs.compactMap { if case .touch(let sample) = $0 { sample } else { nil } }
  }

  /// The scene commands, in time order.
  public var commands: [SceneCommand] {
    inputs.compactMap { if case .command(let command) = $0 { command } else { nil } }
  }
}
