import Foundation
import HapticTape
import HapticTapeSwiftUI
import HapticTapeUIKit
import Testing

/// Hosted screens recorded straight to their tape file give the bytes the in-memory recording
/// writes: the committed scripts, and a longer session that streams many times over.
@Suite struct HostedStreamedRecordingTests {
  static let recordings = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Recordings")

  static let registry: SceneRegistry = [
    UIKitScene<SnappingListScreen>.self, UIKitScene<ContactsListScreen>.self,
    SwiftUIScene<PagesScreen>.self,
  ]

  /// The in-memory tape's bytes and the streamed tape's, for `script` on `sceneID`.
  static func bothWays(sceneID: String, script: String) throws -> (
    inMemory: [UInt8], streamed: [UInt8], isStreamed: Bool
  ) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hosted-streamed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro)
    let recording = try Session.record(
      sceneID: sceneID, registry: registry, device: .iPhone15Pro, inputs: timeline.inputs,
      end: timeline.end)
    let inMemory = folder.appendingPathComponent("in-memory.htape").path
    try RecordedTape(header: recording.header, events: recording.events).write(to: inMemory)
    let path = folder.appendingPathComponent("streamed.htape").path
    let streamed = try Session.record(
      streamingTo: path, partialPath: path + ".partial", sceneID: sceneID, registry: registry,
      device: .iPhone15Pro, inputs: timeline.inputs, end: timeline.end)
    #expect(streamed.stop == nil)
    return (
      try [UInt8](Data(contentsOf: URL(fileURLWithPath: inMemory))),
      try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), streamed.isStreamed
    )
  }

  @Test(arguments: [
    "snapping-list/pull-past-80", "contacts-list/fling-then-tap", "pages/swipe-next",
  ])
  func aCommittedScriptStreamedGivesTheInMemoryBytes(name: String) throws {
    let script = try String(
      contentsOf: Self.recordings.appendingPathComponent(name + ".gesture"), encoding: .utf8)
    let sceneID = String(name.prefix { $0 != "/" })
    let both = try Self.bothWays(sceneID: sceneID, script: script)
    #expect(both.streamed == both.inMemory)
    #expect(both.isStreamed)
  }

  @Test func aLongerHostedSessionStreamedGivesTheInMemoryBytes() throws {
    let flings = """
      fling 1 from 200,700 to 200,300 velocity 1500
      wait 1s
      fling 1 from 200,300 to 200,700 velocity 1500
      wait 1s

      """
    let script = String(repeating: flings, count: 6) + "tap 196,400\nwait 0.5s\n"
    let both = try Self.bothWays(sceneID: "contacts-list", script: script)
    #expect(both.streamed == both.inMemory)
    #expect(both.isStreamed)
  }
}
