import HapticTape
import HapticTapeUIKit
import SeedScenes
import SeedScreensHosting
import SeedScreensUIKit
import Testing

@Suite("spinning-wheel: the app's UIKit code and the built-in scene agree")
struct SpinningWheelAgreementTests {
  @Test("every recorded gesture script", arguments: gestureScripts(of: "spinning-wheel"))
  func agree(script: String) throws {
    var uikit = try UIKitScene<SpinningWheelScreen>(device: .iPhone15Pro, configuration: .init())
    var builtIn = try SpinningWheelScene(device: .iPhone15Pro, configuration: .init())
    let mine = try SceneRun(&uikit, script: script)
    let theirs = try SceneRun(&builtIn, script: script)
    expectAgreement(mine, theirs, view: "wheel", script: script)
    let controller = try #require(uikit.rootViewController as? SpinningWheelViewController)
    #expect(controller.centeredItem == builtIn.centeredItem)
  }

  @Test("the scripts are there")
  func scriptsFound() {
    #expect(gestureScripts(of: "spinning-wheel").count == 3)
  }
}
