import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

/// A controller whose closures capture it, as app code usually writes them: a long fade's
/// completion, and a rotation's alongside and completion closures.
private final class CapturingController: UIViewController {
  var fadesEnded = 0
  var completions = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    UIView.animate(
      withDuration: 5, animations: { self.view.alpha = 0.2 },
      completion: { _ in self.fadesEnded += 1 })
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(
      alongsideTransition: { _ in self.view.alpha = 0.5 },
      completion: { _ in self.completions += 1 })
  }
}

/// The controller as a screen whose `rotate WxH` command is the host's size change.
private enum CapturingScreen: UIKitScreen {
  static let id = "capturing"
  static let summary = "A controller whose timer and transition closures capture it."
  static let commands = [rotateCommand]

  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    CapturingController()
  }

  static func handle(_ command: SceneCommand, in root: UIViewController) throws(SceneError) {
    try performRotate(command, on: root, screen: id)
  }
}

@Suite("A replay that ends with the app's work still scheduled leaves nothing alive")
struct TransitionLifetimeTests {
  @Test("mid-rotation and mid-fade: the controller and its window are freed")
  func freedMidTransition() throws {
    weak var controller: CapturingController?
    weak var window: UIWindow?
    do {
      // No time to settle: the replay ends at the command's frame.
      let (scene, _) = try replayHosted(
        "wait 1.5s\ncommand rotate 852x393", on: CapturingScreen.self, settleLimit: .zero)
      let root = try #require(scene.rootViewController as? CapturingController)
      // The replay ended 0.4 s before the rotation would have: its completion never ran.
      #expect(root.fadesEnded == 0)
      #expect(root.completions == 0)
      #expect(root.transitionCoordinator != nil)
      controller = root
      window = root.view.window
      #expect(window != nil)
    }
    #expect(controller == nil)
    #expect(window == nil)
  }

  @Test("a rotation given its time completes and lets go of its coordinator")
  func completes() throws {
    // The clock runs until the screen comes to rest: the 5 s fade's end.
    let (scene, _) = try replayHosted("command rotate 852x393", on: CapturingScreen.self)
    let root = try #require(scene.rootViewController as? CapturingController)
    #expect(root.fadesEnded == 1)
    #expect(root.completions == 1)
    #expect(root.transitionCoordinator == nil)
  }
}
