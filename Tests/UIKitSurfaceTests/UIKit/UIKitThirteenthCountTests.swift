import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: sizes and counts exact; a force ratio within 1e-12 (20 / 3 is not a binary
// fraction).
private let ratioTolerance: CGFloat = 1e-12

/// A view that notes each touch's force over its most.
private final class ForceView: UIView {
  var ratios: [CGFloat] = []

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    ratios += touches.map { $0.force / $0.maximumPossibleForce }
  }
}

private final class ForceController: UIViewController {
  let pad = ForceView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(pad)
  }
}

private enum ForceScreen: UIKitScreen {
  static let id = "force"
  static let summary = "A pad that notes each touch's force."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    ForceController()
  }
}

/// A container that records which child's preferred size changed, and what it then asks for.
private final class SheetContainerController: UIViewController {
  var heard: [CGSize] = []

  override func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {
    heard.append(container.preferredContentSize)
  }
}

@Suite("The thirteenth count's UIKit: content containers, animators and touch force")
struct UIKitThirteenthCountTests {
  @Test("a child's preferred size tells its parent once per change, as a content container")
  func preferredSizeReachesTheParent() {
    let parent = SheetContainerController()
    let child = UIViewController()
    parent.addChild(child)
    child.didMove(toParent: parent)
    child.preferredContentSize = CGSize(width: 393, height: 420)
    child.preferredContentSize = CGSize(width: 393, height: 420)
    child.preferredContentSize = CGSize(width: 393, height: 600)
    #expect(parent.heard == [CGSize(width: 393, height: 420), CGSize(width: 393, height: 600)])
    let container: any UIContentContainer = parent
    #expect(
      container.size(
        forChildContentContainer: child, withParentContainerSize: CGSize(width: 10, height: 20))
        == CGSize(width: 10, height: 20))
    let presentation = UIPresentationController(
      presentedViewController: child, presenting: parent)
    #expect(presentation.preferredContentSize == CGSize(width: 393, height: 600))
  }

  @Test("an animator made with init() is inactive and of no length; interruptible by default")
  func plainAnimator() {
    let animator = UIViewPropertyAnimator()
    #expect(animator.duration == 0 && animator.state == .inactive && !animator.isRunning)
    #expect(animator.isInterruptible)
  }

  @Test("a touch's force is a fraction of its most; the keyboard's first-frame key is UIKit's")
  func forceAndKeys() throws {
    let controller = try runHosted(
      "tap 100,100\nwait 100ms", on: ForceScreen.self, as: ForceController.self)
    #expect(controller.pad.ratios.count == 1)
    #expect(controller.pad.ratios.allSatisfy { abs($0 - 0.15) < ratioTolerance })
    #expect(UIResponder.keyboardFrameBeginUserInfoKey == "UIKeyboardFrameBeginUserInfoKey")
    UIViewController.attemptRotationToDeviceOrientation()
  }

  @Test("deprecated members iOS 18 still has: rotation, status bar, full screen, invert, coder")
  func deprecatedMembersAnswerAsUIKit() {
    final class Container: UIViewController {
      let child = UIViewController()
      override var shouldAutorotate: Bool { child.shouldAutorotate }
    }
    #expect(Container().shouldAutorotate)
    #expect(UIApplication.shared.statusBarOrientation == .portrait)
    #expect(!UIApplication.shared.isStatusBarHidden)
    let presentation = UIPresentationController(
      presentedViewController: UIViewController(), presenting: nil)
    #expect(presentation.shouldPresentInFullscreen)
    let photo = UIView()
    photo.accessibilityIgnoresInvertColors = true
    #expect(photo.accessibilityIgnoresInvertColors)
    final class Spinner: UIActivityIndicatorView {
      required init(coder: NSCoder) { super.init(coder: coder) }
      override init(frame: CGRect) { super.init(frame: frame) }
    }
    let decoded = Spinner(coder: NSCoder())
    #expect(decoded.isHidden && decoded.frame == .zero && !decoded.isAnimating)
  }
}
