import Foundation
import Replay
import Scenes
import SeedScenes
import Tape
import Testing

/// Configuration text as tape headers store it: keys in UTF-8 order, numbers re-spelled as tapes
/// have always stored them, and every stored header written back byte for byte.
@Suite struct SceneConfigurationJSONTests {
  /// The package root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Every `.htape` under `Recordings/`, `Tests/` and `Examples/`, relative to the root, sorted.
  static let tapes: [String] = {
    var found: [String] = []
    for folder in ["Recordings", "Tests", "Examples"] {
      let enumerator = FileManager.default.enumerator(
        atPath: root.appendingPathComponent(folder).path)
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".htape") && !path.contains(".build/") {
          found.append(folder + "/" + path)
        }
      }
    }
    return found.sorted()
  }()

  /// `json` as a recording of the built-in scene `sceneID` writes it in its header.
  static func canonical(_ json: String, sceneID: String) throws -> String {
    func canonical<Scene: HapticScene>(_: Scene.Type) throws -> String {
      try SceneConfigurationJSON.canonicalOverrides(json, as: Scene.Configuration.self)
    }
    return try canonical(try SceneRegistry.builtIn.scene(withID: sceneID))
  }

  @Test func everyStoredHeaderIsWrittenBackByteForByte() throws {
    var written: Set<String> = []
    for path in Self.tapes {
      let tape = try TapeReader.read(contentsOf: Self.root.appendingPathComponent(path).path)
      let stored = tape.header.sceneConfiguration
      // Tapes of the examples' own scenes, and fuzz findings whose header is refused by design.
      guard let canonical = try? Self.canonical(stored, sceneID: tape.header.sceneID) else {
        continue
      }
      #expect(canonical == stored, "\(path)")
      written.insert(canonical)
    }
    #expect(
      written.isSuperset(of: [
        "{}", #"{"initialPage":2}"#, #"{"style":"drum"}"#, #"{"regularCardCount":1}"#,
        #"{"pageCount":9223372036854775807}"#,
      ]))
  }

  @Test func overridesAreWrittenWithSortedKeysAndRespelledNumbers() throws {
    let json =
      #"{"style":"drum","shuffleSeed":7.0,"pizzaCount":1e1,"playsSelectionFeedback":false}"#
    #expect(
      try Self.canonical(json, sceneID: "pizza-halves")
        == #"{"pizzaCount":10,"playsSelectionFeedback":false,"shuffleSeed":7,"style":"drum"}"#)
    var configuration = PizzaHalvesScene.Configuration()
    configuration.pizzaCount = 12
    configuration.shuffleSeed = 7
    #expect(
      try SceneConfigurationJSON.overrides(of: configuration)
        == #"{"pizzaCount":12,"shuffleSeed":7}"#)
  }

  @Test(arguments: [
    (#"{"pageCount":}"#, "1:14: expected a value but found '}'"),
    ("\n  {\n \"pageCount\": 3,\n \"x\" 1}", #"4:6: expected ':' after the key "x" but found '1'"#),
    (#"  {"a" 1}"#, #"1:8: expected ':' after the key "a" but found '1'"#),
  ])
  func textThatIsNotJSONIsRefusedAtItsLineAndColumn(json: String, problem: String) {
    let error = #expect(throws: SceneError.self) {
      try SceneConfigurationJSON.decode(json, as: CubeScene.Configuration.self)
    }
    #expect(error?.code == .invalidConfiguration)
    #expect(
      error?.message
        == "the configuration is not JSON at \(problem); write an object such as {\"key\": value}")
  }
}
