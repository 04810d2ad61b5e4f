/// What a custom transition's animator is handed: the container its views animate in, the two
/// controllers and their frames, and the call that ends the transition.
///
/// UIKit makes the context; an animator receives it in
/// ``UIViewControllerAnimatedTransitioning/animateTransition(using:)`` and must call
/// ``completeTransition(_:)`` when its animations end.
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view the transition's views animate in; the coming view must be added to it.
  var containerView: UIView { get }
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether an interaction controller drives the transition.
  var isInteractive: Bool { get }
  /// Whether the interaction was cancelled (the transition goes back).
  var transitionWasCancelled: Bool { get }
  /// The presented controller's presentation style.
  var presentationStyle: UIModalPresentationStyle { get }
  /// The rotation applied during the transition: inert, the identity headless.
  var targetTransform: CGAffineTransform { get }

  /// The controller going away (`.from`) or coming (`.to`).
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// The view going away or coming; nil for a view UIKit leaves where it is (the presenter's
  /// view under a style that keeps it).
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Where `vc`'s view starts (`.zero` for the coming controller).
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Where `vc`'s view ends (`.zero` for a controller whose view leaves).
  func finalFrame(for vc: UIViewController) -> CGRect

  /// The interaction's progress, from 0 to 1.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// The interaction ends and the transition completes.
  func finishInteractiveTransition()
  /// The interaction ends and the transition goes back.
  func cancelInteractiveTransition()
  /// The transition stops, to be driven by an interaction (inert: a percent-driven transition is
  /// driven from its start).
  func pauseInteractiveTransition()
  /// Ends the transition: `true` when it completed, `false` when it was cancelled.
  func completeTransition(_ didComplete: Bool)
}
