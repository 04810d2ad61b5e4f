import Replay
import Scenes
import SeedScenes
import Testing
import TouchCore
import TouchInput
import TouchModel

/// A scene's refusal in the middle of a session says when it happened and, for a command,
/// which command it was, so the command line can point at the script line or the time.
@Suite struct SessionErrorLocationTests {
  @Test func aRefusedCommandCarriesItsTimeAndIndex() throws {
    let inputs: [GestureTimeline.Input] = [
      .command(
        SceneCommand(name: "delete", arguments: [.integer(1)], timestamp: .milliseconds(200))),
      .command(
        SceneCommand(name: "delete", arguments: [.integer(99)], timestamp: .milliseconds(700))),
    ]
    do {
      _ = try Session.record(scene: PhotosScene.self, device: .iPhone15Pro, inputs: inputs)
      Issue.record("deleting photo 99 of the default album must be refused")
    } catch let error as SceneError {
      #expect(error.code == .invalidArgument)
      #expect(error.commandIndex == 1)
      #expect(error.time == .milliseconds(700))
    }
  }
}
