import Replay
import Scenes
import SeedScenes
import Tape
import Testing
import TouchCore
import TouchInput
import TouchModel

/// A session lasts to its script's last step: a trailing `wait` keeps the clock running after the
/// scene has come to rest, on record and on every replay.
@Suite struct SessionEndTests {
  /// A tap on the cube's right third, then two idle seconds.
  static let script = "tap 350,500\nwait 2s"

  @Test func recordRunsToTheEndOfATrailingWait() throws {
    let script = try GestureScript(parsing: Self.script)
    let recording = try Session.record(
      scene: CubeScene.self, device: .iPhone15Pro, script: script)
    // 80 ms of tap, then 2 s: the timeline ends at scan 250 at 120 Hz, 2.083333 s.
    #expect(recording.header.metadata[Session.sessionEndMetadataKey] == "2083333")
    // Frames 0…250: the clock reached the end although the page turn settled near 0.9 s.
    #expect(recording.frameCount == 251)
    #expect(recording.settled)
    let tape = RecordedTape(header: recording.header, events: recording.events)
    let verdict = try Session.replay(tape, registry: .builtIn)
    #expect(verdict.report == nil)
    #expect(verdict.frameCount == 251)
    #expect(verdict.duration == Timestamp.tick(250, hertz: 120) - .zero)
  }

  @Test func aSessionThatEndsWithItsLastInputStoresNoEnd() throws {
    let script = try GestureScript(parsing: "tap 350,500")
    let recording = try Session.record(
      scene: CubeScene.self, device: .iPhone15Pro, script: script)
    #expect(recording.header.metadata[Session.sessionEndMetadataKey] == nil)
  }

  @Test func theClockStopsAtRestOrAtTheEndWhicheverIsLater() throws {
    let inputs = try GestureScript(parsing: "tap 350,500").render(on: .iPhone15Pro).inputs
      .map { input -> SceneInput in
        switch input {
        case .touch(let sample): .touch(sample)
        case .command(let command): .command(command)
        }
      }
    var atRest = try CubeScene(device: .iPhone15Pro, configuration: .init())
    let untilRest = try Replayer().run(&atRest, inputs: inputs)
    // An end before rest changes nothing; an end after it runs the clock there.
    var early = try CubeScene(device: .iPhone15Pro, configuration: .init())
    let earlyEnd = try Replayer(configuration: .init(sessionEnd: .milliseconds(100)))
      .run(&early, inputs: inputs)
    #expect(earlyEnd.frameCount == untilRest.frameCount)
    var late = try CubeScene(device: .iPhone15Pro, configuration: .init())
    let lateEnd = try Replayer(configuration: .init(sessionEnd: .seconds(5)))
      .run(&late, inputs: inputs)
    #expect(lateEnd.frameCount == 601)
    #expect(lateEnd.endTime == .seconds(5))
    #expect(lateEnd.output.entries.count == untilRest.output.entries.count)
  }
}
