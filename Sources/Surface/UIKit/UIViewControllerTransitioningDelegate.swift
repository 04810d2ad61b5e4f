/// Supplies the animator (and the interaction controller) of a controller's custom
/// presentation and dismissal; set as the presented controller's `transitioningDelegate`.
///
/// Every member is optional, as on iOS: one the delegate leaves out returns nil, and UIKit's
/// own transition runs.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// The animator that presents `presented`, or nil for UIKit's.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The animator that dismisses `dismissed`, or nil for UIKit's.
  func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller that drives the presentation, or nil for none.
  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
  /// The interaction controller that drives the dismissal, or nil for none.
  func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
    -> (any UIViewControllerInteractiveTransitioning)?
  /// The presentation controller of a `.custom` presentation, or nil for none.
  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// Nil: UIKit's presentation.
  public func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// Nil: UIKit's dismissal.
  public func animationController(forDismissed dismissed: UIViewController)
    -> (any UIViewControllerAnimatedTransitioning)?
  { nil }
  /// Nil: not interactive.
  public func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
  /// Nil: no presentation controller.
  public func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? { nil }
  /// Nil: not interactive.
  public func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
