import Scenes
import SeedScenes
import Testing
import TouchCore
import TouchModel

/// The configuration of the scenes below: nothing to configure.
private struct InertConfiguration: SceneConfiguration {
  static var keys: [SceneConfigurationKey<Self>] { [] }
  init() {}
}

/// A scene that shows nothing and never moves: registry tests need only its identifier.
private protocol InertScene: HapticScene where Configuration == InertConfiguration {
  init()
}

extension InertScene {
  static var summary: String { "Nothing to scroll." }
  static var commands: [SceneCommandDescription] { [] }
  var device: DeviceProfile { .iPhone15Pro }
  var configuration: InertConfiguration { .init() }
  init(device: DeviceProfile, configuration: InertConfiguration) { self.init() }
  mutating func handle(_ input: SceneInput, into output: inout SceneOutput) {}
  var isAtRest: Bool { true }
  func layoutSnapshot() -> [SceneOutput.LayoutSnapshot] { [] }
}

/// A scene of our own, declared outside the built-in five.
private struct EmptyScreen: InertScene {
  static let id = "empty"
}

/// Another type claiming the built-in cube's identifier.
private struct FakeCube: InertScene {
  static let id = "cube"
}

@Suite struct SceneRegistryTests {
  @Test func builtInHoldsTheFiveSeedScenesInOrder() {
    #expect(
      SceneRegistry.builtIn.ids == [
        "spinning-wheel", "cube", "pizza-halves", "photos", "secret-offer",
      ])
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
