import HapticTape
import HapticTapeSwiftUI
import SeedScenes
import SeedScreensHosting
import Testing

// Tolerances: those of SceneAgreement.swift (the app's window and the view alone should agree
// exactly; the shared checks allow the agreement tolerances).

@Suite("cube: the whole SwiftUI app's first window plays as the view alone")
struct StoriesAppAgreementTests {
  /// The cube's scripts recorded with the default configuration (the app makes its own model).
  static let scripts = gestureScripts(of: "cube").filter { script in
    (try? configuration(for: script, as: CubeScene.Configuration.self))
      == CubeScene.Configuration()
  }

  @Test("every default-configuration script", arguments: scripts)
  func agree(script: String) throws {
    var app = try SwiftUIScene<StoriesAppScreen>(device: .iPhone15Pro, configuration: .init())
    var view = try SwiftUIScene<CubeSwiftUIScreen>(device: .iPhone15Pro, configuration: .init())
    let mine = try SceneRun(&app, script: script)
    let theirs = try SceneRun(&view, script: script)
    #expect(mine.haptics == theirs.haptics, "\(script)")
    #expect(mine.offsets == theirs.offsets, "\(script)")
    expectAgreement(mine, theirs, view: "pages", script: script)
    expectSameSceneEvents("pageChanged", mine, theirs, script: script)
    // The delegate heard of the launch before any page turned (swiping on turns one).
    let pageChanges = mine.sceneEvents.filter { $0.name == "pageChanged" }
    if script.hasSuffix("swipe-next.gesture") { #expect(!pageChanges.isEmpty) }
    for event in pageChanges {
      #expect(event["launched"] == .flag(true), "\(script)")
    }
  }

  @Test func theThreeDefaultScriptsAreFound() {
    #expect(Self.scripts.count == 3)
  }
}
