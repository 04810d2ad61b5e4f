import HeadlessRuntime

// Presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)`.

extension UIViewController {
  /// How long an animated presentation or dismissal takes (ours: UIKit's modal slide lasts
  /// about 0.3 s; the duration is not documented).
  public static let presentationDuration: TimeInterval = 0.3

  /// Presents `presented` as UIKit does on a phone.
  ///
  /// The presenting controller is this controller's outermost ancestor (the one whose view
  /// fills the screen, as UIKit picks for full-screen styles). The presented view is added over
  /// the presenter's window and fills it, or for the sheet styles sits at its sheet's detent at
  /// the bottom (``UISheetPresentationController``), over a view that dims what is behind and
  /// takes the touches there. Callbacks, in UIKit's order: the presenter's `viewWillDisappear` (only for styles
  /// that remove the presenting view, ``UIModalPresentationStyle``), the presented
  /// `viewWillAppear`; at the transition's end (``presentationDuration`` later on the virtual
  /// clock when animated, at once otherwise) the presented `viewDidAppear`, the presenter's
  /// `viewDidDisappear`, then `completion`.
  ///
  /// Reported and ignored, as UIKit refuses them with a warning or an exception: a presenter
  /// already presenting, a controller already on screen or a child of another, a presenter
  /// whose view is not in a window.
  func presentHeadless(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let call = "present(_:animated:completion:)"
    let presenter = outermostAncestor()
    if let current = presenter.presentedStore {
      return reportPresentation(
        call, "\(type(of: presenter)) already presents \(type(of: current)); dismiss it first")
    }
    guard presented.parent == nil, presented.presentingStore == nil,
      presented.viewIfLoaded?.window == nil
    else {
      return reportPresentation(
        call, "\(type(of: presented)) is already on screen or the child of another controller")
    }
    guard let window = presenter.viewIfLoaded?.window else {
      return reportPresentation(
        call, "the view of \(type(of: presenter)) is not in a window; present once it appeared")
    }
    guard let view = presented.view else { return }
    presenter.presentedStore = presented
    presented.presentingStore = presenter
    presented.presentationPhase = .presenting
    let removesPresenter = presented.modalPresentationStyle.removesPresentingView
    let delegate = presented.transitioningDelegate
    presented.customPresentationController =
      presented.modalPresentationStyle == .custom
      ? delegate?.presentationController(
        forPresented: presented, presenting: presenter, source: self) : nil
    let animator =
      animated
      ? delegate?.animationController(forPresented: presented, presenting: presenter, source: self)
      : nil
    if animator != nil || presented.customPresentationController != nil {
      return presented.presentCustom(
        by: presenter, in: window,
        animator: animator ?? CutTransitionAnimator(presents: true, animated: animated),
        animated: animated, completion: completion)
    }
    if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
    if let popover = presented.popoverPresentationController {
      popover.presenter = presenter
      (popover.delegate as? any UIPopoverPresentationControllerDelegate)?
        .prepareForPopoverPresentation(popover)
    }
    if let sheet = presented.sheetPresentationController {
      // A sheet: its view over the window, dimming what is behind, the presented view in it at
      // the sheet's frame.
      sheet.presenter = presenter
      let container = SheetPresentationView(frame: window.bounds)
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.sheet = sheet
      sheet.containerView = container
      presented.transitionContainer = container
      window.addSubview(container)
      container.addSubview(view)
      view.frame = sheet.frameOfPresentedViewInContainerView
    } else {
      view.frame = window.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      window.addSubview(view)
    }
    presented.beginAppearanceTransition(true, animated: animated)
    presented.runAtTransitionEnd(animated: animated) { [weak presenter] in
      presented.presentationPhase = .none
      presented.endAppearanceTransition()
      if removesPresenter { presenter?.endAppearanceTransition() }
      completion?()
    }
  }

  /// Dismisses as UIKit does.
  ///
  /// What is dismissed: the controller this one (or an ancestor) presents, else the presented
  /// controller this one is (or is inside). Controllers the dismissed one presents go
  /// first, at once. Callbacks: the dismissed `viewWillDisappear`, the presenter's
  /// `viewWillAppear` (for styles that removed it); at the end (``presentationDuration`` later
  /// when animated) the presented view leaves the window, the presenter's `viewDidAppear`, the
  /// dismissed `viewDidDisappear`, then `completion`. With nothing to dismiss, nothing happens
  /// and `completion` does not run (ours, as commonly observed).
  func dismissHeadless(animated: Bool, completion: (() -> Void)?) {
    let target = presentedViewController ?? presentedAncestor()
    guard let target else { return }
    target.dismissPresentation(animated: animated, completion: completion)
  }

  /// Ends this presented controller's presentation.
  private func dismissPresentation(animated: Bool, completion: (() -> Void)?) {
    guard presentationPhase != .dismissing else { return }
    finishPendingPresentation()
    // Bounded: a presented controller is never on screen when presented, so chains do not loop.
    presentedStore?.dismissPresentation(animated: false, completion: nil)
    let presenter = presentingStore
    presentationPhase = .dismissing
    let removedPresenter = modalPresentationStyle.removesPresentingView
    if let presenter,
      let animator =
        (animated ? transitioningDelegate?.animationController(forDismissed: self) : nil)
        ?? (customPresentationController.map { _ in
          CutTransitionAnimator(presents: false, animated: animated)
        })
    {
      return dismissCustom(
        from: presenter, animator: animator, animated: animated, completion: completion)
    }
    beginAppearanceTransition(false, animated: animated)
    if removedPresenter { presenter?.beginAppearanceTransition(true, animated: animated) }
    runAtTransitionEnd(animated: animated) { [weak self, weak presenter] in
      guard let self else { return }
      leavePresentation(by: presenter)
      presentationPhase = .none
      if removedPresenter { presenter?.endAppearanceTransition() }
      endAppearanceTransition()
      completion?()
    }
  }

  /// This presented controller leaves the screen: its view, and the container of a custom
  /// presentation, leave the window, and it and `presenter` no longer refer to each other.
  func leavePresentation(by presenter: UIViewController?) {
    viewIfLoaded?.removeFromSuperview()
    transitionContainer?.removeFromSuperview()
    transitionContainer = nil
    customPresentationController = nil
    storedSheetPresentationController?.containerView = nil
    if presenter?.presentedStore === self { presenter?.presentedStore = nil }
    presentingStore = nil
  }

  /// Runs `finish` at the end of a presentation transition: after ``presentationDuration`` on
  /// the virtual clock when animated, at once otherwise or outside a runtime.
  private func runAtTransitionEnd(animated: Bool, _ finish: @escaping () -> Void) {
    guard animated, let runtime = HeadlessRuntime.current else { return finish() }
    let id = runtime.schedule(after: .appRequested(seconds: Self.presentationDuration)) {
      [weak self] in self?.finishPendingPresentation()
    }
    pendingPresentation = HeadlessPendingTransition(id: id, finish: finish)
  }

  /// Ends the presentation transition in progress now.
  func finishPendingPresentation() {
    guard let pending = pendingPresentation else { return }
    pendingPresentation = nil
    HeadlessRuntime.current?.cancel(pending.id)
    pending.finish()
  }

  /// The outermost controller of this one's parents (this one when it has no parent).
  private func outermostAncestor() -> UIViewController {
    var controller = self
    while let parent = controller.parent { controller = parent }
    return controller
  }

  /// The nearest of this controller and its ancestors that was presented.
  private func presentedAncestor() -> UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if current.presentingStore != nil { return current }
      controller = current.parent
    }
    return nil
  }

  private func reportPresentation(_ call: String, _ message: String) {
    report(call, message)
  }
}
