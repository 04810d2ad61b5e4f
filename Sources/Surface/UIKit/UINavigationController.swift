import HeadlessRuntime

/// A stack of view controllers, the top one on screen, as UIKit's `UINavigationController`.
///
/// It is a container: each controller in the stack is its child, and the top controller's view
/// fills the navigation controller's view, under the bar, as in UIKit since iOS 11: the bar
/// (44 pt, below the top of the safe area) adds to that view's `safeAreaInsets`, so a scroll view
/// filling it starts below the bar (`contentInsetAdjustmentBehavior`). The bar itself is not
/// drawn or hit-tested. Only the top view is in the hierarchy once a transition ends, so touches
/// reach only the top controller's view.
///
/// Pushing and popping call the appearance callbacks in UIKit's order — the old top's
/// `viewWillDisappear`, the new top's `viewWillAppear`, then the old top's `viewDidDisappear` and
/// the new top's `viewDidAppear` — when the navigation controller is on screen. Animated, the
/// `did` callbacks come ``pushDuration`` later on the virtual clock; otherwise at once. The new
/// view is in place from the transition's start (ours: the slide is not animated). A push or pop
/// while a transition runs finishes that transition at once first.
///
/// The delegate hears `navigationController(_:willShow:animated:)` right after the new top's
/// `viewWillAppear` and `navigationController(_:didShow:animated:)` right after its
/// `viewDidAppear`, as in UIKit, for pushes, pops and stack changes made while the navigation
/// controller is on screen, and for the top controller when the navigation controller first
/// appears (ours: not when it appears again, after a full-screen presentation over it ends).
///
/// The edge-swipe back gesture is not modelled.
open class UINavigationController: UIViewController {
  /// Hears when a controller is about to be shown and when it was shown.
  open weak var delegate: (any UINavigationControllerDelegate)?

  /// How long an animated push or pop takes (ours: UIKit's slide lasts about 0.35 s; the
  /// duration is not documented).
  public static let pushDuration: TimeInterval = 0.35
  /// How long the bar takes to hide or show (UIKit's `UINavigationControllerHideShowBarDuration`;
  /// inert: the bar hides and shows at once headless).
  public static let hideShowBarDuration: CGFloat = 0.2

  /// The bar, the screen's width and 44 pt tall, as UIKit's standard bar, at the top of the safe
  /// area (not drawn, not in the view hierarchy, not hit-tested; large titles are not modelled).
  public let navigationBar = UINavigationBar(
    frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
  /// Inert.
  open var hidesBarsOnSwipe = false
  /// Inert.
  open var hidesBarsOnTap = false

  private var stack: [UIViewController] = []
  /// The transition in progress: its scheduled end and what it does then.
  private var pendingTransition: (id: ScheduledWorkID?, finish: () -> Void)?

  /// A stack holding `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// An empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// A stack with custom bar classes (the classes are inert: the bar is a `UINavigationBar`).
  public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    self.init(nibName: nil, bundle: nil)
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The stack, bottom to top; setting it is ``setViewControllers(_:animated:)`` without
  /// animation.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller presented over the navigation controller, else the top one.
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  /// Whether the bar is hidden (kept; the bar is inert).
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { navigationBar.isHidden = newValue }
  }

  /// Hides or shows the bar (`animated` is inert).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// The edge-swipe back gesture: nil headless (inert: not modelled).
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

  /// Whether the delegate heard of the top controller when the navigation controller first
  /// appeared.
  private var hasShownFirstTop = false

  override func appearanceTransitionDidBegin(appearing: Bool, animated: Bool) {
    guard appearing, !hasShownFirstTop, let top = topViewController else { return }
    delegate?.navigationController(self, willShow: top, animated: animated)
  }

  override func appearanceTransitionDidEnd(appeared: Bool, animated: Bool) {
    guard appeared, !hasShownFirstTop, let top = topViewController else { return }
    hasShownFirstTop = true
    delegate?.navigationController(self, didShow: top, animated: animated)
  }

  /// Keeps the bar below the status bar.
  override func safeAreaDidChange() {
    navigationBar.frame.origin.y = view.safeAreaInsets.top
  }

  open override func loadView() {
    super.loadView()
    if let top = stack.last, let container = viewIfLoaded { place(top, in: container) }
  }

  /// Pushes `viewController` on top of the stack and shows it.
  ///
  /// A controller already in the stack, or a navigation controller, is reported and not pushed
  /// (UIKit raises an exception).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else {
      return report("pushViewController(_:animated:)", "the controller is already in the stack")
    }
    guard !(viewController is UINavigationController) else {
      return report(
        "pushViewController(_:animated:)", "a navigation controller cannot be pushed")
    }
    finishPendingTransition()
    let old = stack.last
    addChild(viewController)
    guard viewController.parent === self else { return }
    stack.append(viewController)
    updateBar()
    show(viewController, replacing: old, animated: animated) { [weak self] in
      viewController.didMove(toParent: self)
    }
  }

  /// Pops the top controller and shows the one below it; returns the popped controller, or nil
  /// when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1 else { return nil }
    return pop(toIndex: stack.count - 2, animated: animated).first
  }

  /// Pops every controller above the root; returns them, bottom to top (nil when only the root
  /// is left, as UIKit's).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return nil }
    return pop(toIndex: 0, animated: animated)
  }

  /// Pops every controller above `viewController`; returns them, bottom to top.
  ///
  /// A controller not in the stack is reported (UIKit raises an exception) and nil returned.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      report("popToViewController(_:animated:)", "the controller is not in the stack")
      return nil
    }
    return pop(toIndex: index, animated: animated)
  }

  /// Replaces the stack; the new top is shown as by a push (animated when asked).
  ///
  /// Controllers that leave the stack are removed as children, new ones added. A stack that holds a
  /// controller twice is reported and ignored (UIKit raises an exception).
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    for (index, controller) in viewControllers.enumerated()
    where viewControllers[..<index].contains(where: { $0 === controller }) {
      return report(
        "setViewControllers(_:animated:)", "the stack holds \(type(of: controller)) twice")
    }
    finishPendingTransition()
    let old = stack.last
    let removed = stack.filter { controller in !viewControllers.contains { $0 === controller } }
    var added: [UIViewController] = []
    for controller in removed { controller.willMove(toParent: nil) }
    var kept: [UIViewController] = []
    for controller in viewControllers {
      if controller.parent !== self {
        addChild(controller)
        guard controller.parent === self else { continue }
        added.append(controller)
      }
      kept.append(controller)
    }
    stack = kept
    updateBar()
    let settle = { [weak self] in
      for controller in removed {
        if let view = controller.viewIfLoaded, view.superview === self?.viewIfLoaded {
          view.removeFromSuperview()
        }
        controller.removeFromParent()
        controller.didMove(toParent: nil)
      }
      for controller in added { controller.didMove(toParent: self) }
    }
    guard let top = kept.last else {
      if let view = old?.viewIfLoaded, view.superview === viewIfLoaded {
        view.removeFromSuperview()
      }
      return settle()
    }
    show(top, replacing: old, animated: animated, then: settle)
  }

  /// Pops the controllers above `index` (which is in the stack).
  private func pop(toIndex index: Int, animated: Bool) -> [UIViewController] {
    finishPendingTransition()
    guard index >= 0, index < stack.count - 1 else { return [] }
    let old = stack.last
    let popped = Array(stack[(index + 1)...])
    stack.removeSubrange((index + 1)...)
    for controller in popped { controller.willMove(toParent: nil) }
    updateBar()
    show(stack[index], replacing: old, animated: animated) {
      for controller in popped {
        controller.removeFromParent()
        controller.didMove(toParent: nil)
      }
    }
    return popped
  }

  /// Shows `new` in place of `old`: its view goes in at once (above `old`'s for a push, below
  /// for a pop), the appearance callbacks run when the navigation controller is on screen, and
  /// at the transition's end `old`'s view leaves and `then` runs.
  private func show(
    _ new: UIViewController, replacing old: UIViewController?, animated: Bool,
    then: @escaping () -> Void
  ) {
    guard new !== old, let container = viewIfLoaded else { return then() }
    let onScreen = isAppearedOrAppearing
    let isPop = old.map { old in !stack.contains { $0 === old } } ?? false
    let oldView = old?.viewIfLoaded
    if isPop, let oldView, oldView.superview === container {
      place(new, in: container, below: oldView)
    } else {
      place(new, in: container)
    }
    if onScreen {
      old?.beginAppearanceTransition(false, animated: animated)
      new.beginAppearanceTransition(true, animated: animated)
      delegate?.navigationController(self, willShow: new, animated: animated)
    }
    let finish = { [weak self, weak old] in
      if let oldView, oldView.superview === container, old !== self?.topViewController {
        oldView.removeFromSuperview()
      }
      if onScreen {
        old?.endAppearanceTransition()
        new.endAppearanceTransition()
        if let self { self.delegate?.navigationController(self, didShow: new, animated: animated) }
      }
      then()
    }
    guard onScreen, animated, let runtime = HeadlessRuntime.current else { return finish() }
    if let old,
      let animator = delegate?.navigationController(
        self, animationControllerFor: isPop ? .pop : .push, from: old, to: new)
    {
      return animate(from: old, to: new, with: animator, in: container, then: finish)
    }
    let id = runtime.schedule(after: .appRequested(seconds: Self.pushDuration)) { [weak self] in
      self?.finishPendingTransition()
    }
    pendingTransition = (id, finish)
  }

  /// A push or pop through the delegate's animator.
  ///
  /// The animator moves the views in the navigation controller's view and ends the transition
  /// with `completeTransition(_:)` (a cancelled one ends it too: only an interaction, not
  /// modelled, takes a transition back). A push or pop before that ends it at once, as the
  /// built-in transition is ended.
  private func animate(
    from old: UIViewController, to new: UIViewController,
    with animator: any UIViewControllerAnimatedTransitioning, in container: UIView,
    then finish: @escaping () -> Void
  ) {
    var pending: (() -> Void)? = finish
    let finishOnce = {
      let run = pending
      pending = nil
      run?()
    }
    let context = HeadlessTransitionContext(
      container: container, from: old, to: new, fromView: old.viewIfLoaded, toView: new.view,
      presents: true, style: .none, animator: animator, isAnimated: true, isInteractive: false,
      presentedFrame: nil
    ) { _ in finishOnce() }
    pendingTransition = (nil, finishOnce)
    animator.animateTransition(using: context)
  }

  /// Ends the transition in progress now.
  private func finishPendingTransition() {
    guard let pending = pendingTransition else { return }
    pendingTransition = nil
    if let id = pending.id { HeadlessRuntime.current?.cancel(id) }
    pending.finish()
  }

  /// Puts `controller`'s view over `container`'s bounds, following its size.
  private func place(_ controller: UIViewController, in container: UIView, below: UIView? = nil) {
    guard let view = controller.view else { return }
    view.frame = container.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if let below {
      container.insertSubview(view, belowSubview: below)
    } else {
      container.addSubview(view)
    }
  }

  private func updateBar() { navigationBar.items = stack.map(\.navigationItem) }
}
