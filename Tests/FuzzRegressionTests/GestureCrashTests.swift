import Foundation
import HapticTape
import HapticTapeFuzzEntryPoints
import SeedScenes
import Testing

/// The gesture scripts in `GestureCrashes/` once trapped the engine; each now records, replays
/// to a match and holds every ``GestureSessionInvariants`` check.
@Suite struct GestureCrashTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("GestureCrashes")

  static let scripts: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".gesture") }.sorted()

  @Test func everyReproducerIsKept() {
    #expect(Self.scripts.count == 7)
  }

  @Test(arguments: scripts)
  func scriptRecordsAndReplaysCleanly(_ name: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    let sceneID = try #require(SceneRegistry.builtIn.ids.first { name.hasPrefix($0 + "-") })
    let timeline = try GestureScript(parsing: text).render(on: .iPhone15Pro)
    let session = FuzzGestureSession(
      sceneID: sceneID, device: .iPhone15Pro, inputs: timeline.inputs, end: timeline.end)
    #expect(try GestureSessionInvariants.violations(of: session) == [])
    // The pull that trapped ends in a bounce back to the end of the row, then rest.
    let recording = try session.record()
    #expect(recording.settled)
  }
}
