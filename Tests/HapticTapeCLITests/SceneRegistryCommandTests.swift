import Foundation
import HapticTape
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
    #expect(run.error.contains("known scenes: spinning-wheel, cube, pizza-halves, photos, secret-offer"))
  }
}
