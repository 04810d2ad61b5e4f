import HeadlessRuntime

/// Owns a view and receives its lifecycle callbacks; the host calls `loadView`, `viewDidLoad`,
/// `viewWillAppear`, `viewDidAppear` and `viewDidLayoutSubviews` in UIKit's order.
open class UIViewController: UIResponder {
  // `@exclusivity(unchecked)`: read or set for every view or element on every frame; the run-time
  // exclusivity check cost more than the access (no access to these overlaps another).
  @exclusivity(unchecked) private var loadedView: UIView?
  /// The controller's children.
  @exclusivity(unchecked) open private(set) var children: [UIViewController] = []
  /// The controller's parent; block observations of it hear each change.
  @exclusivity(unchecked) open private(set) weak var parent: UIViewController? {
    didSet {
      parentContainer =
        switch parent {
        case is UITabBarController: .tabs
        case is UINavigationController: .navigation
        default: .other
        }
      if parent !== oldValue { keyValueObservations.notify(self, reporting: self) }
    }
  }
  /// Which container that changes the safe area ``parent`` is, if any.
  enum ParentContainer { case other, tabs, navigation }
  /// What kind of container ``parent`` is, found as it is set: each layout pass asks every
  /// controller's view for its safe area, and most controllers' parent is neither kind (the
  /// weak reference loaded and cast twice was a hundred instructions a controller a frame).
  @exclusivity(unchecked) private(set) var parentContainer = ParentContainer.other
  /// The type of the hosted screen that made this controller its root, set by the screen: it
  /// finds its controller again by it, without a cast to its generic controller class, which
  /// looks the class's metadata up on every cast (a screen's state is read after every step).
  @exclusivity(unchecked) package var hostedScreenType: ObjectIdentifier?
  /// Block-based observations of this controller (`observe(_:options:changeHandler:)`).
  let keyValueObservations = KeyValueObservations()
  /// The title; the navigation item's and the tab bar item's titles follow it, as in UIKit.
  open var title: String? {
    didSet {
      storedNavigationItem?.title = title
      storedTabBarItem?.title = title
    }
  }
  /// The coordinator of the size change in progress, set by the host while it runs.
  ///
  /// Weak: the app's closures queued on the coordinator usually capture the controller, and a
  /// replay that ends mid-transition never runs the completion that would let go of them. The
  /// transition's scheduled end keeps the coordinator alive until then.
  weak var sizeTransitionCoordinator: (any UIViewControllerTransitionCoordinator)?
  /// Where the controller is in its appearance transitions (`viewWillAppear` and so on).
  @exclusivity(unchecked) var appearance = HeadlessAppearance.disappeared
  /// The navigation item, made on first use.
  var storedNavigationItem: UINavigationItem?
  /// The tab bar item, made on first use.
  var storedTabBarItem: UITabBarItem?
  /// The controller this one presents (set on the presenting controller).
  var presentedStore: UIViewController?
  /// The controller that presents this one.
  weak var presentingStore: UIViewController?
  /// Whether a presentation or dismissal of this controller is running.
  var presentationPhase = HeadlessPresentationPhase.none
  /// The presentation or dismissal waiting for its end.
  var pendingPresentation: HeadlessPendingTransition?
  /// How the controller is shown when presented; `.automatic` by default, as in UIKit.
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// Whether a current-context presentation from a controller inside this one covers this
  /// controller's view (inert: a presentation covers the window whatever the style).
  open var definesPresentationContext = false
  /// The orientations the controller supports: an iPhone's default, all but upside down
  /// (inert: a rotation command rotates the window whatever the controller says).
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  /// Supplies the animator of this controller's custom presentation and dismissal.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// The container a custom presentation put this controller's view in, removed with it.
  var transitionContainer: UIView?
  /// The presentation controller of this controller's `.custom` presentation.
  var customPresentationController: UIPresentationController?
  /// The sheet's presentation controller, made on first use.
  var storedSheetPresentationController: UISheetPresentationController?
  /// The pop-over's presentation controller, made on first use.
  var storedPopoverPresentationController: UIPopoverPresentationController?
  /// The presentation controller of this controller's `.custom` presentation while it lasts, or
  /// its sheet's (``sheetPresentationController``) or pop-over's
  /// (``popoverPresentationController``); nil for the full-screen styles.
  open var presentationController: UIPresentationController? {
    customPresentationController ?? sheetPresentationController ?? popoverPresentationController
  }
  /// The controller of the pop-over this controller is presented in.
  ///
  /// Nil unless `modalPresentationStyle` is `.popover`. Set where it points before presenting.
  open var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    if let made = storedPopoverPresentationController { return made }
    let made = UIPopoverPresentationController(
      presentedViewController: self, presenting: presentingStore)
    storedPopoverPresentationController = made
    return made
  }
  /// The controller of the sheet this controller is presented in; nil unless a sheet style.
  ///
  /// The sheet styles are `.pageSheet`, `.formSheet` and `.automatic` (a page sheet on a
  /// phone). Set its detents before presenting.
  open var sheetPresentationController: UISheetPresentationController? {
    guard modalPresentationStyle.isSheet else { return nil }
    if let made = storedSheetPresentationController { return made }
    let made = UISheetPresentationController(
      presentedViewController: self, presenting: presentingStore)
    storedSheetPresentationController = made
    return made
  }
  /// Whether the controller refuses to be dismissed by the person (a tap outside its sheet);
  /// code can still dismiss it.
  open var isModalInPresentation = false
  /// The status bar's style this controller prefers (inert: no status bar headless).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether this controller prefers the status bar hidden (inert).
  open var prefersStatusBarHidden: Bool { false }
  /// How the status bar animates a change of its look (inert: no status bar headless).
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// Whether a presented controller decides the status bar's look (inert).
  open var modalPresentationCapturesStatusBarAppearance = false
  /// Whether the home indicator hides itself (inert: no home indicator headless).
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The edges the view extends under the bars (inert: the view's frame is the container's).
  open var edgesForExtendedLayout: UIRectEdge = .all
  /// Whether the view extends under opaque bars (inert).
  open var extendedLayoutIncludesOpaqueBars = false
  /// Called when the system asks to free memory (inert: never called headless; a replay has no
  /// memory pressure).
  open func didReceiveMemoryWarning() {}
  /// The appearance this controller's views take (inert: the trait collection stays light
  /// headless).
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  /// The child whose status bar style is used instead (inert).
  open var childForStatusBarStyle: UIViewController? { nil }
  /// The child whose status bar visibility is used instead (inert).
  open var childForStatusBarHidden: UIViewController? { nil }
  /// How the controller animates in when presented (inert: every transition is a cut headless).
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// Whether the controller forwards appearance callbacks to its children; `true`, as UIKit's.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// A controller whose view is created on first use (a nib is not loaded headless; pass nil).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// A controller whose view is created on first use.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { return nil }

  deinit {
    // The view may outlive its controller (an app keeps it): it must not point at it.
    if let loadedView, loadedView.owningController === self { loadedView.owningController = nil }
  }

  /// The controller's view, loaded on first use (`loadView()` then `viewDidLoad()`).
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      let view = loadedView ?? UIView(frame: UIScreen.main.bounds)
      loadedView = view
      view.owningController = self
      viewDidLoad()
      return view
    }
    set {
      if let loadedView, loadedView.owningController === self { loadedView.owningController = nil }
      loadedView = newValue
      newValue?.owningController = self
    }
  }

  /// The view if it is loaded.
  open var viewIfLoaded: UIView? { loadedView }
  /// Whether the view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  open override var next: UIResponder? { loadedView?.superview }

  /// Creates the view; the default makes a plain screen-sized view that follows its
  /// superview's width and height (`autoresizingMask` `[.flexibleWidth, .flexibleHeight]`: a
  /// default view on iOS describes itself with `autoresize = W+H`), so a child controller's view
  /// grows with the view it was added to.
  open func loadView() {
    let view = UIView(frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    self.view = view
  }

  /// Loads the view if it is not loaded.
  open func loadViewIfNeeded() { _ = view }

  // MARK: - Storyboards (inert: nothing is loaded from an archive headless)

  /// The storyboard the controller came from: nil headless.
  open var storyboard: UIStoryboard? { nil }

  /// Called before a segue runs (inert: segues never run headless, so only the app calls it).
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether the segue may run (true).
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

  /// Runs a storyboard segue (inert: reported, as no storyboard is loaded headless; present or
  /// push the destination in code).
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    report(
      "performSegue(withIdentifier:sender:)",
      "segue \"\(identifier)\" needs a storyboard, which is not loaded headless; present or push "
        + "the destination controller in code")
  }

  /// Called once after the view loads.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Called after an appearance transition began and was forwarded to the children (a
  /// navigation controller tells its delegate here).
  func appearanceTransitionDidBegin(appearing: Bool, animated: Bool) {}

  /// Called after an appearance transition ended and was forwarded to the children.
  func appearanceTransitionDidEnd(appeared: Bool, animated: Bool) {}

  // `@exclusivity(unchecked)`: every layout pass reads it.
  /// Insets added to the view's safe area, as a bar of the app's own would (a layout pass
  /// applies them).
  @exclusivity(unchecked) open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet {
      let edges =
        [additionalSafeAreaInsets.top, additionalSafeAreaInsets.left]
        + [additionalSafeAreaInsets.bottom, additionalSafeAreaInsets.right]
      guard edges.allSatisfy(\.isFinite) else {
        report(
          "additionalSafeAreaInsets",
          "is not finite: \(additionalSafeAreaInsets); the previous value is kept")
        additionalSafeAreaInsets = oldValue
        return
      }
      viewIfLoaded?.setNeedsLayout()
    }
  }

  /// Called when the view's safe area changed, before its layout.
  open func viewSafeAreaInsetsDidChange() {}

  /// Whether this controller's content scroll view takes the safe area's top and bottom in a
  /// navigation or tab bar controller even when its content fits.
  ///
  /// Deprecated since iOS 11, and still honoured by `contentInsetAdjustmentBehavior = .automatic`;
  /// `true` by default. `false` leaves such content unadjusted unless it scrolls vertically.
  open var automaticallyAdjustsScrollViewInsets = true {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }

  /// Called when the view's safe area changed, before ``viewSafeAreaInsetsDidChange()``: the
  /// containers place their bars here, so an app subclass that overrides the open callback
  /// without calling `super` still gets them placed.
  func safeAreaDidChange() {}

  // MARK: - Size changes

  /// The size the controller's content would like (iOS 7); a change tells its parent and its
  /// presentation controller, as UIKit's does.
  open var preferredContentSize: CGSize = .zero {
    didSet {
      guard preferredContentSize != oldValue else { return }
      parent?.preferredContentSizeDidChange(forChildContentContainer: self)
      presentationController?.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }

  /// A child's preferred content size changed (the default does nothing).
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// A child's Auto Layout fitting size changed (inert: never called, as fitting sizes are not
  /// watched headless).
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}

  /// The size to give a child in a parent of `parentSize`: the parent's size by default.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }

  /// Tries to rotate to the device's orientation (deprecated in iOS 16; inert: the replay's
  /// orientation changes only by a rotation command).
  open class func attemptRotationToDeviceOrientation() {}

  /// Whether the interface may rotate, deprecated since iOS 16; true by default (inert: a
  /// rotation command rotates the window whatever the controller says).
  open var shouldAutorotate: Bool { true }

  /// Called before the view's size changes to `size` (a rotation), while the view still has its
  /// old size; `coordinator` runs closures alongside the change and after it.
  ///
  /// The default forwards the call to each child controller, as UIKit's does: an override calls
  /// `super` so its children hear of the change.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// Called before a rotation changes the size classes, with the traits to come; `coordinator`
  /// is the one ``viewWillTransition(to:with:)`` gets next.
  ///
  /// The default forwards the call to each child controller, as UIKit's does. Ours: the
  /// controller's own ``traitCollection`` already reports the new traits here.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.willTransition(to: newCollection, with: coordinator) }
  }

  /// The traits the controller is in: its view's (the screen's when the view is not loaded).
  open var traitCollection: UITraitCollection {
    if let view = viewIfLoaded { return view.traitCollection }
    return UITraitCollection.mainScreen(direction: .leftToRight)
  }

  /// Called when the traits changed: headless, after a rotation that changes the size classes,
  /// before the views lay out at the new size.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The coordinator of the transition in progress (this controller's or an ancestor's), `nil`
  /// when none runs.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var controller: UIViewController? = self
    while let current = controller {
      if let coordinator = current.sizeTransitionCoordinator { return coordinator }
      controller = current.parent
    }
    return nil
  }

  /// Adds a child controller.
  ///
  /// Adding the controller itself or one of its ancestors is reported and ignored (it would make
  /// a cycle that forwarding calls to children never leaves; UIKit raises an exception).
  open func addChild(_ childController: UIViewController) {
    var ancestor: UIViewController? = self
    while let current = ancestor {
      guard current !== childController else {
        report(
          "addChild(_:)",
          "the child \(type(of: childController)) is this controller or one of its ancestors; "
            + "it was not added")
        return
      }
      ancestor = current.parent
    }
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent.
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  // MARK: - Navigation

  /// The nearest ancestor that is a navigation controller.
  open var navigationController: UINavigationController? {
    var ancestor = parent
    while let current = ancestor {
      if let navigation = current as? UINavigationController { return navigation }
      ancestor = current.parent
    }
    return nil
  }

  /// What a navigation bar shows for this controller: one item, made on first use, titled with
  /// the controller's title (inert: bars are not drawn; the item is kept).
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem()
    item.title = title
    storedNavigationItem = item
    return item
  }

  // MARK: - Tabs

  /// The nearest ancestor that is a tab bar controller.
  open var tabBarController: UITabBarController? {
    var ancestor = parent
    while let current = ancestor {
      if let tabs = current as? UITabBarController { return tabs }
      ancestor = current.parent
    }
    return nil
  }

  /// What a tab bar shows for this controller: one item, made on first use, titled with the
  /// controller's title.
  open var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }

  // MARK: - Presentation

  /// Presents `viewControllerToPresent` over the window, full-screen (ours, for every style; see
  /// ``presentHeadless(_:animated:completion:)``).
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    presentHeadless(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one (or an ancestor) presents, or this controller when it
  /// was presented (see ``dismissHeadless(animated:completion:)``).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissHeadless(animated: flag, completion: completion)
  }

  /// The controller presented by this one or by its nearest ancestor that presents one.
  open var presentedViewController: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if let presented = current.presentedStore { return presented }
      controller = current.parent
    }
    return nil
  }

  /// The controller that presented this one or its nearest presented ancestor.
  open var presentingViewController: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if let presenting = current.presentingStore { return presenting }
      controller = current.parent
    }
    return nil
  }

  /// Whether the controller is being presented: between `present` and the end of its
  /// transition.
  open var isBeingPresented: Bool { presentationPhase == .presenting }
  /// Whether the controller is being dismissed: between `dismiss` and the end of its transition.
  open var isBeingDismissed: Bool { presentationPhase == .dismissing }

  /// Called after the controller moved to a parent (inert hook).
  open func didMove(toParent parent: UIViewController?) {}
  /// Called before the controller moves to a parent (inert hook).
  open func willMove(toParent parent: UIViewController?) {}
}
