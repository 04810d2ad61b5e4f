import Replay
import Scenes
import SeedScenes
import Testing
import TouchCore
import TouchInput
import TouchModel

/// A replay paused where sessions stop sharing inputs and continued from a copy gives the
/// unpaused replay's outputs exactly: no tolerance.
@Suite struct ReplayerPauseTests {
  /// The secret offer's lead-in (two flings to the last regular card, then `wait`) and a pull of
  /// `hands` 360 pt hands from (380, 290).
  static func pull(hands: Int, wait: TimeAmount) throws -> [SceneInput] {
    let script = GestureScript { script in
      for _ in 0..<2 {
        script.fling(
          Touch.ID(1), from: Point2D(x: 350, y: 290), to: Point2D(x: 150, y: 290),
          releaseVelocity: 600)
        script.wait(.milliseconds(3_500))
      }
      script.wait(wait)
      var finger = Touch.ID(1)
      script.touch(finger, at: Point2D(x: 380, y: 290))
      script.drag(finger, to: Point2D(x: 20, y: 290), duration: .milliseconds(500))
      for _ in 1..<hands {
        let next = finger == Touch.ID(1) ? Touch.ID(2) : Touch.ID(1)
        script.touch(next, at: Point2D(x: 380, y: 300))
        script.lift(finger)
        script.drag(next, to: Point2D(x: 20, y: 300), duration: .milliseconds(500))
        finger = next
      }
      script.lift(finger)
    }
    return try script.render(on: .iPhone15Pro).inputs.map(SceneInput.init)
  }

  /// The inputs `sessions` share, and the earliest time of the first one they do not.
  static func pause(_ sessions: [[SceneInput]]) -> ReplayCursor.Pause {
    var shared = sessions.map(\.count).min()! - 1
    for other in sessions.dropFirst() {
      shared = (0..<shared).first { sessions[0][$0] != other[$0] } ?? shared
    }
    return ReplayCursor.Pause(
      inputCount: shared, time: sessions.map { $0[shared].timestamp }.min()!)
  }

  /// Replays `sessions` once each, and once paused and continued, and compares every output.
  static func expectPausedReplaysMatch(_ sessions: [[SceneInput]]) throws -> ReplayCursor {
    let pause = Self.pause(sessions)
    #expect(pause.inputCount > 0)
    let replayer = Replayer()
    var lead = try SecretOfferScene(device: .iPhone15Pro, configuration: .init())
    var cursor = ReplayCursor()
    var leadOutput = SceneOutput()
    let ended = try replayer.run(
      &lead, inputs: sessions[0], from: &cursor, into: &leadOutput, pause: pause)
    #expect(ended == nil)
    for inputs in sessions {
      var alone = try SecretOfferScene(device: .iPhone15Pro, configuration: .init())
      let expected = try replayer.run(&alone, inputs: inputs)
      var (scene, position, output) = (lead, cursor, leadOutput)
      let continued = try #require(
        try replayer.run(&scene, inputs: inputs, from: &position, into: &output, pause: nil))
      #expect(continued.output.entries == expected.output.entries)
      #expect(continued.frameCount == expected.frameCount)
      #expect(continued.endTime == expected.endTime)
      #expect(continued.settled == expected.settled)
      #expect(scene.layoutSnapshot() == alone.layoutSnapshot())
    }
    return cursor
  }

  @Test func sessionsPartingWhileTheSceneMovesContinueAsReplayedAlone() throws {
    // One to four hands: the first hand is shared; they part as it ends (a lift or a second
    // finger), while the card still follows the finger.
    let sessions = try (1...4).map { try Self.pull(hands: $0, wait: .seconds(5)) }
    let cursor = try Self.expectPausedReplaysMatch(sessions)
    #expect(!cursor.isJumpingFromRest)
    #expect(cursor.frame > 1_000)
  }

  @Test func sessionsPartingAtRestEachSkipToTheirOwnNextInput() throws {
    // The same lead-in, then the pull after 5, 6.2 and 9 s at rest: the paused scene is at rest
    // and each session's own first input decides which frame comes next.
    let sessions = try [5_000, 6_200, 9_000].map {
      try Self.pull(hands: 3, wait: .milliseconds($0))
    }
    let cursor = try Self.expectPausedReplaysMatch(sessions)
    #expect(cursor.isJumpingFromRest)
  }
}
