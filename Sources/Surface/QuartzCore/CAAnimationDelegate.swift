/// Hears when a layer's animation starts and stops.
///
/// Both methods are optional in Core Animation; here they have empty default implementations.
/// On the virtual clock they run at the animation's begin and end times.
public protocol CAAnimationDelegate: AnyObject {
  /// The animation began.
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended: `flag` is true when it ran its whole duration, false when it was
  /// removed first.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
