import Foundation
import Scenes
import SeedScenes
import Testing

@testable import HapticTapeStudio

/// A session stops taking pointer events at its limits and says which limit in the reply.
@Suite struct LiveSessionLimitsTests {
  static func session() throws -> LiveSession {
    try LiveSession(
      sceneID: "cube", deviceName: "iphone-se", configuration: "{}", registry: .builtIn,
      writerVersion: "test")
  }

  @Test func refusesTheEventAfterTheLimitAndKeepsTheRest() throws {
    var session = try Self.session()
    try session.accept(
      PointerEvent(pointerID: 1, pointerType: "touch", phase: .began, time: 0, x: 100, y: 100))
    for index in 1..<LiveSession.maximumEvents {
      try session.accept(
        PointerEvent(
          pointerID: 1, pointerType: "touch", phase: .moved, time: Double(index) * 8, x: 100,
          y: 100 + Double(index % 200)))
    }
    #expect(session.stream.events.count == 72_000)
    let extra = PointerEvent(
      pointerID: 1, pointerType: "touch", phase: .ended, time: 576_000, x: 100, y: 100)
    #expect { try session.accept(extra) } throws: {
      let error = $0 as? StudioError
      return error?.code == .sessionLimit && error?.message.contains("72000 pointer events") == true
    }
    #expect(session.stream.events.count == 72_000)
  }

  @Test func refusesAnEventPastTheLongestSession() throws {
    var session = try Self.session()
    try session.accept(
      PointerEvent(pointerID: 1, pointerType: "touch", phase: .began, time: 1000, x: 100, y: 100))
    try session.accept(
      PointerEvent(pointerID: 1, pointerType: "touch", phase: .moved, time: 601_000, x: 90, y: 100))
    let late = PointerEvent(
      pointerID: 1, pointerType: "touch", phase: .ended, time: 601_000.5, x: 90, y: 100)
    #expect { try session.accept(late) } throws: {
      let error = $0 as? StudioError
      return error?.code == .sessionLimit && error?.message.contains("at most 600 s") == true
    }
  }

  @Test func theReplyNamesTheLimit() throws {
    let configuration = StudioConfiguration(
      port: 0, recordingsDirectory: "/nonexistent", registry: .builtIn)
    let store = try RecordingStore(directory: NSTemporaryDirectory(), registry: .builtIn)
    var live: LiveSession? = nil
    _ = StudioSocket.handle(
      #"{"type":"start","scene":"cube","device":"iphone-se"}"#, session: &live,
      configuration: configuration, store: store)
    let replies = StudioSocket.handle(
      #"{"type":"pointers","now":700000,"events":[{"id":1,"phase":"began","t":0,"x":10,"y":10},{"id":1,"phase":"moved","t":600001,"x":10,"y":10}]}"#,
      session: &live, configuration: configuration, store: store)
    #expect(replies.count == 2)
    #expect(replies.first?.contains(#""code":"session limit""#) == true)
    #expect(replies.first?.contains("at most 600 s") == true)
    #expect(live?.stream.events.count == 1)
  }
}
