import Foundation
import Scenes
import SeedScenes
import Testing

@testable import HapticTapeStudio

/// The studio's replies and settings as the page reads them: one line of JSON, keys sorted by
/// their UTF-8 bytes, numbers in their shortest text, `/` unescaped.
@Suite struct StudioSocketRepliesTests {
  static func handle(_ message: String, session: inout LiveSession?) throws -> [String] {
    let configuration = StudioConfiguration(
      port: 0, recordingsDirectory: "/nonexistent", registry: .builtIn)
    let store = try RecordingStore(directory: NSTemporaryDirectory(), registry: .builtIn)
    return StudioSocket.handle(
      message, session: &session, configuration: configuration, store: store)
  }

  @Test func startedNamesTheSceneDeviceAndConfiguration() throws {
    var session: LiveSession?
    let replies = try Self.handle(
      #"{"type":"start","scene":"cube","device":"iphone-se","config":"{\"initialPage\":2}"}"#,
      session: &session)
    #expect(replies.count == 2)
    // iPhone SE: 375×667 pt at 60 Hz (DeviceProfile.iPhoneSE).
    #expect(
      replies.first
        == #"{"configuration":"{\"initialPage\":2}","#
        + #""device":{"frameRate":60,"height":667,"name":"iphone-se","width":375},"#
        + #""scene":"cube","type":"started"}"#)
    #expect(replies.last?.hasPrefix(#"{"type":"frame","now":0.0,"accepted":0,"#) == true)
  }

  @Test func aMessageThatIsNotJSONIsAnErrorReplyAtItsLineAndColumn() throws {
    var session: LiveSession?
    let replies = try Self.handle("{\"type\":\"tick\",\n\"now\":}", session: &session)
    #expect(
      replies == [
        #"{"code":"malformed message","#
          + #""message":"a message must be JSON: 2:7: expected a value but found '}'","#
          + #""type":"error"}"#
      ])
    #expect(session == nil)
  }

  @Test func settingsListScenesDevicesAndTheFolder() {
    let configuration = StudioConfiguration(
      port: 0, recordingsDirectory: "/tmp/tapes", registry: SceneRegistry([]), token: "t0k")
    #expect(
      StudioPage(configuration: configuration).settingsJSON()
        == #"{"devices":["iphone-15-pro","iphone-se","iphone-15-pro-max"],"#
        + #""recordings":"/tmp/tapes","scenes":[],"token":"t0k"}"#)
  }
}
