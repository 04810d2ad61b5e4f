/// What a view controller transition (here: a change of the screen's size, as a rotation makes
/// it) tells the closures it runs: its duration, whether it is animated, interactive or
/// cancelled, how far it has got, and the transform it applies.
///
/// UIKit's `presentationStyle`, `viewController(forKey:)` and `view(forKey:)` are absent:
/// presentations are not modelled headless, and a size change has no "from" or "to" controller.
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// Whether the transition is animated.
  var isAnimated: Bool { get }
  /// Whether the transition started interactive (never, headless).
  var initiallyInteractive: Bool { get }
  /// Whether the transition can be interrupted (never, headless).
  var isInterruptible: Bool { get }
  /// Whether the transition is driven interactively now (never, headless).
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (a size change is never cancelled).
  var isCancelled: Bool { get }
  /// The transition's duration, in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far the transition has got, from 0 (alongside animations) to 1 (completions).
  var percentComplete: CGFloat { get }
  /// The speed the transition finishes at (1, UIKit's value for a non-interactive one).
  var completionVelocity: CGFloat { get }
  /// The transition's timing curve.
  var completionCurve: UIView.AnimationCurve { get }
  /// The view the transition happens in (the window, for a size change).
  var containerView: UIView { get }
  /// The rotation the transition applies: a quarter turn for a rotation, identity for a size
  /// change that keeps the orientation.
  var targetTransform: CGAffineTransform { get }
}
