import HeadlessRuntime

/// Pages, one view controller each, that the user moves between, as UIKit's
/// `UIPageViewController`.
///
/// With the `.scroll` style it holds a paging `UIScrollView` driven by HapticTape's calibrated
/// engine, as any scroll view: the scroll view is the page view controller's view's size plus
/// `interPageSpacing` along the orientation (so a page of the engine is a page and its gap), and
/// holds the current page and the neighbours the data source gives. The current page's
/// neighbours are asked for when the page is set and again each time a drag settles on a new
/// page; their views load and join the scroll view when a drag begins, as UIKit's.
///
/// The first movement of a drag towards a neighbour tells the delegate
/// `pageViewController(_:willTransitionTo:)`, and the neighbour's `viewWillAppear` and the
/// current page's `viewWillDisappear` follow; when the scroll view comes to rest the delegate
/// hears `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`,
/// completed when the neighbour stays. The appearance callbacks follow UIKit's order for the
/// scroll style (new `viewWillAppear`, current `viewWillDisappear`, then new `viewDidAppear`,
/// current `viewDidDisappear`; a cancelled drag: current `viewWillAppear`, `viewDidAppear`, new
/// `viewWillDisappear`, `viewDidDisappear`). A drag that turns past the current page to the
/// other neighbour ends the first neighbour's appearance and tells the delegate
/// `willTransitionTo` the other (ours: the order is undocumented). Only the current page is a
/// child at rest.
///
/// The `.pageCurl` style shows the current page over the whole view and changes pages only in
/// code (ours: the curl gestures are not modelled, so ``gestureRecognizers`` is empty).
///
/// A data source that returns the current page, the same controller on both sides, or a
/// controller that already has another parent is reported as a `HeadlessProblem` naming the
/// call, and that side is treated as the end of the pages; so is setting the pages from inside
/// the data source.
///
/// When the view changes size (a rotation) the pages are laid out again at the new size.
open class UIPageViewController: UIViewController {
  /// How pages change.
  public let transitionStyle: TransitionStyle
  /// The axis pages follow along.
  public let navigationOrientation: NavigationOrientation
  /// Where a page-curl book's spine is (inert); `.none` for the scroll style.
  open private(set) var spineLocation: SpineLocation
  /// Whether a page curl shows content on the back of pages (inert).
  open var isDoubleSided = false
  /// The gestures that turn pages: empty headless (inert: a scroll-style page view controller
  /// moves with its scroll view's pan, which is not listed, as in UIKit).
  open var gestureRecognizers: [UIGestureRecognizer] { [] }
  /// Gives the pages around the current one.
  open weak var dataSource: (any UIPageViewControllerDataSource)?
  /// Hears of page changes the user makes.
  open weak var delegate: (any UIPageViewControllerDelegate)?

  /// The gap between pages, from the `.interPageSpacing` option (0 when absent or not a
  /// finite, non-negative number).
  let interPageSpacing: CGFloat
  var current: UIViewController?
  var before: UIViewController?
  var after: UIViewController?
  /// The neighbour a drag is bringing in.
  private var pending: UIViewController?
  /// The pages this controller made its children.
  private var pageChildren: [UIViewController] = []
  /// The paging scroll view of the `.scroll` style, made with the view.
  private(set) var pager: UIScrollView?
  private let relay = PageScrollRelay()
  /// Whether the page view controller is moving its scroll view itself (not a drag).
  private var isRelayingOut = false
  /// Whether the data source is being asked (pages set from inside it would ask it again).
  private var isAskingDataSource = false
  /// A page change set in code with animation, while its slide runs.
  var turnInCode: PageTurnInCode?

  /// A page view controller with `style`, `navigationOrientation` and `options`
  /// (`.interPageSpacing`, `.spineLocation`).
  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    let spacing = Self.number(options?[.interPageSpacing]) ?? 0
    interPageSpacing = spacing.isFinite && spacing >= 0 ? spacing : 0
    let spine = Self.number(options?[.spineLocation]).flatMap { value in
      value.isFinite && value >= 0 && value <= 3
        ? SpineLocation(rawValue: Int(value.rounded())) : nil
    }
    spineLocation = style == .scroll ? .none : (spine ?? .min)
    super.init(nibName: nil, bundle: nil)
    relay.pager = self
  }

  /// A horizontal page-curl page view controller, as UIKit's default.
  public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The page shown, in a one-element array; empty before a page is set.
  ///
  /// While a page change set in code slides in, the page it brings (ours: UIKit does not
  /// document which).
  open var viewControllers: [UIViewController]? {
    (turnInCode?.target ?? current).map { [$0] } ?? []
  }

  /// Shows the first of `viewControllers` (UIKit takes two only for a double-sided curl with
  /// the spine in the middle; the second is ignored here).
  ///
  /// With `animated` on a `.scroll` page view that is on screen, the new page slides in from
  /// the side `direction` names, on the scroll view's own animated scroll (0.33 s, quadratic
  /// ease-out), the pages taking no touches meanwhile (ours); the appearance callbacks begin at
  /// once and end with the slide, and `completion` runs then with `true`. Otherwise (and for
  /// the curl, which is not animated) the change is a cut with the callbacks in UIKit's order,
  /// and `completion` runs at once with `true`. The delegate is not told, as in UIKit. A drag's
  /// page change in progress is cancelled first; a slide in progress jumps to its end, its
  /// completion told `false`. No controller, or one that already has another parent, is
  /// reported and `completion` runs with `false`.
  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let call = "setViewControllers(_:direction:animated:completion:)"
    guard !isAskingDataSource else {
      report(call, "called from inside the data source; set the pages after it returns")
      completion?(false)
      return
    }
    guard let new = viewControllers?.first else {
      report(call, "needs a view controller to show; nothing changed")
      completion?(false)
      return
    }
    if let parent = new.parent, parent !== self {
      report(call, "\(type(of: new)) already has the parent \(type(of: parent)); not shown")
      completion?(false)
      return
    }
    cancelPendingTransition()
    finishTurnInCode(finished: false)
    let old = current
    guard new !== old else {
      completion?(true)
      return
    }
    if animated, let old,
      startTurnInCode(to: new, from: old, direction: direction, completion: completion)
    {
      return
    }
    adopt(new)
    current = new
    askNeighbours()
    let onScreen = isAppearedOrAppearing && isViewLoaded
    relayout()
    if onScreen {
      new.beginAppearanceTransition(true, animated: animated)
      old?.beginAppearanceTransition(false, animated: animated)
      new.endAppearanceTransition()
      old?.endAppearanceTransition()
    }
    releasePages()
    completion?(true)
  }

  /// Makes a screen-sized view that follows its superview's size; when its size changes the
  /// pages are laid out again (ours: at once, or when a drag in progress settles).
  open override func loadView() {
    let container = PageContainerView(frame: UIScreen.main.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.sizeChanged = { [weak self] in
      guard let self, self.pending == nil, self.turnInCode == nil, self.pager?.isDragging != true
      else { return }
      self.relayout()
    }
    view = container
    guard transitionStyle == .scroll else { return relayout() }
    let scrollView = UIScrollView(frame: pagerFrame(in: container.bounds))
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.isPagingEnabled = true
    scrollView.showsHorizontalScrollIndicator = false
    scrollView.showsVerticalScrollIndicator = false
    scrollView.scrollsToTop = false
    scrollView.delegate = relay
    container.addSubview(scrollView)
    pager = scrollView
    relayout()
  }

  // MARK: - Following the scroll view

  /// A drag begins: the neighbours' views join the scroll view.
  func pageScrollWillBeginDragging() {
    guard pending == nil, let pager else { return }
    for (slot, page) in slots().enumerated() where page !== current {
      adopt(page)
      place(page, slot: slot, in: pager)
    }
  }

  /// The offset changed: the first movement of a drag towards a neighbour starts its
  /// transition; a drag that turns past the current page to the other neighbour ends that
  /// transition's appearance and starts the other's.
  func pageScrollDidScroll() {
    guard !isRelayingOut, let pager, pager.isDragging, let current else { return }
    let delta = along(pager.contentOffset) - CGFloat(slotIndex(of: current)) * step
    guard let target = delta > 0 ? after : (delta < 0 ? before : nil), target !== pending
    else { return }
    if let turnedFrom = pending, isAppearedOrAppearing {
      // The current page keeps disappearing; the first neighbour leaves again.
      turnedFrom.beginAppearanceTransition(false, animated: true)
      turnedFrom.endAppearanceTransition()
    }
    pending = target
    delegate?.pageViewController(self, willTransitionTo: [target])
    // The delegate may have set the pages in code.
    guard pending === target, self.current === current else { return }
    if isAppearedOrAppearing {
      target.beginAppearanceTransition(true, animated: true)
      current.beginAppearanceTransition(false, animated: true)
    }
  }

  /// The scroll view came to rest: the page under it becomes the current one (or the drag is
  /// cancelled when it is the current one again).
  func pageScrollDidSettle() {
    guard !isRelayingOut, let pager, !pager.isDragging, !pager.isTracking else { return }
    guard turnInCode == nil else { return finishTurnInCode(finished: true) }
    guard let previous = current, let target = pending else {
      // A bounce at an end: the neighbour shown by the drag leaves again.
      relayout()
      releasePages()
      return
    }
    let pages = slots()
    let position = (along(pager.contentOffset) / step).rounded()
    let index = position.isFinite ? Int(min(max(position, 0), CGFloat(pages.count - 1))) : 0
    pending = nil
    let completed = pages.indices.contains(index) && pages[index] === target
    let onScreen = isAppearedOrAppearing
    if completed {
      if onScreen {
        target.endAppearanceTransition()
        previous.endAppearanceTransition()
      }
      current = target
      askNeighbours()
    } else if onScreen {
      previous.beginAppearanceTransition(true, animated: true)
      previous.endAppearanceTransition()
      target.beginAppearanceTransition(false, animated: true)
      target.endAppearanceTransition()
    }
    relayout()
    releasePages()
    delegate?.pageViewController(
      self, didFinishAnimating: true, previousViewControllers: [previous],
      transitionCompleted: completed)
  }

  // MARK: - Pages

  /// The distance from one page to the next: the view's width (or height) plus the spacing.
  var step: CGFloat {
    guard let pager else { return 0 }
    let size = pager.bounds.size
    return navigationOrientation == .horizontal ? size.width : size.height
  }

  /// The pages in the scroll view's slots: before, current, after (those that exist).
  private func slots() -> [UIViewController] {
    guard let current else { return [] }
    return [before, current, after].compactMap { $0 }
  }

  func slotIndex(of page: UIViewController) -> Int {
    slots().firstIndex { $0 === page } ?? 0
  }

  private func along(_ point: CGPoint) -> CGFloat {
    navigationOrientation == .horizontal ? point.x : point.y
  }

  /// Asks the data source for the current page's neighbours.
  func askNeighbours() {
    guard transitionStyle == .scroll, let current, let dataSource else {
      before = nil
      after = nil
      return
    }
    isAskingDataSource = true
    defer { isAskingDataSource = false }
    before = checked(
      dataSource.pageViewController(self, viewControllerBefore: current),
      call: "pageViewController(_:viewControllerBefore:)")
    after = checked(
      dataSource.pageViewController(self, viewControllerAfter: current),
      call: "pageViewController(_:viewControllerAfter:)")
    if let after, after === before {
      report(
        "pageViewController(_:viewControllerAfter:)",
        "returned the same \(type(of: after)) as viewControllerBefore; treated as the last page")
      self.after = nil
    }
  }

  /// `page` when it can be a neighbour; else reports why and returns nil.
  private func checked(_ page: UIViewController?, call: String) -> UIViewController? {
    guard let page else { return nil }
    if page === current {
      report(call, "returned the current page; return the page next to it, or nil at the end")
      return nil
    }
    if let parent = page.parent, parent !== self {
      report(
        call,
        "returned a \(type(of: page)) that already has the parent \(type(of: parent)); "
          + "treated as the end of the pages")
      return nil
    }
    return page
  }

  /// Puts the pages in place: in the scroll view, the current one at its slot with the offset
  /// on it (the neighbours' views leave until the next drag); else the current one over the
  /// view.
  func relayout() {
    guard let container = viewIfLoaded else { return }
    isRelayingOut = true
    defer { isRelayingOut = false }
    let shown = Set(([current, pending].compactMap { $0 }).map(ObjectIdentifier.init))
    for page in pageChildren where !shown.contains(ObjectIdentifier(page)) {
      if let view = page.viewIfLoaded, view.superview === pager || view.superview === container {
        view.removeFromSuperview()
      }
    }
    guard let current else { return }
    guard let pager else {
      guard let view = current.view else { return }
      view.frame = container.bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if view.superview !== container { container.addSubview(view) }
      return
    }
    let count = CGFloat(slots().count)
    let size = pager.bounds.size
    pager.contentSize =
      navigationOrientation == .horizontal
      ? CGSize(width: size.width * count, height: size.height)
      : CGSize(width: size.width, height: size.height * count)
    let index = slotIndex(of: current)
    place(current, slot: index, in: pager)
    pager.contentOffset = offset(ofSlot: index)
  }

  /// The scroll view's offset that shows the page at `slot`.
  func offset(ofSlot slot: Int) -> CGPoint {
    let origin = CGFloat(slot) * step
    return navigationOrientation == .horizontal
      ? CGPoint(x: origin, y: 0) : CGPoint(x: 0, y: origin)
  }

  /// Puts `page`'s view at `slot` of the scroll view, the size of the page view controller's
  /// view.
  func place(_ page: UIViewController, slot: Int, in pager: UIScrollView) {
    guard let view = page.view, let container = viewIfLoaded else { return }
    let origin = CGFloat(slot) * step
    let size = container.bounds.size
    view.autoresizingMask = []
    view.frame =
      navigationOrientation == .horizontal
      ? CGRect(x: origin, y: 0, width: size.width, height: size.height)
      : CGRect(x: 0, y: origin, width: size.width, height: size.height)
    if view.superview !== pager { pager.addSubview(view) }
  }

  /// Makes `page` a child (when it is not one).
  func adopt(_ page: UIViewController) {
    guard page.parent !== self else { return }
    addChild(page)
    guard page.parent === self else { return }
    pageChildren.append(page)
    page.didMove(toParent: self)
  }

  /// Removes the pages other than the current one from the children.
  func releasePages() {
    let leaving = pageChildren.filter { $0 !== current && $0 !== pending }
    pageChildren.removeAll { $0 !== current && $0 !== pending }
    for page in leaving where page.parent === self {
      page.willMove(toParent: nil)
      if let view = page.viewIfLoaded,
        view.superview === pager || view.superview === viewIfLoaded
      {
        view.removeFromSuperview()
      }
      page.removeFromParent()
      page.didMove(toParent: nil)
    }
  }

  /// Cancels a drag's page change (a page set in code replaces it).
  private func cancelPendingTransition() {
    guard let target = pending, let previous = current else { return }
    pending = nil
    if isAppearedOrAppearing {
      previous.beginAppearanceTransition(true, animated: false)
      previous.endAppearanceTransition()
      target.beginAppearanceTransition(false, animated: false)
      target.endAppearanceTransition()
    }
    delegate?.pageViewController(
      self, didFinishAnimating: false, previousViewControllers: [previous],
      transitionCompleted: false)
  }

  /// The scroll view's frame: the view's bounds, longer by the spacing along the orientation.
  private func pagerFrame(in bounds: CGRect) -> CGRect {
    navigationOrientation == .horizontal
      ? CGRect(x: 0, y: 0, width: bounds.width + interPageSpacing, height: bounds.height)
      : CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + interPageSpacing)
  }

  /// An option's number: UIKit's options hold `NSNumber`s; Swift code passes literals.
  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as NSNumber: CGFloat(value.doubleValue)
    case let value as SpineLocation: CGFloat(value.rawValue)
    default: nil
    }
  }
}
