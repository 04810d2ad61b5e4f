/// The context of a custom presentation or dismissal, as UIKit hands it to the app's animator.
final class HeadlessTransitionContext: UIViewControllerContextTransitioning {
  let containerView: UIView
  let isAnimated: Bool
  let isInteractive: Bool
  private(set) var transitionWasCancelled = false
  let presentationStyle: UIModalPresentationStyle
  var targetTransform: CGAffineTransform { .identity }
  /// The app's animator, which an interaction controller starts.
  let animator: any UIViewControllerAnimatedTransitioning
  private let from: UIViewController
  private let to: UIViewController
  private let fromView: UIView?
  private let toView: UIView?
  /// Whether the coming controller is the presented one (a presentation, not a dismissal).
  private let presents: Bool
  /// Where the presented view sits: its presentation controller's frame, or the container.
  private let presentedFrame: CGRect?
  /// What the presentation or dismissal does once the animator completes it; run once.
  private var finish: ((Bool) -> Void)?

  init(
    container: UIView, from: UIViewController, to: UIViewController, fromView: UIView?,
    toView: UIView?, presents: Bool, style: UIModalPresentationStyle,
    animator: any UIViewControllerAnimatedTransitioning, isAnimated: Bool, isInteractive: Bool,
    presentedFrame: CGRect?, finish: @escaping (Bool) -> Void
  ) {
    containerView = container
    self.from = from
    self.to = to
    self.fromView = fromView
    self.toView = toView
    self.presents = presents
    presentationStyle = style
    self.animator = animator
    self.isAnimated = isAnimated
    self.isInteractive = isInteractive
    self.presentedFrame = presentedFrame
    self.finish = finish
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    switch key {
    case .from: from
    case .to: to
    default: nil
    }
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    switch key {
    case .from: fromView
    case .to: toView
    default: nil
    }
  }

  // The presented controller sits at its presentation controller's frame, or fills the container
  // (ours, for every other style, as presentations do headless); a controller whose view stays
  // where it is keeps its frame.
  func initialFrame(for vc: UIViewController) -> CGRect {
    guard vc === from else { return .zero }
    return presents ? containerView.bounds : presentedFrame ?? containerView.bounds
  }

  func finalFrame(for vc: UIViewController) -> CGRect {
    if vc === to { return presents ? presentedFrame ?? containerView.bounds : containerView.bounds }
    if vc === from { return presents && fromView == nil ? containerView.bounds : .zero }
    return .zero
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {}

  func finishInteractiveTransition() {
    transitionWasCancelled = false
  }

  func cancelInteractiveTransition() {
    transitionWasCancelled = true
  }

  func pauseInteractiveTransition() {}

  func completeTransition(_ didComplete: Bool) {
    guard let finish else { return }
    self.finish = nil
    finish(didComplete)
    animator.animationEnded(didComplete)
  }
}
