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
  static let commands = [
    SceneCommandDescription(name: "rotate", arguments: "WxH", summary: "change the screen size")
  ]

  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    CapturingController()
  }

  static func handle(_ command: SceneCommand, in root: UIViewController) throws(SceneError) {
    guard case .size(let size) = command.arguments.first else {
      throw SceneError(.unknownCommand, "capturing knows rotate WxH")
    }
    try UIKitScreenTransition(to: CGSize(width: size.width, height: size.height)).perform(on: root)
  }
}

@Suite("A replay that ends with the app's work still scheduled leaves nothing alive")
struct TransitionLifetimeTests {
  /// Replays `script` to its end (its trailing wait), with no time to settle after it.
  private func replay(_ script: String, _ scene: inout UIKitScene<CapturingScreen>) throws {
    let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro)
    let inputs: [SceneInput] = timeline.inputs.map { input in
      switch input {
      case .touch(let sample): .touch(sample)
      case .command(let command): .command(command)
      }
    }
    let replayer = Replayer(configuration: .init(settleLimit: .zero, sessionEnd: timeline.end))
    _ = try replayer.run(&scene, inputs: inputs)
  }

  @Test("mid-rotation and mid-fade: the controller and its window are freed")
  func freedMidTransition() throws {
    weak var controller: CapturingController?
    weak var window: UIWindow?
    do {
      var scene = try UIKitScene<CapturingScreen>(device: .iPhone15Pro, configuration: .init())
      try replay("wait 1.5s\ncommand rotate 852x393", &scene)
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
    var scene = try UIKitScene<CapturingScreen>(device: .iPhone15Pro, configuration: .init())
    try replay("command rotate 852x393\nwait 500ms", &scene)
    let root = try #require(scene.rootViewController as? CapturingController)
    #expect(root.completions == 1)
    #expect(root.transitionCoordinator == nil)
  }
}
