import Foundation
import HapticTape
import HapticTapeUIKit
import SeedScenes
import SeedScreensHosting
import SeedScreensUIKit
import Testing

// Tolerances: SceneAgreement.swift's (haptic times 1 ms, intensities 0.01, layout 0.5 pt).

@Suite("photos: the app's UIKit code and the built-in scene agree")
struct PhotosAgreementTests {
  @Test("every recorded gesture script, rotation included", arguments: gestureScripts(of: "photos"))
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

  @Test("a rotation lands both collections on the active photo at the new size")
  func rotationKeepsActivePhoto() throws {
    let script = try #require(
      gestureScripts(of: "photos").first { $0.hasSuffix("/rotate-landscape.gesture") })
    var uikit = try UIKitScene<PhotosScreen>(device: .iPhone15Pro, configuration: .init())
    let run = try SceneRun(&uikit, script: script)
    let controller = try #require(uikit.rootViewController as? PhotosViewController)
    // The script taps photo 2, then turns the screen to 852x393: page 2 is at 2 × 852 = 1704;
    // the strip (852 pt wide, 66 pt tall, thumbnails 33 pt plus 4 pt apart, 10 photos) centres
    // thumbnail 2 at 370 · 2/10 − farInset, farInset = (852 − 33 − 4) / 2 = 407.5: −333.5.
    #expect(controller.activeIndex == 2)
    let preview = try #require(run.offsets["preview"]?.last)
    let strip = try #require(run.offsets["thumbnails"]?.last)
    #expect(abs(preview.x - 1704) <= layoutTolerance)
    #expect(abs(strip.x - -333.5) <= layoutTolerance)
  }

  /// Where the two cannot agree: a rotation while the strip's 0.3 s move runs.
  ///
  /// (docs/compatibility/hosting.md, seed 003.) The built-in scene ends the move at its target first; the article's
  /// `MoveAnimation` keeps writing offsets computed for the portrait strip, so the app's strip
  /// stops at the portrait target, 2 · 37 − 178 = −104 pt, and thumbnail 2 sits 229.5 pt off the
  /// landscape centre (−333.5 pt). The article's code is what is wrong here.
  @Test("a rotation during a move: the article's move keeps its portrait target")
  func rotationDuringMove() throws {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("photos-rotation-during-move-\(UUID().uuidString).gesture")
    try "wait 100ms\ntap 312,785\nwait 100ms\ncommand rotate 852x393\nwait 800ms\n".write(
      to: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: script) }
    var uikit = try UIKitScene<PhotosScreen>(device: .iPhone15Pro, configuration: .init())
    var builtIn = try PhotosScene(device: .iPhone15Pro, configuration: .init())
    let mine = try SceneRun(&uikit, script: script.path)
    let theirs = try SceneRun(&builtIn, script: script.path)
    let appStrip = try #require(mine.offsets["thumbnails"]?.last)
    let modelStrip = try #require(theirs.offsets["thumbnails"]?.last)
    #expect(abs(appStrip.x - -104) <= layoutTolerance)
    #expect(abs(modelStrip.x - -333.5) <= layoutTolerance)
    // The preview lands on page 2 in both.
    #expect(abs((mine.offsets["preview"]?.last?.x ?? 0) - 1704) <= layoutTolerance)
    #expect(abs((theirs.offsets["preview"]?.last?.x ?? 0) - 1704) <= layoutTolerance)
  }

  @Test("a rotation to a screen the strip does not fit in is refused, naming the size")
  func rotationTooShortRefused() throws {
    var uikit = try UIKitScene<PhotosScreen>(device: .iPhone15Pro, configuration: .init())
    var output = SceneOutput()
    let command = SceneCommand(
      name: "rotate", arguments: [.size(Size2D(width: 852, height: 90))], timestamp: .zero)
    let error = try #require(throws: SceneError.self) {
      try uikit.handle(.command(command), into: &output)
    }
    #expect(error.code == .invalidArgument)
    #expect("\(error)".contains("at least 100.0 pt"))
  }
}
