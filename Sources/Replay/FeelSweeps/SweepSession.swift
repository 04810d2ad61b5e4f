import Replay
import Scenes
import Tape
import TouchCore
import TouchModel

/// A session a sweep replays: a tape's inputs, device and configuration, without its outputs.
public struct SweepSession: Sendable {
  /// The session's name in results and failures: usually the tape's path.
  public var name: String
  /// The scene the tape was recorded on.
  public var sceneID: String
  /// The tape's own configuration overrides (JSON); the sweep's values go over them.
  public var configuration: String
  /// The device the tape was recorded on.
  public var device: DeviceProfile
  /// The touches and commands, in time order.
  public var inputs: [SceneInput]
  /// The session's declared end, or zero.
  public var end: Timestamp

  /// A session of `inputs` on `sceneID`.
  public init(
    name: String, sceneID: String, configuration: String = "{}", device: DeviceProfile,
    inputs: [SceneInput], end: Timestamp = .zero
  ) {
    self.name = name
    self.sceneID = sceneID
    self.configuration = configuration
    self.device = device
    self.inputs = inputs
    self.end = end
  }

  /// The inputs of `tape`, named `name`.
  public init(name: String, tape: RecordedTape) {
    self.name = name
    self.sceneID = tape.header.sceneID
    self.configuration = tape.header.sceneConfiguration
    self.device = tape.header.device
    var inputs: [SceneInput] = []
    inputs.reserveCapacity(tape.events.count)
    for event in tape.events {
      switch event {
      case .touch(let sample): inputs.append(.touch(sample))
      case .command(let command): inputs.append(.command(command))
      case .record: continue
      }
    }
    self.inputs = inputs
    self.end = Replayer().ending(at: tape.header).configuration.sessionEnd
  }
}
