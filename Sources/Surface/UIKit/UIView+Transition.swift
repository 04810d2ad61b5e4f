import HeadlessRuntime
import TouchCore

// View transitions (flips, curls, cross-dissolves): what they change applies at once and the
// completion runs when the transition's duration has passed on the virtual clock (on a later
// turn of the main queue outside a replay), as for `animate`. The pixels in between are not
// modelled: nothing is drawn headless.

extension UIView {
  /// Runs `animations` (changes to `view` and its subviews) as a transition of `view`.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    let now = HeadlessRuntime.current?.now ?? .zero
    scheduleCompletion(at: now + .appRequested(seconds: duration), completion)
  }

  /// Replaces `fromView` with `toView` in its superview (or, with
  /// `.showHideTransitionViews`, hides `fromView` and shows `toView`) as a transition.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let superview = fromView.superview {
      superview.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    let now = HeadlessRuntime.current?.now ?? .zero
    scheduleCompletion(at: now + .appRequested(seconds: duration), completion)
  }
}
