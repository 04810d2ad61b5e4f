import Foundation
import HapticTape
import HapticTapeUIKit
import SeedScenes
import SeedScreensHosting
import SeedScreensUIKit
import Testing

@Suite("cube: the app's UIKit code and the built-in scene agree")
struct CubeAgreementTests {
  @Test("every recorded gesture script", arguments: gestureScripts(of: "cube"))
  func agree(script: String) throws {
    let configuration = try configuration(for: script, as: CubeScene.Configuration.self)
    var uikit = try UIKitScene<CubeScreen>(device: .iPhone15Pro, configuration: configuration)
    var builtIn = try CubeScene(device: .iPhone15Pro, configuration: configuration)
    let mine = try SceneRun(&uikit, script: script)
    let theirs = try SceneRun(&builtIn, script: script)
    // The article's applyTransform moves the content view's position by the anchor change
    // mapped through `view.transform`, which for a turned page is the affine part of its 3D
    // transform (m11 = cos θ), not the identity the built-in scene assumes: the first time a
    // page takes an edge anchor, part-turned, its untransformed frame moves by
    // (W/2)(1 − cos θ), less than half a page. Everything else must agree.
    expectAgreement(
      mine, theirs, view: "pages", script: script, horizontalCentreSlack: 393.0 / 2)
    // The page changes the screen's state reports are the built-in scene's pageChanged events.
    expectSameSceneEvents("pageChanged", mine, theirs, script: script)
    let controller = try #require(uikit.rootViewController as? CubeTransitionViewController)
    #expect(controller.currentPage == builtIn.currentPage)
  }

  @Test("the scripts are there")
  func scriptsFound() {
    #expect(gestureScripts(of: "cube").count == 4)
  }
}
