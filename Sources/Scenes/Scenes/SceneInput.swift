import TouchCore
import TouchModel

/// What a replayer feeds a scene, in time order.
public enum SceneInput: Hashable, Sendable {
  /// A finger sample in screen points.
  case touch(TouchSample)
  /// A scripted command.
  case command(SceneCommand)
  /// A display-link frame at this time.
  case frameTicked(at: Timestamp)

  /// When the input happens.
  public var timestamp: Timestamp {
    switch self {
    case .touch(let sample): sample.timestamp
    case .command(let command): command.timestamp
    case .frameTicked(let time): time
    }
  }
}
