import CollectionLayout
import HeadlessRuntime
import ScrollEngine
import TouchCore
import TouchInput
import TouchModel

/// A view whose content moves under the finger, with HapticTape's calibrated `UIScrollView`
/// model (`ScrollEngine.ScrollViewModel`) doing the motion: drag, rubber band, momentum, bounce,
/// paging and animated scrolls, with the delegate called in UIKit's order.
///
/// One engine, two front ends: a built-in scene and an app's UIKit code drive the same model.
open class UIScrollView: UIView {
  /// The delegate; a `UICollectionView`'s delegate is this property too.
  @exclusivity(unchecked) open weak var delegate: (any UIScrollViewDelegate)?
  /// The pan recognizer that drags the content; `isEnabled = false` cancels a drag in progress.
  @exclusivity(unchecked) open private(set) var panGestureRecognizer: UIPanGestureRecognizer =
    UIPanGestureRecognizer()

  // `@exclusivity(unchecked)`: read or set for every view or element on every frame; the run-time
  // exclusivity check cost more than the access (no access to these overlaps another).
  /// The engine, as app code sees it: during a callback made mid-step (the snapping hook), the
  /// step's state (``ScrollDelegateBridge`` puts it here and puts the stored one back after).
  @exclusivity(unchecked) var model: ScrollViewModel
  /// Whether the engine is calling back into the app mid-step.
  @exclusivity(unchecked) var isInEngineCallback = false
  /// The name the host records this view's events and samples under, once it gave one.
  @exclusivity(unchecked) package var headlessHostName: String?
  /// The offset a `scrollViewDidScroll` being delivered reports.
  @exclusivity(unchecked) private var offsetInCallback: CGPoint?
  /// Property changes the app made while the engine was mid-step, applied after it.
  @exclusivity(unchecked) private var deferredChanges: [() -> Void] = []
  @exclusivity(unchecked) private var dispatchDepth = 0
  /// Every scroll event since the host last took them, for the tape.
  @exclusivity(unchecked) var eventLog: [ScrollEvent] = []
  /// The change count of the replay's appearance proxy this view last took its settings at.
  var appliedAppearanceGeneration = 0
  /// Recognizes taps on the content (cell selection), failing once a drag begins.
  var contentTap = TapGestureRecognizer()

  /// A scroll view with `frame`, no content and UIKit's defaults.
  public override init(frame: CGRect) {
    let scale = HeadlessRuntime.current?.display.scale ?? 3
    model = ScrollViewModel(
      boundsSize: Size2D(width: Double(frame.width), height: Double(frame.height)),
      contentSize: .zero, configuration: ScrollConfiguration(scale: scale))
    super.init(frame: frame)
    // It adjusts its insets to the safe area in every pass (``didLayoutInPass()``).
    takesPartInEveryPass = true
    let pan = ScrollViewPanGestureRecognizer(scrollView: self)
    panGestureRecognizer = pan
    addGestureRecognizer(pan)
    syncLayerOrigin()
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The scroll views' appearance proxy: what the app sets on it reaches every scroll view of
  /// the replay, SwiftUI's included, as the view enters a window (``UIScrollViewAppearance``).
  open class func appearance() -> UIScrollView { UIScrollViewAppearance.proxy(for: self) }

  override func willEnterWindow() { UIScrollViewAppearance.apply(to: self) }

  /// The model app code sees (``model``, which holds the step's state during a callback).
  var currentModel: ScrollViewModel {
    // Borrowed, not copied: app code reads scroll views many times a frame.
    _read { yield model }
  }

  // MARK: - Geometry

  /// The point of the content at the view's top-left corner (the bounds' origin).
  open var contentOffset: CGPoint {
    get { offsetInCallback ?? CGPoint(currentModel.contentOffset) }
    set { setContentOffset(newValue, animated: false) }
  }

  /// The size of the content.
  open var contentSize: CGSize {
    get { CGSize(currentModel.contentSize) }
    set {
      guard isFinite(newValue, call: "contentSize") else { return }
      change { $0.contentSize = Size2D(newValue) }
      notifyKeyValueObservers()
    }
  }

  /// Space around the content the user can scroll to; negative values hide content.
  open var contentInset: UIEdgeInsets {
    get { storedContentInset }
    set {
      guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite)
      else {
        report("contentInset", "is not finite: \(newValue)")
        return
      }
      storedContentInset = newValue
      adjustedContentInsetChanged()
    }
  }

  /// ``contentInset`` plus the part of the safe area that ``contentInsetAdjustmentBehavior``
  /// adds and, while it shows, the refresh control's height at the top (UIKit adds it here, not
  /// to `contentInset`).
  open var adjustedContentInset: UIEdgeInsets {
    var insets = storedContentInset
    insets.top += refreshControlInset + safeAreaAdjustment.top
    insets.left += safeAreaAdjustment.left
    insets.bottom += safeAreaAdjustment.bottom
    insets.right += safeAreaAdjustment.right
    return insets
  }

  /// The part of the safe area added to the content inset, updated by each layout pass.
  @exclusivity(unchecked) var safeAreaAdjustment = UIEdgeInsets.zero

  /// The app's ``contentInset``.
  @exclusivity(unchecked) private var storedContentInset = UIEdgeInsets.zero
  /// The top inset a refreshing ``refreshControl`` holds (set by the control).
  var refreshControlInset: CGFloat = 0 {
    didSet { adjustedContentInsetChanged() }
  }

  /// The engine scrolls within the adjusted insets; the view, its delegate and observers hear
  /// of it.
  func adjustedContentInsetChanged() {
    change { [insets = adjustedContentInset] in $0.contentInset = Insets(insets) }
    adjustedContentInsetDidChange()
    delegate?.scrollViewDidChangeAdjustedContentInset(self)
    notifyKeyValueObservers()
  }

  /// Called when ``adjustedContentInset`` changed; an override calls `super`.
  open func adjustedContentInsetDidChange() {}

  /// The pull-to-refresh control above the content; a scroll view that has one bounces
  /// vertically even when its content fits (ours: as UIKit lets such a list be pulled).
  @exclusivity(unchecked) open var refreshControl: UIRefreshControl? {
    didSet {
      guard oldValue !== refreshControl else { return }
      oldValue?.detach(from: self)
      refreshControl?.attach(to: self)
      change { [bounces = alwaysBounceVertical || refreshControl != nil] in
        $0.alwaysBounceVertical = bounces
      }
    }
  }
  /// Which edges of the safe area the content inset includes (``adjustedContentInset``).
  @exclusivity(unchecked) open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior =
    .automatic
  {
    didSet { setNeedsLayout() }
  }

  override func subviewSafeArea() -> UIEdgeInsets {
    // What the content inset took is not passed on (ours: so content under an adjusted edge
    // does not inset itself twice).
    let safe = storedSafeAreaInsets
    return UIEdgeInsets(
      top: safe.top - safeAreaAdjustment.top, left: safe.left - safeAreaAdjustment.left,
      bottom: safe.bottom - safeAreaAdjustment.bottom,
      right: safe.right - safeAreaAdjustment.right)
  }

  override func didLayoutInPass() { updateSafeAreaAdjustment() }

  open override var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: layer.bounds.size) }
    set {
      let origin = newValue.origin
      super.bounds = CGRect(origin: layer.bounds.origin, size: newValue.size)
      if origin != contentOffset { setContentOffset(origin, animated: false) }
    }
  }

  /// Whether `view`, in the content, hears `touches` that begin on it.
  ///
  /// True by default, as in UIKit. A subclass that returns false keeps them from the view (its
  /// touch methods); the scroll view's own gestures still see them.
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  { true }

  /// The size of the part of the content on screen: the bounds' size (iOS 12).
  open var visibleSize: CGSize { layer.bounds.size }

  override func viewGeometryDidChange(from oldBounds: CGRect) {
    super.viewGeometryDidChange(from: oldBounds)
    let size = layer.bounds.size
    guard size.width.isFinite, size.height.isFinite else { return }
    change { $0.boundsSize = Size2D(size) }
  }

  // MARK: - Behaviour switches

  /// Whether the content pages by the view's size.
  open var isPagingEnabled: Bool {
    get { currentModel.isPagingEnabled }
    set { change { $0.isPagingEnabled = newValue } }
  }

  /// How fast momentum decays.
  open var decelerationRate: DecelerationRate {
    get { DecelerationRate(rawValue: CGFloat(currentModel.decelerationRate.rawValue)) }
    set {
      guard newValue.rawValue.isFinite, newValue.rawValue > 0, newValue.rawValue < 1 else {
        report("decelerationRate", "must be between 0 and 1 exclusive, got \(newValue.rawValue)")
        return
      }
      change {
        $0.decelerationRate = ScrollEngine.DecelerationRate(rawValue: Double(newValue.rawValue))
      }
    }
  }

  /// Whether the content rubber-bands past its edges.
  open var bounces: Bool {
    get { currentModel.bounces }
    set { change { $0.bounces = newValue } }
  }

  /// Whether a vertical drag bounces even when the content is shorter than the view.
  open var alwaysBounceVertical = false {
    didSet {
      change { [bounces = alwaysBounceVertical || refreshControl != nil] in
        $0.alwaysBounceVertical = bounces
      }
    }
  }

  /// Whether a horizontal drag bounces even when the content is narrower than the view.
  open var alwaysBounceHorizontal: Bool {
    get { currentModel.alwaysBounceHorizontal }
    set { change { $0.alwaysBounceHorizontal = newValue } }
  }

  /// Whether the user can scroll; turning it off cancels a drag (momentum continues).
  open var isScrollEnabled: Bool {
    get { currentModel.isScrollEnabled }
    set {
      step { model, now, bridge, events in
        model.setScrollEnabled(newValue, at: now, delegate: &bridge, into: &events)
      }
    }
  }

  open override var isUserInteractionEnabled: Bool {
    didSet {
      change { [enabled = isUserInteractionEnabled] in $0.isUserInteractionEnabled = enabled }
    }
  }

  /// Whether a finger is on the content.
  open var isTracking: Bool { currentModel.isTracking }
  /// Whether the user is dragging the content.
  open var isDragging: Bool { currentModel.isDragging }
  /// Whether momentum or a bounce moves the content.
  open var isDecelerating: Bool { currentModel.isDecelerating }

  /// Whether a drag that starts along one axis stays on it (inert: the engine scrolls both axes
  /// of a two-way scroll view together).
  open var isDirectionalLockEnabled = false
  /// The indicators' insets (inert: no indicators are drawn).
  open var scrollIndicatorInsets = UIEdgeInsets.zero
  /// The vertical indicator's insets (inert).
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  /// The horizontal indicator's insets (inert).
  open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero

  // Inert: indicators, zoom, keyboard and scroll-to-top are not part of feel.
  /// Inert.
  open var showsVerticalScrollIndicator = true
  /// Inert.
  open var showsHorizontalScrollIndicator = true
  /// Inert.
  open var indicatorStyle: IndicatorStyle = .default
  /// Inert.
  open var scrollsToTop = true
  /// Inert.
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// Zoom is not modelled (inert): always 1; setting it does nothing.
  open var zoomScale: CGFloat {
    get { 1 }
    set {}
  }
  /// Whether a zoom past its limits springs back (inert: zoom is not modelled).
  open var bouncesZoom = true
  /// The pinch that zooms: nil, as UIKit's is while zooming is not possible (inert: zoom is not
  /// modelled).
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }
  /// Inert (zoom is not modelled).
  open var minimumZoomScale: CGFloat = 1
  /// Inert (zoom is not modelled).
  open var maximumZoomScale: CGFloat = 1
  /// Inert (touches reach content at once headless).
  open var delaysContentTouches = true
  /// Inert.
  open var canCancelContentTouches = true

  // MARK: - Programmatic scrolling

  /// Moves the content to `contentOffset`, at once or with UIKit's scroll animation (its
  /// `scrollViewDidEndScrollingAnimation` follows).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
      report("setContentOffset(_:animated:)", "offset is not finite: \(contentOffset)")
      return
    }
    // Called from the snapping callback (`scrollViewWillEndDragging`, a layout's
    // `targetContentOffset`), as seed 000's backward scroll does: UIKit accepts it; it runs once
    // the release is handled (ours: the order of the two is undocumented).
    if isInEngineCallback {
      deferredChanges.append { [unowned self] in
        self.setContentOffset(contentOffset, animated: animated)
      }
      return
    }
    step { model, now, _, events in
      model.setContentOffset(Point2D(contentOffset), animated: animated, at: now, into: &events)
    }
  }

  /// Scrolls the least distance that shows `rect` (content coordinates).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard [rect.origin.x, rect.origin.y, rect.width, rect.height].allSatisfy(\.isFinite) else {
      report("scrollRectToVisible(_:animated:)", "rect is not finite: \(rect)")
      return
    }
    step { model, now, _, events in
      model.scrollRectToVisible(Rect2D(rect), animated: animated, at: now, into: &events)
    }
  }

  /// `panGestureRecognizer.isEnabled`: turning it off cancels a drag in progress.
  func setPanEnabled(_ enabled: Bool) {
    step { model, now, bridge, events in
      model.setPanEnabled(enabled, at: now, delegate: &bridge, into: &events)
    }
  }

  /// Zoom is not modelled (inert).
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {}

  /// Zooms so that `rect` fills the view (inert: zoom is not modelled).
  open func zoom(to rect: CGRect, animated: Bool) {}

  // MARK: - Hooks for subclasses (a collection view asks its layout)

  /// Where a release aimed at `proposed` should come to rest: the layout's
  /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` for a collection view.
  ///
  /// `velocity` is in points per **second**, as UIKit documents for that layout method (the
  /// delegate's `scrollViewWillEndDragging` gets points per millisecond).
  func targetContentOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

  /// A tap on the content at `location` (the scroll view's coordinates) that did not scroll.
  func didTapContent(at location: CGPoint) {}

  // MARK: - Driving the engine

  /// Hands a touch routed to this scroll view to the engine.
  ///
  /// `recognizesTaps` is false for a scroll view that holds the scroll view the finger touched:
  /// a tap belongs to the inner one (a table does not select the row whose embedded collection
  /// view was tapped, as in UIKit).
  func handleTouch(_ sample: TouchSample, recognizesTaps: Bool = true) {
    (panGestureRecognizer as? ScrollViewPanGestureRecognizer)?.touchWindowLocation = CGPoint(
      sample.location)
    if sample.phase == .moved, model.isDragging {
      // A finger moving on while the content follows it only moves the content: the delegate
      // is asked as a drag begins or ends, never in between.
      stepInPlace(.touch(sample))
    } else {
      step { model, _, bridge, events in
        model.handle(.touch(sample), delegate: &bridge, into: &events)
      }
    }
    guard recognizesTaps else { return }
    let wasStill = !currentModel.isDragging && !currentModel.isDecelerating
    if let action = contentTap.handle(sample), case .recognized(let location, _) = action,
      wasStill, !currentModel.isPanRecognized
    {
      didTapContent(at: convert(CGPoint(location), from: nil))
    }
    if currentModel.isDragging { contentTap = TapGestureRecognizer() }
  }

  /// Another gesture took the fingers down now: the pan fails for them and ignores them until
  /// they lift (a drag in progress is not affected).
  final func letGoOfTouches() {
    change { $0.failPan() }
  }

  /// A gesture that cancels touches took the fingers: a tap on the content no longer selects.
  final func forgetContentTap() {
    contentTap = TapGestureRecognizer()
  }

  /// Whether `sample` would begin a drag here along an axis this scroll view scrolls, and
  /// whether it would begin one at all: the engine is tried on a copy, nothing changes.
  ///
  /// Nested scroll views decide with it which of them takes a finger (UIKit's scroll views do
  /// not begin a pan across an axis they cannot scroll, so a vertical drag on a horizontal
  /// carousel scrolls the list holding it).
  func dragWouldBegin(with sample: TouchSample) -> (begins: Bool, alongScrollableAxis: Bool) {
    guard !model.isDragging else { return (false, false) }
    var probe = model
    // The app's `gestureRecognizerShouldBegin(_:)` can refuse the drag, leaving the finger to
    // a scroll view around this one.
    var delegate = ScrollDelegateBridge(scrollView: self)
    var events: [ScrollEvent] = []
    probe.handle(.touch(sample), delegate: &delegate, into: &events)
    guard probe.isDragging else { return (false, false) }
    let translation = probe.panTranslation
    let axis: Axis2D = abs(translation.dx) > abs(translation.dy) ? .horizontal : .vertical
    return (true, probe.canScroll(axis))
  }

  /// Whether a finger on this view no longer belongs to the content under it: the content
  /// dragging (a table also while a row is swiped), so content touches are cancelled.
  var takesContentTouches: Bool { isDragging }

  /// One display frame: momentum, bounces and animations advance.
  func handleFrame(at time: Timestamp) {
    // A frame never asks the delegate (only a touch's release does, for its target).
    stepInPlace(.frameTicked(at: time))
  }

  /// Whether nothing moves: no drag, momentum, bounce or animation.
  var isAtRest: Bool {
    !model.isTracking && !model.isDragging && !model.isDecelerating && !model.isAnimating
  }

  /// Runs one engine step on a copy of the model (so the app's callbacks can read the view while
  /// the engine works), stores it, then delivers the events to the delegate in order.
  private func step(
    _ body: (inout ScrollViewModel, Timestamp, inout ScrollDelegateBridge, inout [ScrollEvent]) ->
      Void
  ) {
    guard isOutsideEngineCallback else { return }
    let now = HeadlessRuntime.current?.now ?? .zero
    var working = model
    var bridge = ScrollDelegateBridge(scrollView: self)
    var events: [ScrollEvent] = []
    body(&working, now, &bridge, &events)
    model = working
    applyDeferredChanges()
    deliver(events)
  }

  /// Runs one engine step, for an input that never asks the delegate, on the model itself.
  ///
  /// Without the copy a step that calls the app needs; the app hears of the step's events once
  /// it is over.
  private func stepInPlace(_ input: ScrollViewModel.Event) {
    guard isOutsideEngineCallback else { return }
    var events: [ScrollEvent] = []
    model.handle(input, into: &events)
    applyDeferredChanges()
    deliver(events)
  }

  /// Whether no engine step is under way; reports the change otherwise (the app changed the view
  /// from the snapping callback, which a step cannot take in).
  private var isOutsideEngineCallback: Bool {
    guard isInEngineCallback else { return true }
    report("UIScrollView", "changed from inside the snapping callback; change it afterwards")
    return false
  }

  /// Shows app code `midStep`, the engine's state while it calls back; returns the stored model
  /// for ``leaveEngineCallback(restoring:)``.
  func enterEngineCallback(with midStep: ScrollViewModel) -> ScrollViewModel {
    let stored = model
    model = midStep
    isInEngineCallback = true
    return stored
  }

  /// Puts back the model ``enterEngineCallback(with:)`` set aside.
  func leaveEngineCallback(restoring stored: ScrollViewModel) {
    model = stored
    isInEngineCallback = false
  }

  /// Changes a property of the model; during an engine step, after it.
  private func change(_ apply: @escaping (inout ScrollViewModel) -> Void) {
    if isInEngineCallback {
      deferredChanges.append { [unowned self] in apply(&self.model) }
      return
    }
    apply(&model)
    syncLayerOrigin()
  }

  private func applyDeferredChanges() {
    let changes = deferredChanges
    deferredChanges = []
    for apply in changes { apply() }
    syncLayerOrigin()
    if !changes.isEmpty { notifyKeyValueObservers() }
  }

  /// Delivers `events` to the delegate in UIKit's order; `willEndDragging` was delivered by the
  /// bridge while the engine chose the target.
  private func deliver(_ events: [ScrollEvent]) {
    guard !events.isEmpty else { return }
    eventLog.append(contentsOf: events)
    guard dispatchDepth < 16 else {
      report(
        "scrollViewDidScroll(_:)",
        "scrolls the view again more than 16 times deep; a delegate that sets contentOffset "
          + "from scrollViewDidScroll must stop when the offset is already right")
      return
    }
    dispatchDepth += 1
    defer { dispatchDepth -= 1 }
    for event in events {
      switch event.kind {
      case .willBeginDragging:
        refreshControl?.scrollViewWillBeginDragging()
        delegate?.scrollViewWillBeginDragging(self)
      case .didScroll(let offset):
        offsetInCallback = CGPoint(offset)
        layer.bounds.origin = CGPoint(offset)
        setNeedsLayout()
        scrollViewDidScrollInternally()
        delegate?.scrollViewDidScroll(self)
        refreshControl?.scrollViewDidScroll(self)
        notifyKeyValueObservers()
        offsetInCallback = nil
      case .willEndDragging:
        break
      case .didEndDragging(let willDecelerate):
        refreshControl?.scrollViewDidEndDragging(self)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
      case .willBeginDecelerating:
        delegate?.scrollViewWillBeginDecelerating(self)
      case .didEndDecelerating:
        delegate?.scrollViewDidEndDecelerating(self)
      case .didEndScrollingAnimation:
        delegate?.scrollViewDidEndScrollingAnimation(self)
      case .touchDropped, .dragCancelled:
        break
      }
    }
    syncLayerOrigin()
  }

  /// The elements a layout sample records for this view: nil for a plain scroll view; a
  /// collection view returns its visible layout attributes.
  package func headlessLayoutItems() -> [HeadlessLayoutItem]? { headlessLayoutItemsSource?() }

  /// ``headlessLayoutItems()`` as a layout sample holds them (a collection view makes them
  /// without the list of items between).
  ///
  /// A front end that counts what its items are made from (``headlessLayoutSampleCounts``) gets
  /// its last sample again while the counts and the offset are the same.
  package func headlessLayoutSample() -> [LayoutAttributes]? {
    let counts = headlessLayoutSampleCounts?()
    let offset = contentOffset
    if let counts, let kept = keptLayoutSample, kept.counts == counts, kept.offset == offset {
      return kept.sample
    }
    let sample = headlessLayoutItems()?.map(LayoutAttributes.init(hosted:))
    keptLayoutSample = counts.map { ($0, offset, sample) }
    return sample
  }

  /// Counts that change whenever a front end's layout items may (SwiftUI's `ScrollView`: its
  /// graph's geometry changes, scroll moves, effect renders and updates); nil for a plain scroll
  /// view.
  package var headlessLayoutSampleCounts: (() -> SIMD4<Int>?)?
  /// The last layout sample, with the counts and offset it was taken at.
  @exclusivity(unchecked) var keptLayoutSample:
    (counts: SIMD4<Int>, offset: CGPoint, sample: [LayoutAttributes]?)?

  /// Where a front end drawn with this scroll view (SwiftUI's `ScrollView`) reads the items a
  /// layout sample records; nil for a plain scroll view.
  package var headlessLayoutItemsSource: (() -> [HeadlessLayoutItem]?)?

  /// The one axis the content scrolls along, or nil when it scrolls along both or neither (a
  /// gesture script's `fling item …` moves along it).
  package var headlessScrollAxis: Axis2D? {
    let horizontal = model.canScroll(.horizontal)
    let vertical = model.canScroll(.vertical)
    return horizontal == vertical ? nil : (horizontal ? .horizontal : .vertical)
  }

  /// Called on every offset change before the delegate hears of it (a collection view lays out
  /// its cells for the new bounds here when its layout asks to).
  func scrollViewDidScrollInternally() {}

  private func syncLayerOrigin() {
    if offsetInCallback == nil { layer.bounds.origin = CGPoint(model.contentOffset) }
  }

  private func isFinite(_ size: CGSize, call: String) -> Bool {
    guard size.width.isFinite, size.height.isFinite else {
      report(call, "is not finite: \(size)")
      return false
    }
    return true
  }
}
