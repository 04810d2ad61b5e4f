import Scenes
import Testing
import TouchCore
import TouchInput

/// A scene of our own, declared outside the built-in five, for registry tests.
private struct EmptyScreen: HapticScene {
  struct Configuration: SceneConfiguration {
    init() {}
  }
  static let id = "empty"
  static let summary = "Nothing to scroll."
  static let commands: [SceneCommandDescription] = []
  let device: DeviceProfile
  let configuration: Configuration
  init(device: DeviceProfile, configuration: Configuration) {
    self.device = device
    self.configuration = configuration
  }
  mutating func handle(_ input: SceneInput, into output: inout SceneOutput) {}
  var isAtRest: Bool { true }
  func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] { [] }
}

/// Another type claiming the built-in cube's identifier.
private struct FakeCube: HapticScene {
  typealias Configuration = EmptyScreen.Configuration
  static let id = "cube"
  static let summary = "Not the cube."
  static let commands: [SceneCommandDescription] = []
  let device: DeviceProfile
  let configuration: Configuration
  init(device: DeviceProfile, configuration: Configuration) {
    self.device = device
    self.configuration = configuration
  }
  mutating func handle(_ input: SceneInput, into output: inout SceneOutput) {}
  var isAtRest: Bool { true }
  func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] { [] }
}

@Suite struct SceneRegistryTests {
  @Test func builtInHoldsTheFiveSeedScenesInOrder() {
    #expect(SceneRegistry.builtIn.ids == ["spinning-wheel", "cube", "pizza-halves", "photos", "secret-offer"])
  }

  @Test func addingAnAppsTypeKeepsTheBuiltInOnesFirst() throws {
    let registry = SceneRegistry.builtIn + [EmptyScreen.self]
    #expect(registry.ids.count == 6)
    #expect(registry.ids.last == "empty")
    #expect(try registry.scene(withID: "empty") == EmptyScreen.self)
    #expect(try registry.scene(withID: "cube") == CubeScene.self)
    let own: SceneRegistry = [EmptyScreen.self]
    #expect(own.ids == ["empty"])
    #expect((own + SceneRegistry([CubeScene.self])).ids == ["empty", "cube"])
  }

  @Test func unknownIdentifierNamesTheKnownOnes() {
    let registry: SceneRegistry = [EmptyScreen.self, CubeScene.self]
    #expect {
      _ = try registry.scene(withID: "list")
    } throws: { error in
      guard let error = error as? SceneError else { return false }
      return error.code == .unknownScene
        && error.message.contains("no scene called 'list'")
        && error.message.contains("known scenes: empty, cube")
    }
  }

  @Test func aTypeRegisteredTwiceTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = SceneRegistry.builtIn + [EmptyScreen.self, EmptyScreen.self]
    }
  }

  @Test func twoTypesUnderOneIdentifierTrap() async {
    await #expect(processExitsWith: .failure) {
      _ = SceneRegistry.builtIn + [FakeCube.self]
    }
  }
}
