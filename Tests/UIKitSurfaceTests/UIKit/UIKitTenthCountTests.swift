import Foundation
import HeadlessRuntime
import Testing
import TouchCore
import UIKit

// Tolerance: 1 µs of virtual time for a spring's settling (the clock's own grid is 1 ns, the
// duration is rounded to it); 1e-9 points for constraints (the solver's sums).

/// A custom presentation controller that records the rotations it is told of.
private final class RecordingPresentation: UIPresentationController {
  var sizes: [CGSize] = []
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    sizes.append(size)
    super.viewWillTransition(to: size, with: coordinator)
  }
}

/// Supplies ``RecordingPresentation``.
private final class RecordingTransitions: NSObject, UIViewControllerTransitioningDelegate {
  var made: RecordingPresentation?
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let controller = RecordingPresentation(
      presentedViewController: presented, presenting: presenting)
    made = controller
    return controller
  }
}

@Suite("UIKit, the tenth count: spring timing, animators, rotations of presentations")
@MainActor
struct UIKitTenthCountTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test("a physical spring's settling time is its animator's duration: 2m · ln 1000 / c")
  func physicalSpring() {
    let runtime = HeadlessRuntime(display: display)
    var ended: [(UIViewAnimatingPosition, Timestamp)] = []
    runtime.run {
      let spring = UISpringTimingParameters(
        mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
      #expect(spring.timingCurveType == .spring && spring.springTimingParameters === spring)
      // The duration given is ignored, as UIKit ignores it.
      let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
      #expect(abs(animator.duration - 2 * log(1000.0) / 20) < 1e-12)
      animator.addCompletion { ended.append(($0, runtime.now)) }
      animator.startAnimation()
      runtime.advance(to: .seconds(1))
    }
    #expect(ended.count == 1 && ended.first?.0 == .end)
    // 0.690776 s after the start at 0.
    #expect(ended.first.map { abs($0.1.seconds - 0.690_776) < 1e-6 } == true)
  }

  @Test("cubic timing names Core Animation's control points; a running animator starts itself")
  func cubicAndRunning() {
    let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
    // Core Animation keeps its points as single-precision floats.
    #expect(easeIn.controlPoint1 == CGPoint(x: CGFloat(Float(0.42)), y: 0))
    #expect(easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
    #expect(easeIn.timingCurveType == .builtin)
    let custom = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.2, y: 0.8), controlPoint2: CGPoint(x: 0.3, y: 1))
    #expect(custom.timingCurveType == .cubic && custom.animationCurve == .easeInOut)
    let runtime = HeadlessRuntime(display: display)
    var ended: [Timestamp] = []
    let view = UIView()
    runtime.run {
      let animator = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.2, delay: 0.1, options: [.curveLinear], animations: { view.alpha = 0 },
        completion: { _ in ended.append(runtime.now) })
      #expect(animator.isRunning && view.alpha == 0)
      runtime.advance(to: .seconds(1))
    }
    // The delay, then the duration.
    #expect(ended == [.milliseconds(300)])
  }

  @Test("a rotation tells a custom presentation controller before its presented controller")
  func presentationRotation() {
    let runtime = HeadlessRuntime(display: display)
    let transitions = RecordingTransitions()
    runtime.run {
      let home = UIViewController()
      let window = windowShowing(home)
      let card = UIViewController()
      card.modalPresentationStyle = .custom
      card.transitioningDelegate = transitions
      home.present(card, animated: false)
      window.headlessTransition(
        to: CGSize(width: 852, height: 393), duration: 0, targetTransform: .identity)
    }
    #expect(transitions.made?.sizes == [CGSize(width: 852, height: 393)])
  }

  @Test("inequalities with a multiplier and a constant are solved")
  func dimensionInequalities() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let reference = UIView()
    let box = UIView()
    for view in [reference, box] {
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
    }
    let wish = box.widthAnchor.constraint(equalToConstant: 500)
    wish.priority = .defaultLow
    NSLayoutConstraint.activate([
      reference.widthAnchor.constraint(equalToConstant: 100),
      reference.heightAnchor.constraint(equalToConstant: 40),
      // At most half the reference plus 10, at least the reference's height less 20.
      box.widthAnchor.constraint(
        lessThanOrEqualTo: reference.widthAnchor, multiplier: 0.5, constant: 10),
      box.heightAnchor.constraint(
        greaterThanOrEqualTo: reference.heightAnchor, multiplier: 1, constant: -20),
      wish,
    ])
    container.layoutIfNeeded()
    #expect(abs(box.frame.width - 60) < 1e-9)
    #expect(box.frame.height >= 20 - 1e-9)
  }

  @Test("colour appearance: the same traits do not differ; none to compare with does")
  func colorAppearance() {
    let traits = UIView().traitCollection
    #expect(!traits.hasDifferentColorAppearance(comparedTo: UIView().traitCollection))
    #expect(traits.hasDifferentColorAppearance(comparedTo: nil))
  }

  @Test("bar appearances keep their values, and a copy is a new object with the same ones")
  func barAppearances() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.shadowColor = .red
    appearance.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20)]
    let bar = UINavigationBar()
    bar.standardAppearance = appearance
    bar.scrollEdgeAppearance = appearance.copy()
    #expect(bar.scrollEdgeAppearance !== appearance)
    #expect(bar.scrollEdgeAppearance?.shadowColor != nil)
    #expect(bar.scrollEdgeAppearance?.titleTextAttributes.count == 1)
    appearance.configureWithTransparentBackground()
    #expect(appearance.backgroundEffect == nil)
    let tabs = UITabBarAppearance(barAppearance: appearance)
    #expect(tabs.shadowColor === appearance.shadowColor)
  }

  @Test("a UIKit class is found by its Objective-C name, as an app checks before a haptic")
  func classByName() {
    #expect(headlessClassFromString("UIFeedbackGenerator") == UIFeedbackGenerator.self)
    #expect(headlessClassFromString("UIImpactFeedbackGenerator") == UIImpactFeedbackGenerator.self)
    #expect(headlessClassFromString("UIView") == UIView.self)
    #expect(headlessClassFromString("NoSuchClass") == nil)
    // A structure is not a class.
    #expect(headlessClassFromString("UIEdgeInsets") == nil)
  }
}
