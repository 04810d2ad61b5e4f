/// An app's animator for a custom presentation or dismissal: how long it lasts and the
/// animations that move the views, ending with the context's `completeTransition(_:)`.
///
/// ```swift
/// final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
///   func transitionDuration(using context: (any UIViewControllerContextTransitioning)?)
///     -> TimeInterval
///   { 0.25 }
///
///   func animateTransition(using context: any UIViewControllerContextTransitioning) {
///     guard let to = context.view(forKey: .to) else { return }
///     to.alpha = 0
///     context.containerView.addSubview(to)
///     UIView.animate(withDuration: transitionDuration(using: context)) {
///       to.alpha = 1
///     } completion: { _ in
///       context.completeTransition(!context.transitionWasCancelled)
///     }
///   }
/// }
/// ```
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// The transition's length in seconds.
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  /// Starts the transition's animations.
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
  /// Called after the transition ended (optional on iOS: the default does nothing).
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing, as UIKit when the animator leaves it out.
  public func animationEnded(_ transitionCompleted: Bool) {}
}
