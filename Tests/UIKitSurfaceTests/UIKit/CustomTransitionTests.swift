import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// No tolerance: times are whole virtual-clock nanoseconds; alphas are the values the animators
// set. The fade lasts 0.25 s.
private let fade: Int64 = 250_000_000

/// Fades the coming view in (presenting) or the going view out (dismissing).
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  private(set) var ended: [Bool] = []

  init(presenting: Bool) {
    self.presenting = presenting
  }

  func transitionDuration(using context: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.25 }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    if presenting, let to = context.view(forKey: .to) {
      to.alpha = 0
      to.frame = context.finalFrame(for: context.viewController(forKey: .to) ?? UIViewController())
      context.containerView.addSubview(to)
      UIView.animate(withDuration: 0.25) {
        to.alpha = 1
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    } else if let from = context.view(forKey: .from) {
      UIView.animate(withDuration: 0.25) {
        from.alpha = 0
      } completion: { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
  }

  func animationEnded(_ transitionCompleted: Bool) {
    ended.append(transitionCompleted)
  }
}

/// A detail screen that fades in on a tap and is swiped down to dismiss: the pan drives a
/// percent-driven dismissal that finishes past 40 % of the screen and is cancelled short of it.
final class SwipeDetailController: UIViewController, UIViewControllerTransitioningDelegate {
  let dismissal = UIPercentDrivenInteractiveTransition()
  let presentAnimator = FadeAnimator(presenting: true)
  let dismissAnimator = FadeAnimator(presenting: false)
  private var isInteracting = false
  private(set) var log: [String] = []

  private func note(_ name: String) {
    log.append("\(name)@\(HeadlessRuntime.current?.now.nanoseconds ?? -1)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    transitioningDelegate = self
    modalPresentationStyle = .custom
    view.addGestureRecognizer(
      UIPanGestureRecognizer { [unowned self] pan in
        let progress = max(0, min(1, pan.translation(in: view).y / view.bounds.height))
        switch pan.state {
        case .began:
          isInteracting = true
          dismiss(animated: true) { [unowned self] in note("dismissed") }
        case .changed:
          dismissal.update(progress)
        case .ended:
          note(progress > 0.4 ? "finish" : "cancel")
          progress > 0.4 ? dismissal.finish() : dismissal.cancel()
          isInteracting = false
        default: break
        }
      })
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    note("appeared alpha=\(view.alpha)")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    note("disappeared")
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { presentAnimator }

  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { dismissAnimator }

  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  { isInteracting ? dismissal : nil }
}

final class TransitionRootController: UIViewController {
  let detail = SwipeDetailController()
  private(set) var presentedAt: Int64 = -1

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      UITapGestureRecognizer { [unowned self] _ in
        guard presentedViewController == nil else { return }
        presentedAt = HeadlessRuntime.current?.now.nanoseconds ?? -1
        present(detail, animated: true)
      })
  }
}

enum CustomTransitionScreen: UIKitScreen {
  static let id = "custom-transition"
  static let summary = "A detail that fades in on a tap and is swiped down to dismiss."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    TransitionRootController()
  }
}

@Suite("Custom view controller transitions: animators and percent-driven interactions")
struct CustomTransitionTests {
  private static let tapThenShortSwipe = """
    tap 196,400
    wait 1s
    touch 1 at 196,300
    drag 1 to 196,500 in 0.3s
    lift 1
    wait 1s
    """

  @Test("the animator presents: the view fades in and appears when it completes the transition")
  func presents() throws {
    let (scene, _) = try replayHosted("tap 196,400\nwait 1s", on: CustomTransitionScreen.self)
    let root = try #require(scene.rootViewController as? TransitionRootController)
    let detail = root.detail
    #expect(root.presentedViewController === detail)
    #expect(detail.log == ["appeared alpha=1.0@\(root.presentedAt + fade)"])
    #expect(detail.presentAnimator.ended == [true])
    // The view sits in the container the transition added over the window.
    #expect(detail.view.superview?.superview === root.view.window)
  }

  @Test("a short swipe cancels: the fade-out is undone and the detail stays")
  func shortSwipeCancels() throws {
    let (scene, _) = try replayHosted(Self.tapThenShortSwipe, on: CustomTransitionScreen.self)
    let root = try #require(scene.rootViewController as? TransitionRootController)
    let detail = root.detail
    // As in UIKit, a cancelled dismissal appears again (viewWillAppear, viewDidAppear), once
    // the part done has run back: 200 of 852 points, so 0.2347 × 0.25 s after the lift.
    let names = detail.log.map { $0.components(separatedBy: "@")[0] }
    #expect(names == ["appeared alpha=1.0", "cancel", "appeared alpha=1.0"])
    let times = detail.log.compactMap { Int64($0.components(separatedBy: "@")[1]) }
    let back = Int64((200.0 / 852.0 * 0.25 * 1e9).rounded())
    #expect(times.count == 3 && abs(times[2] - times[1] - back) <= 1)
    #expect(detail.dismissAnimator.ended == [false])
    #expect(root.presentedViewController === detail)
    #expect(detail.view.alpha == 1)
    #expect(detail.view.window != nil)
  }

  @Test("a long swipe finishes: dismissed after the rest of the fade, in proportion")
  func longSwipeFinishes() throws {
    let (scene, _) = try replayHosted(
      "tap 196,400\nwait 1s\ntouch 1 at 196,200\ndrag 1 to 196,700 in 0.3s\nlift 1\nwait 1s",
      on: CustomTransitionScreen.self)
    let root = try #require(scene.rootViewController as? TransitionRootController)
    let detail = root.detail
    let names = detail.log.map { $0.components(separatedBy: "@")[0] }
    #expect(names == ["appeared alpha=1.0", "finish", "disappeared", "dismissed"])
    let times = detail.log.compactMap { Int64($0.components(separatedBy: "@")[1]) }
    let progress = min(1, 500 / detail.view.bounds.height)
    // The rest of the transition: (1 − progress) × 0.25 s after the lift.
    let rest = Int64(((1 - progress) * 0.25 * 1e9).rounded())
    #expect(abs(times[2] - times[1] - rest) <= 1)
    #expect(root.presentedViewController == nil)
    #expect(detail.viewIfLoaded?.window == nil)
    #expect(detail.dismissAnimator.ended == [true])
  }
}
