import Foundation
import HapticTape
import HapticTapeUIKit
import PizzaHalvesUIKit
import SeedScenes
import SeedScreensHosting
import Testing

// Tolerances: SceneAgreement.swift's (haptic times 1 ms, intensities 0.01, layout 0.5 pt).

/// The offset that centres the first pizza on an iPhone 15 Pro: `−(852 − 300)/2`.
private let restingOffsetY = -276.0

@Suite("pizza-halves: the app's UIKit code and the built-in scene agree")
struct PizzaHalvesAgreementTests {
  @Test("every recorded gesture script", arguments: gestureScripts(of: "pizza-halves"))
  func agree(script: String) throws {
    let configuration = try configuration(for: script, as: PizzaHalvesScene.Configuration.self)
    var uikit = try UIKitScene<PizzaHalvesScreen>(
      device: .iPhone15Pro, configuration: configuration)
    var builtIn = try PizzaHalvesScene(device: .iPhone15Pro, configuration: configuration)
    let mine = try SceneRun(&uikit, script: script)
    let theirs = try SceneRun(&builtIn, script: script)
    // A half the script leaves alone has no scroll events built in; the UIKit one must not move.
    for view in ["left", "right"] {
      if theirs.offsets[view] != nil {
        expectAgreement(mine, theirs, view: view, script: script)
      } else {
        let restY = mine.offsets[view]?.last?.y ?? restingOffsetY
        #expect(abs(restY - restingOffsetY) <= layoutTolerance, "\(script): \(view) moved")
      }
    }
    let controller = try #require(uikit.rootViewController as? PizzaHalvesViewController)
    #expect(controller.left.currentIndex == builtIn.currentIndex(of: .left))
    #expect(controller.right.currentIndex == builtIn.currentIndex(of: .right))
    #expect(controller.isOriginalPizza == builtIn.isOriginalPizza)
  }

  @Test("the scripts are there")
  func scriptsFound() {
    #expect(gestureScripts(of: "pizza-halves").count == 5)
  }
}
