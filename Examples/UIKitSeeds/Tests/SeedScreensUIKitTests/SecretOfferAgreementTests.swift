import Foundation
import HapticTape
import HapticTapeUIKit
import SeedScenes
import SeedScreensHosting
import SeedScreensUIKit
import Testing

@Suite("secret-offer: the app's UIKit code and the built-in scene agree")
struct SecretOfferAgreementTests {
  @Test("every recorded gesture script", arguments: gestureScripts(of: "secret-offer"))
  func agree(script: String) throws {
    let configuration = try configuration(for: script, as: SecretOfferScene.Configuration.self)
    var uikit = try UIKitScene<SecretOfferScreen>(
      device: .iPhone15Pro, configuration: configuration)
    var builtIn = try SecretOfferScene(device: .iPhone15Pro, configuration: configuration)
    let mine = try SceneRun(&uikit, script: script)
    let theirs = try SceneRun(&builtIn, script: script)
    expectAgreement(mine, theirs, view: "offers", script: script)
    let controller = try #require(uikit.rootViewController as? SecretOfferViewController)
    #expect(controller.isSecretOfferShown == builtIn.isSecretOfferShown)
  }

  @Test("the scripts are there")
  func scriptsFound() {
    #expect(gestureScripts(of: "secret-offer").count == 5)
  }
}
