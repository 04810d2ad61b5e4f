/// An animation object an app starts, pauses, stops and finishes: ``UIViewPropertyAnimator``
/// adopts it, and a custom transition returns one from `interruptibleAnimator(using:)`.
public protocol UIViewAnimating: AnyObject {
  /// Whether the animation is inactive, active or stopped.
  var state: UIViewAnimatingState { get }
  /// Whether it is running now.
  var isRunning: Bool { get }
  /// Whether it runs backwards.
  var isReversed: Bool { get set }
  /// How much of it is done, from 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts it now.
  func startAnimation()
  /// Starts it after `delay` seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses it.
  func pauseAnimation()
  /// Stops it, finishing it later with ``finishAnimation(at:)`` unless `withoutFinishing`.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animation at `finalPosition`.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animation object that takes more animations and completions while it runs, and can
/// continue with other timing: ``UIViewPropertyAnimator`` adopts it.
///
/// Its four members are optional in UIKit; an object that leaves one out does nothing for it.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds an animation block.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds an animation block that starts `delayFactor` of the way through.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a completion, told where the animation ended.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes a paused animation, with `parameters`' timing when given, over `durationFactor`
  /// of the remaining time (0 keeps it).
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  /// Does nothing: the object leaves it out.
  public func addAnimations(_ animation: @escaping () -> Void) {}
  /// Does nothing: the object leaves it out.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
  /// Does nothing: the object leaves it out.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  /// Does nothing: the object leaves it out.
  public func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {}
}

extension UIViewPropertyAnimator: UIViewImplicitlyAnimating {}
