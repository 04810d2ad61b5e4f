/// What a ``UIDynamicAnimator`` tells its delegate: it resumes when behaviours or items change,
/// and pauses when every item has come to rest.
///
/// Both methods are optional, as in UIKit: the defaults do nothing.
public protocol UIDynamicAnimatorDelegate: AnyObject {
  /// The animator is about to step again (a behaviour or an item changed).
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Every item came to rest and the animator stopped stepping.
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

// MARK: - Defaults (optional in UIKit)

extension UIDynamicAnimatorDelegate {
  /// Does nothing.
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  /// Does nothing.
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
