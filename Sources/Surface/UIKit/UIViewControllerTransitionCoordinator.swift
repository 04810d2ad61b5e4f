/// Runs an app's closures with a view controller transition: the alongside animations when it
/// starts, the completions when it ends, on the replay's virtual clock.
///
/// UIKit makes the coordinator; the app receives it in
/// ``UIViewController/viewWillTransition(to:with:)``:
///
/// ```swift
/// final class GalleryViewController: UIViewController {
///   /// Whether scrolling one strip scrolls the other; off while the size changes.
///   private var isScrollLinked = true
///
///   override func viewWillTransition(
///     to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
///   ) {
///     super.viewWillTransition(to: size, with: coordinator)
///     isScrollLinked = false
///     coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.isScrollLinked = true }
///   }
/// }
/// ```
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Queues `animation` to run with the transition's animations (inside its animation block,
  /// after the views took their new size) and `completion` to run when the transition ends.
  /// - Returns: `false` when the transition already ran its animations and nothing was queued.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// As ``animate(alongsideTransition:completion:)``, for animations in `view` (a view outside
  /// the container; it is not used headless, where every view is in the one window).
  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool

  /// Calls `handler` when an interactive transition's interaction changes (never, headless: a
  /// size change is not interactive).
  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Calls `handler` when an interactive transition's interaction ends, iOS 7's form of
  /// ``notifyWhenInteractionChanges(_:)`` (deprecated in iOS 10; never, headless, as that).
  public func notifyWhenInteractionEnds(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    notifyWhenInteractionChanges(handler)
  }

  /// Queues `animation` with no completion (UIKit's `completion: nil` default).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }

  /// Queues `animation` in `view` with no completion (UIKit's `completion: nil` default).
  @discardableResult
  public func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animateAlongsideTransition(in: view, animation: animation, completion: nil)
  }
}
