import Foundation
import HapticTape
import HapticTapeUIKit
import SeedScenes
import SeedScreensHosting
import SeedScreensUIKit
import Testing

// Tolerances: SceneAgreement.swift's (haptic times 1 ms, intensities 0.01, layout 0.5 pt).

/// The scripts the UIKit version cannot run yet: the headless surface has no
/// `viewWillTransition(to:with:)` (docs/uikit-compatibility.md, seed 003).
private let unsupportedScripts: Set<String> = ["rotate-landscape"]

private func name(of script: String) -> String {
  URL(fileURLWithPath: script).deletingPathExtension().lastPathComponent
}

@Suite("photos: the app's UIKit code and the built-in scene agree")
struct PhotosAgreementTests {
  @Test(
    "every recorded gesture script but rotation",
    arguments: gestureScripts(of: "photos").filter { !unsupportedScripts.contains(name(of: $0)) })
  func agree(script: String) throws {
    let configuration = try configuration(for: script, as: PhotosScene.Configuration.self)
    var uikit = try UIKitScene<PhotosScreen>(device: .iPhone15Pro, configuration: configuration)
    var builtIn = try PhotosScene(device: .iPhone15Pro, configuration: configuration)
    let mine = try SceneRun(&uikit, script: script)
    let theirs = try SceneRun(&builtIn, script: script)
    for view in ["preview", "thumbnails"] {
      expectAgreement(mine, theirs, view: view, script: script)
    }
    let controller = try #require(uikit.rootViewController as? PhotosViewController)
    #expect(controller.activeIndex == builtIn.activeIndex, "\(script): active photo")
    #expect(controller.photoCount == builtIn.itemCount, "\(script): photo count")
    #expect(abs(controller.expandingRate - builtIn.expandingRate) <= 0.01, "\(script): rate")
  }

  @Test("the scripts are there")
  func scriptsFound() {
    #expect(gestureScripts(of: "photos").count == 6)
  }

  @Test("rotation is refused with a message naming the missing UIKit call")
  func rotationRefused() throws {
    var uikit = try UIKitScene<PhotosScreen>(device: .iPhone15Pro, configuration: .init())
    var output = SceneOutput()
    let command = SceneCommand(
      name: "rotate", arguments: [.size(Size2D(width: 852, height: 393))],
      timestamp: .zero)
    #expect(throws: SceneError.self) { try uikit.handle(.command(command), into: &output) }
  }
}
