import Foundation
import HapticTape
import HapticTapeSwiftUI
import SeedScenes
import SeedScreensHosting
import SeedScreensSwiftUI
import Testing

@Suite("cube: the app's SwiftUI view and the built-in scene agree")
struct CubeSwiftUIAgreementTests {
  @Test("every recorded gesture script", arguments: gestureScripts(of: "cube"))
  func agree(script: String) throws {
    let configuration = try configuration(for: script, as: CubeScene.Configuration.self)
    var swiftUI = try SwiftUIScene<CubeSwiftUIScreen>(
      device: .iPhone15Pro, configuration: configuration)
    var builtIn = try CubeScene(device: .iPhone15Pro, configuration: configuration)
    let mine = try SceneRun(&swiftUI, script: script)
    let theirs = try SceneRun(&builtIn, script: script)
    expectAgreement(mine, theirs, view: "pages", script: script)
    expectSameSceneEvents("pageChanged", mine, theirs, script: script)
  }
}
