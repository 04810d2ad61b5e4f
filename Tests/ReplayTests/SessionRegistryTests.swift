import CollectionLayout
import Foundation
import Replay
import Scenes
import SeedScenes
import Tape
import Testing
import TouchInput

/// Sessions resolve scenes through the registry passed, and take typed configurations.
@Suite struct SessionRegistryTests {
  private static func golden(_ name: String) throws -> (tape: RecordedTape, script: GestureScript) {
    let base = RecordingsTests.recordings.appendingPathComponent(name).path
    let text = try String(contentsOfFile: base + ".gesture", encoding: .utf8)
    return (try TapeReader.read(contentsOf: base + ".htape"), try GestureScript(parsing: text))
  }

  /// The golden recorded with `--config '{"initialPage":2}'` comes out byte for byte from a typed
  /// configuration.
  @Test func typedConfigurationRecordsTheGoldensOverrides() throws {
    let (tape, script) = try Self.golden("cube/open-at-third-page")
    var configuration = CubeScene.Configuration()
    configuration.initialPage = 2
    let recording = try Session.record(
      scene: CubeScene.self, configuration: configuration, device: tape.header.device,
      inputs: try script.render(on: tape.header.device).inputs)
    #expect(recording.header.sceneConfiguration == #"{"initialPage":2}"#)
    #expect(recording.events == tape.events)
  }

  @Test func defaultConfigurationStoresNoOverrides() throws {
    #expect(try SceneConfigurationJSON.overrides(of: CubeScene.Configuration()) == "{}")
    var drum = PizzaHalvesScene.Configuration()
    drum.style = .drum
    #expect(try SceneConfigurationJSON.overrides(of: drum) == #"{"style":"drum"}"#)
  }

  /// Replaying with the configuration the code declares reports a changed value, which the
  /// header's overrides alone would not.
  @Test func replayWithATypedConfigurationReportsAChangedValue() throws {
    let (tape, _) = try Self.golden("cube/open-at-third-page")
    var configuration = CubeScene.Configuration()
    configuration.initialPage = 2
    #expect(
      try Session.replay(tape, on: CubeScene.self, configuration: configuration).report == nil)
    configuration.pageChangeImpactIntensity = 0.5
    let report = try #require(
      try Session.replay(tape, on: CubeScene.self, configuration: configuration).report)
    #expect(report.description.contains("haptic"))
  }

  @Test func aTapeForASceneTheRegistryDoesNotKnowIsAnError() throws {
    let (tape, _) = try Self.golden("cube/swipe-next")
    #expect {
      _ = try Session.replay(tape, registry: [SpinningWheelScene.self])
    } throws: { error in
      (error as? SceneError)?.message.contains("known scenes: spinning-wheel") == true
    }
    #expect {
      _ = try Session.replay(tape, on: SpinningWheelScene.self, configuration: .init())
    } throws: { error in
      (error as? SceneError)?.message.contains("recorded on the scene 'cube'") == true
    }
  }
}
