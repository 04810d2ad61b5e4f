// Custom presentations and dismissals: the presented controller's `transitioningDelegate`
// supplies the animator (and an interaction controller), as in UIKit.

extension UIViewController {
  /// Presents this controller by `presenter` through the app's `animator`.
  ///
  /// As UIKit does: a container view is added over the window; the context's `.to` view is this
  /// controller's (or its presentation controller's `presentedView`), at the presentation
  /// controller's frame or the container's bounds, but not yet in it (the animator adds it);
  /// `.from` is the presenter's view under styles that remove it, nil otherwise. Appearance
  /// callbacks begin at once and end when the animator calls `completeTransition(true)`; with
  /// `false` the presentation is undone (this view and the container leave, the appearances
  /// reverse).
  func presentCustom(
    by presenter: UIViewController, in window: UIWindow,
    animator: any UIViewControllerAnimatedTransitioning, animated: Bool,
    completion: (() -> Void)?
  ) {
    let manager = customPresentationController
    let removesPresenter =
      manager?.shouldRemovePresentersView ?? modalPresentationStyle.removesPresentingView
    let container = PresentationContainerView(frame: window.bounds)
    container.presentationController = manager
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    window.addSubview(container)
    transitionContainer = container
    manager?.containerView = container
    let presentedView = manager?.presentedView ?? view
    presentedView?.frame = manager?.frameOfPresentedViewInContainerView ?? window.bounds
    if manager == nil { presentedView?.autoresizingMask = [.flexibleWidth, .flexibleHeight] }
    let fromView = removesPresenter ? presenter.view : nil
    let home = fromView.map(ViewPlace.init)
    if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
    beginAppearanceTransition(true, animated: animated)
    manager?.presentationTransitionWillBegin()
    let interactor = transitioningDelegate?.interactionControllerForPresentation(using: animator)
    let context = HeadlessTransitionContext(
      container: container, from: presenter, to: self, fromView: fromView, toView: presentedView,
      presents: true, style: modalPresentationStyle, animator: animator, isAnimated: animated,
      isInteractive: interactor?.wantsInteractiveStart ?? false,
      presentedFrame: manager?.frameOfPresentedViewInContainerView
    ) { [weak self, weak presenter] didComplete in
      guard let self else { return }
      home?.restore()  // UIKit keeps the covered view where it was, whatever the animator did
      presentationPhase = .none
      manager?.presentationTransitionDidEnd(didComplete)
      if didComplete {
        endAppearanceTransition()
        if removesPresenter { presenter?.endAppearanceTransition() }
        completion?()
      } else {
        leavePresentation(by: presenter)
        beginAppearanceTransition(false, animated: true)
        endAppearanceTransition()
        if removesPresenter {
          presenter?.beginAppearanceTransition(true, animated: true)
          presenter?.endAppearanceTransition()
        }
      }
    }
    start(context, animator: animator, interactor: interactor)
  }

  /// Dismisses this presented controller through the app's `animator`.
  ///
  /// The context's `.from` view is this controller's; `.to` is the presenter's view under
  /// styles that removed it, nil otherwise. On `completeTransition(true)` this view and its
  /// container leave the window; on `false` the dismissal is undone and this controller stays.
  func dismissCustom(
    from presenter: UIViewController, animator: any UIViewControllerAnimatedTransitioning,
    animated: Bool, completion: (() -> Void)?
  ) {
    guard let ownView = view else { return }
    let manager = customPresentationController
    let removedPresenter =
      manager?.shouldRemovePresentersView ?? modalPresentationStyle.removesPresentingView
    let container = transitionContainer ?? ownView.superview ?? ownView
    let toView = removedPresenter ? presenter.view : nil
    let home = toView.map(ViewPlace.init)
    beginAppearanceTransition(false, animated: animated)
    if removedPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
    manager?.dismissalTransitionWillBegin()
    let interactor = transitioningDelegate?.interactionControllerForDismissal(using: animator)
    let context = HeadlessTransitionContext(
      container: container, from: self, to: presenter, fromView: manager?.presentedView ?? ownView,
      toView: toView, presents: false, style: modalPresentationStyle, animator: animator,
      isAnimated: animated, isInteractive: interactor?.wantsInteractiveStart ?? false,
      presentedFrame: manager?.frameOfPresentedViewInContainerView
    ) { [weak self, weak presenter] didComplete in
      guard let self else { return }
      home?.restore()
      presentationPhase = .none
      manager?.dismissalTransitionDidEnd(didComplete)
      if didComplete {
        leavePresentation(by: presenter)
        manager?.containerView = nil
        if removedPresenter { presenter?.endAppearanceTransition() }
        endAppearanceTransition()
        completion?()
      } else {
        if removedPresenter {
          presenter?.beginAppearanceTransition(false, animated: true)
          presenter?.endAppearanceTransition()
        }
        beginAppearanceTransition(true, animated: true)
        endAppearanceTransition()
      }
    }
    start(context, animator: animator, interactor: interactor)
  }

  private func start(
    _ context: HeadlessTransitionContext, animator: any UIViewControllerAnimatedTransitioning,
    interactor: (any UIViewControllerInteractiveTransitioning)?
  ) {
    if let interactor, context.isInteractive {
      interactor.startInteractiveTransition(context)
    } else {
      animator.animateTransition(using: context)
    }
  }
}

/// Where a view sits in its superview, to put it back after an animator moved it into the
/// transition's container.
private struct ViewPlace {
  weak var view: UIView?
  weak var superview: UIView?
  let index: Int

  init(_ view: UIView) {
    self.view = view
    superview = view.superview
    index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
  }

  func restore() {
    guard let view, let superview, view.superview !== superview else { return }
    superview.insertSubview(view, at: min(index, superview.subviews.count))
  }
}
