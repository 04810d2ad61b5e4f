import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: none; frames and insets are the iPhone 15 Pro profile's exact points.

/// A controller that reads its window scene as SwiftUI and UIKit apps do for the status bar's
/// height and the key window.
private final class SceneReadingController: UIViewController {
  var sceneAtAppear: UIWindowScene?
  var topInsetAtAppear: CGFloat?
  var statusBarHeightAtAppear: CGFloat?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // The two idioms the public screens use.
    sceneAtAppear = UIApplication.shared.connectedScenes.first as? UIWindowScene
    topInsetAtAppear =
      UIApplication.shared.connectedScenes
      .compactMap { $0 as? UIWindowScene }
      .flatMap(\.windows)
      .first { $0.isKeyWindow }?.safeAreaInsets.top
    statusBarHeightAtAppear = sceneAtAppear?.statusBarManager?.statusBarFrame.height
  }
}

/// An app's scene delegate, as Xcode's template writes it: it compiles, and is never called.
private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var connected = false

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    window = UIWindow(windowScene: windowScene)
    window?.rootViewController = UIViewController()
    window?.makeKeyAndVisible()
    connected = true
  }
}

/// A controller that shows a window of its own over the host's, made key.
private final class PopupPresentingController: UIViewController {
  var popup: UIWindow?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    popup = window
  }
}

private enum PopupScreen: UIKitScreen {
  static let id = "window-scene-popup"
  static let summary = "A controller that shows a key window of its own."

  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    PopupPresentingController()
  }
}

private enum SceneReadingScreen: UIKitScreen {
  static let id = "window-scene"
  static let summary = "A controller that reads its window scene."

  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SceneReadingController()
  }
}

@Suite("UIWindowScene: the replay's one scene, holding the host's window")
struct WindowSceneTests {
  @Test func theHostsWindowIsInTheReplaysScene() throws {
    let scene = try UIKitScene<SceneReadingScreen>(device: .iPhone15Pro, configuration: .init())
    let controller = try #require(scene.rootViewController as? SceneReadingController)
    let windowScene = try #require(controller.sceneAtAppear)
    let window = try #require(controller.view.window)
    #expect(windowScene.windows.count == 1)
    #expect(windowScene.windows.first === window)
    #expect(windowScene.keyWindow === window)
    #expect(window.windowScene === windowScene)
    #expect(windowScene.activationState == .foregroundActive)
    #expect(windowScene.session.role == .windowApplication)
    #expect(windowScene.interfaceOrientation == .portrait)
    // The iPhone 15 Pro profile's top safe-area inset and width (DeviceProfile).
    #expect(controller.topInsetAtAppear == 59)
    #expect(controller.statusBarHeightAtAppear == 59)
    #expect(
      windowScene.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 59))
  }

  @Test func aWindowMadeForTheSceneJoinsItAndLeavesWhenItGoes() throws {
    let scene = try UIKitScene<SceneReadingScreen>(device: .iPhone15Pro, configuration: .init())
    let controller = try #require(scene.rootViewController as? SceneReadingController)
    let windowScene = try #require(controller.sceneAtAppear)
    do {
      let extra = UIWindow(windowScene: windowScene)
      #expect(extra.bounds.size == CGSize(width: 393, height: 852))
      #expect(windowScene.windows.count == 2)
      #expect(windowScene.windows.last === extra)
      #expect(windowScene.keyWindow === controller.view.window)
    }
    #expect(windowScene.windows.count == 1)
  }

  @Test func aWindowMadeKeyTakesTheKeyFromTheHostsWindow() throws {
    // As a popup library shows its content: a window of its own in the scene, made key.
    let scene = try UIKitScene<PopupScreen>(device: .iPhone15Pro, configuration: .init())
    let controller = try #require(scene.rootViewController as? PopupPresentingController)
    let windowScene = try #require(controller.popup?.windowScene)
    let popup = try #require(controller.popup)
    let hostWindow = try #require(controller.view.window)
    #expect(popup.isKeyWindow)
    #expect(!hostWindow.isKeyWindow)
    #expect(windowScene.keyWindow === popup)
    #expect(windowScene.windows.count == 2)
  }

  @Test func outsideAReplayThereIsNoScene() {
    #expect(UIApplication.shared.connectedScenes.isEmpty)
    #expect(UIApplication.shared.openSessions.isEmpty)
    #expect(UIApplication.shared.supportsMultipleScenes == false)
  }

  @Test func anAppsSceneDelegateCompilesAndIsNotCalled() throws {
    let scene = try UIKitScene<SceneReadingScreen>(device: .iPhone15Pro, configuration: .init())
    let controller = try #require(scene.rootViewController as? SceneReadingController)
    let windowScene = try #require(controller.sceneAtAppear)
    let delegate = TemplateSceneDelegate()
    windowScene.delegate = delegate
    #expect(delegate.connected == false)
    #expect(delegate.window == nil)
  }

  @Test func interfaceOrientationsHaveUIKitsRawValues() {
    #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4)
    #expect(UIInterfaceOrientation.landscapeRight.rawValue == 3)
    #expect(UIInterfaceOrientation.portraitUpsideDown.isPortrait)
    #expect(UIInterfaceOrientation.landscapeLeft.isLandscape)
  }
}
