/// Manages a custom presentation (`modalPresentationStyle = .custom`).
///
/// It decides where the presented view sits in the container, and adds the chrome around it (a
/// dimming view, a handle) through the transition's callbacks. The presented controller's
/// `transitioningDelegate` supplies it.
///
/// ```swift
/// final class HalfSheetController: UIPresentationController {
///   override var frameOfPresentedViewInContainerView: CGRect {
///     guard let bounds = containerView?.bounds else { return .zero }
///     return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
///   }
///
///   override func containerViewWillLayoutSubviews() {
///     super.containerViewWillLayoutSubviews()
///     presentedView?.frame = frameOfPresentedViewInContainerView
///   }
/// }
/// ```
///
/// Headless the container is a view over the window; the presented view goes into it at
/// ``frameOfPresentedViewInContainerView`` (the animator's `finalFrame(for:)`), and leaves with
/// it when the dismissal completes.
open class UIPresentationController: NSObject {
  /// The controller presented.
  public let presentedViewController: UIViewController
  /// The controller that presents it: as passed to the initializer, or for a sheet's, its
  /// presenter once presented.
  ///
  /// Ours: without one (a sheet's before its presentation, or once the presenter is gone), the
  /// presented controller; UIKit's unowned reference is undefined then.
  public var presentingViewController: UIViewController {
    presenter ?? presentedViewController
  }
  /// The presenting controller, held weakly.
  weak var presenter: UIViewController?
  /// Hears of a dismissal the person asks for (a tap outside a sheet).
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The view the presentation takes place in: set when the presentation begins.
  public internal(set) var containerView: UIView?

  /// A presentation controller for `presentedViewController`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    presenter = presentingViewController
    super.init()
  }

  /// The view that is animated and placed: the presented controller's view by default.
  open var presentedView: UIView? { presentedViewController.view }
  /// Where the presented view ends: the whole container by default.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  /// Whether the presenter's view disappears (its appearance callbacks run); `false` by default.
  open var shouldRemovePresentersView: Bool { false }
  /// Whether the presentation covers the whole screen; true by default (inert: the window is
  /// the screen headless).
  open var shouldPresentInFullscreen: Bool { true }
  /// `.custom`.
  open var presentationStyle: UIModalPresentationStyle { .custom }

  /// The presentation is about to begin: the container exists, the presented view is not in it.
  open func presentationTransitionWillBegin() {}
  /// The presentation ended; `completed` is false when it was cancelled.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// The dismissal is about to begin.
  open func dismissalTransitionWillBegin() {}
  /// The dismissal ended; `completed` is false when it was cancelled.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Called before the window's size changes to `size` (a rotation), with the presented
  /// controller's coordinator; the presented controller hears of it next.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  /// The size classes are about to change to `newCollection` (the default does nothing).
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  /// The presented controller's preferred content size: the size it asks to be shown at.
  open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
  /// A child's preferred content size changed (the default does nothing).
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
  /// A child's Auto Layout fitting size changed (inert: never called).
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
  /// The size to give a child in a parent of `parentSize`: the parent's size by default.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }
  /// The container is about to lay out its subviews.
  open func containerViewWillLayoutSubviews() {}
  /// The container laid out its subviews.
  open func containerViewDidLayoutSubviews() {}
}
