import HeadlessRuntime

/// The transition of a custom presentation whose delegate gives a presentation controller but
/// no animator: the presented view goes in at once, at its frame, and the transition ends after
/// `UIViewController.presentationDuration` on the virtual clock when animated (at once
/// otherwise), as the non-custom presentations do headless.
final class CutTransitionAnimator: UIViewControllerAnimatedTransitioning {
  private let presents: Bool
  private let animated: Bool

  init(presents: Bool, animated: Bool) {
    self.presents = presents
    self.animated = animated
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { animated ? UIViewController.presentationDuration : 0 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    if presents, let to = transitionContext.view(forKey: .to),
      let controller = transitionContext.viewController(forKey: .to)
    {
      to.frame = transitionContext.finalFrame(for: controller)
      transitionContext.containerView.addSubview(to)
    }
    let finish = { transitionContext.completeTransition(true) }
    guard animated, let runtime = HeadlessRuntime.current else { return finish() }
    runtime.schedule(
      after: .appRequested(seconds: transitionDuration(using: transitionContext)), finish)
  }
}
