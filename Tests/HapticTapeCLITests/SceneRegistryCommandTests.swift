import Foundation
import HapticTape
import SeedScenes
import Testing

@testable import HapticTapeCLI

/// The command tree resolves scenes through the registry its host passes.
@Suite struct SceneRegistryCommandTests {
  @Test func scenesListsTheHostsRegistry() throws {
    var listed: [String] = []
    try HapticTapeCommand.$registry.withValue([CubeScene.self]) {
      for type in HapticTapeCommand.registry.types {
        listed += try ScenesCommand.describe(type)
      }
    }
    #expect(listed.first == "cube")
    #expect(!listed.contains("spinning-wheel"))
  }

  /// A tape whose scene the tool does not know is bad input (exit 2) listing the known ids.
  @Test func replayOfATapeForAnUnknownSceneExitsTwoListingTheKnownIDs() throws {
    guard BuiltBinary.exists else { return }
    let directory = try BuiltBinary.temporaryDirectory()
    let path = directory.appendingPathComponent("list.htape").path
    var header = TapeHeader(sceneID: "list")
    header.device = .iPhone15Pro
    var writer = try TapeWriter(path: path, header: header)
    try writer.finish()
    let run = try BuiltBinary.run(["replay", path])
    #expect(run.status == 2)
    #expect(run.error.contains("no scene called 'list'"))
    #expect(
      run.error.contains("known scenes: spinning-wheel, cube, pizza-halves, photos, secret-offer"))
  }

  /// `record` finds the elements a script names in the scene; one off screen is bad input at its
  /// line and column, naming what is visible.
  @Test func recordResolvesNamedElementsAndRejectsOnesOffScreen() throws {
    guard BuiltBinary.exists else { return }
    let directory = try BuiltBinary.temporaryDirectory()
    let near = directory.appendingPathComponent("near.gesture")
    try "wait 0.2s\ntap item 3 in thumbnails\nwait 1s\n".write(
      to: near, atomically: true, encoding: .utf8)
    let tape = directory.appendingPathComponent("near.htape").path
    let recorded = try BuiltBinary.run([
      "record", "--scene", "photos", "--script", near.path, "-o", tape,
    ])
    #expect(recorded.status == 0, "\(recorded.error)")
    let inspected = try BuiltBinary.run(["inspect", tape])
    let moveEnded = inspected.output.split(separator: "\n").first { $0.contains("moveEnded") }
    #expect(moveEnded?.hasSuffix("index=3") == true)
    let far = directory.appendingPathComponent("far.gesture")
    try "\ntap item 40 in thumbnails\n".write(to: far, atomically: true, encoding: .utf8)
    let rejected = try BuiltBinary.run([
      "record", "--scene", "photos", "--script", far.path, "-o",
      directory.appendingPathComponent("far.htape").path,
    ])
    #expect(rejected.status == 2)
    #expect(
      rejected.error.contains(
        "far.gesture:2:1: item 40 in thumbnails is not visible at 0.000 s; visible: thumbnails items 0–4; preview item 0"
      ))
  }

  @Test func scriptFindsNamedElementsOnlyWithAScene() throws {
    guard BuiltBinary.exists else { return }
    let directory = try BuiltBinary.temporaryDirectory()
    let script = directory.appendingPathComponent("tap.gesture")
    try "tap item 3 in thumbnails\n".write(to: script, atomically: true, encoding: .utf8)
    let resolved = try BuiltBinary.run(["script", script.path, "--scene", "photos", "--summary"])
    #expect(resolved.status == 0, "\(resolved.error)")
    #expect(resolved.output.contains("2 touch samples from 1 finger(s)"))
    let unresolved = try BuiltBinary.run(["script", script.path])
    #expect(unresolved.status == 2)
    #expect(unresolved.error.contains("tap.gesture:1:1: 'item 3 in thumbnails' names an element"))
  }
}
