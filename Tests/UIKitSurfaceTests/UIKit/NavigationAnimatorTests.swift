import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// No tolerance: times are whole virtual-clock nanoseconds. The delegate's animator fades for
// 0.25 s; UIKit's own push lasts `pushDuration` (0.35 s).

/// Fades the coming view in over the going one, for a push and a pop alike.
final class NavigationFade: NSObject, UIViewControllerAnimatedTransitioning {
  private(set) var operations: [String] = []

  func transitionDuration(using context: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.25 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let to = context.view(forKey: .to) else { return }
    operations.append(context.view(forKey: .from) == nil ? "no from" : "from and to")
    to.alpha = 0
    context.containerView.addSubview(to)
    UIView.animate(withDuration: 0.25) {
      to.alpha = 1
    } completion: { _ in
      context.completeTransition(!context.transitionWasCancelled)
    }
  }
}

/// A page that notes when it appears.
final class NotingPage: UIViewController {
  private(set) var appeared: [Int64] = []

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appeared.append(HeadlessRuntime.current?.now.nanoseconds ?? -1)
  }
}

/// A navigation controller whose delegate fades pushes and pops; a tap pushes, a second pops.
final class FadingNavigation: UINavigationController, UINavigationControllerDelegate {
  let fade = NavigationFade()
  let root = NotingPage()
  let detail = NotingPage()
  private(set) var taps: [Int64] = []
  private(set) var operations: [UINavigationController.Operation] = []

  convenience init() {
    self.init(nibName: nil, bundle: nil)
    setViewControllers([root], animated: false)
    delegate = self
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      UITapGestureRecognizer { [unowned self] _ in
        taps.append(HeadlessRuntime.current?.now.nanoseconds ?? -1)
        if topViewController === root {
          pushViewController(detail, animated: true)
        } else {
          popViewController(animated: true)
        }
      })
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    operations.append(operation)
    return fade
  }
}

enum FadingNavigationScreen: UIKitScreen {
  static let id = "fading-navigation"
  static let summary = "A navigation controller whose delegate fades pushes and pops."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    FadingNavigation()
  }
}

@Suite("A navigation controller delegate's animator")
struct NavigationAnimatorTests {
  @Test("a push and a pop run through the animator; each ends when it completes, 0.25 s later")
  func pushAndPop() throws {
    let (scene, _) = try replayHosted(
      "tap 196,400\nwait 1s\ntap 196,400\nwait 1s", on: FadingNavigationScreen.self)
    let navigation = try #require(scene.rootViewController as? FadingNavigation)
    #expect(navigation.operations == [.push, .pop])
    #expect(navigation.fade.operations == ["from and to", "from and to"])
    #expect(navigation.taps.count == 2)
    #expect(navigation.detail.appeared == [navigation.taps[0] + 250_000_000])
    // The root appeared when the screen did, then again when the pop's fade completed.
    #expect(navigation.root.appeared.last == navigation.taps[1] + 250_000_000)
    #expect(navigation.topViewController === navigation.root)
    #expect(navigation.detail.viewIfLoaded?.superview == nil)
  }
}
