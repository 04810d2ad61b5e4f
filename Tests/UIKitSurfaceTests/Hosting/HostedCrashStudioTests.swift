import Foundation
import HapticTapeStudio
import HapticTapeTestSupport
import Testing

/// In the studio, a trap in a hosted screen's code ends that live session with the trap's
/// message, not the studio: each connection's session runs in a worker process of the tool.
@Suite(.enabled(if: HostedCrashTool.exists)) struct HostedCrashStudioTests {
  /// A connection's session, in a worker of the tool as the studio starts one.
  static func session(recordings: URL) -> IsolatedSession {
    IsolatedSession(
      command: StudioWorkerCommand(
        executable: HostedCrashTool.url.path,
        arguments: ["studio", "--session-worker", "--recordings", recordings.path]))
  }

  static func start(_ config: String) -> String {
    #"{"type":"start","scene":"trap-list","device":"iphone-15-pro","config":"\#(config)"}"#
  }

  /// A finger put down at 500 pt and drawn up 200 pt in 300 ms, in page milliseconds.
  static let drag: [String] = (0...10).map { step in
    let phase = step == 0 ? "began" : step == 10 ? "ended" : "moved"
    let t = 1_000 + step * 30
    return
      #"{"type":"pointers","now":\#(t),"events":[{"id":1,"phase":"\#(phase)","t":\#(t),"x":200,"y":\#(500 - step * 20)}]}"#
  }

  @Test func theTrapEndsItsSessionAndTheOthersGoOn() throws {
    let recordings = try ScratchFolder.make("studio-crash")
    let trapping = Self.session(recordings: recordings)
    let calm = Self.session(recordings: recordings)
    defer {
      trapping.close()
      calm.close()
    }
    #expect(trapping.handle(Self.start("{}")).first?.contains(#""type":"started""#) == true)
    #expect(
      calm.handle(Self.start(#"{\"trapsOnScroll\":0}"#)).first?.contains(#""type":"started""#)
        == true)
    var crashed: String?
    for message in Self.drag where crashed == nil {
      crashed = trapping.handle(message).first { $0.contains(#""code":"crashed""#) }
    }
    #expect(
      crashed?.contains(
        "the screen's code crashed: Fatal error: Index out of range, at t=0.091 s, frame 11 "
          + "(in the app's code: TrapListController.scrollViewDidScroll(_:) at ") == true,
      "\(crashed ?? "no crash")")
    // The session is over; the connection is not: the next message reaches a new worker.
    #expect(trapping.handle(#"{"type":"tick","now":2000}"#).first?.contains("press Start") == true)
    // The other connection's session goes on through the same gesture.
    for message in Self.drag {
      #expect(calm.handle(message).last?.contains(#""type":"frame""#) == true)
    }
  }
}
