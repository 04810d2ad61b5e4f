import HeadlessRuntime

/// A rectangle on screen with its own coordinate space, transforms and subviews, as UIKit keeps
/// them: geometry lives in the backing ``layer`` (`center` is `layer.position`, `transform` the
/// affine part of `layer.transform`, `alpha` is `layer.opacity`), and `frame` is derived.
///
/// Drawing, Auto Layout and content are inert; what feel depends on (where a view is, how it is
/// transformed, whether it receives touches) behaves as UIKit's.
open class UIView: UIResponder {
  /// The layer class `init` creates (override to return a subclass of `CALayer`; another
  /// class is reported and a plain layer made).
  open class var layerClass: AnyClass { CALayer.self }

  /// The backing layer.
  public let layer: CALayer
  // `@exclusivity(unchecked)`: read or set for every view or element on every frame; the run-time
  // exclusivity check cost more than the access (no access to these overlaps another).
  /// The view's superview.
  open var superview: UIView? { superviewStorage }
  /// Unowned and unsafe rather than weak, and cleared by the superview when it removes the view
  /// or deinitializes: a weak reference gives the superview a side table, and every retain and
  /// release of a view with subviews then went through it (ours, measured: a fifth of a hosted
  /// frame's instructions were reference counting's slow paths).
  @exclusivity(unchecked) private(set) unowned(unsafe) var superviewStorage: UIView? {
    didSet {
      superviewPass = .none
      keptCoveredSafeArea = nil
    }
  }
  /// The subviews, back to front.
  @exclusivity(unchecked) open private(set) var subviews: [UIView] = []
  /// The gesture recognizers attached to the view.
  ///
  /// Setting it detaches the recognizers left out, and moves those attached to another view
  /// here, as `addGestureRecognizer(_:)` does; a recognizer listed twice is attached once.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
    set {
      let listed = newValue ?? []
      for recognizer in attachedRecognizers
      where recognizer.attachedView === self && !listed.contains(where: { $0 === recognizer }) {
        recognizer.attachedView = nil
      }
      var attached: [UIGestureRecognizer] = []
      attached.reserveCapacity(listed.count)
      for recognizer in listed where !attached.contains(where: { $0 === recognizer }) {
        // A recognizer has one view: the other view must stop listing it.
        if let other = recognizer.attachedView, other !== self {
          other.removeGestureRecognizer(recognizer)
        }
        recognizer.attachedView = self
        attached.append(recognizer)
      }
      attachedRecognizers = attached
    }
  }
  /// An integer the app uses to find the view.
  open var tag = 0
  /// The appearance this view and the views inside it take (inert: the trait collection stays
  /// light headless).
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  /// Whether touches reach the view and its subviews.
  open var isUserInteractionEnabled = true
  /// Whether more than one finger may touch the view at once.
  open var isMultipleTouchEnabled = false
  /// The identifier tests and the host use to name the view (a scroll view's events are
  /// recorded under it on the tape).
  open var accessibilityIdentifier: String?
  /// Whether Smart Invert leaves the view's colours alone (inert: nothing is drawn).
  open var accessibilityIgnoresInvertColors = false

  // Inert: drawing, Auto Layout and accessibility are not part of feel; these exist so an app's
  // view code compiles and keeps its values.
  /// Inert.
  open var backgroundColor: UIColor?
  /// Inert; setting it calls ``tintColorDidChange()``.
  open var tintColor: UIColor! = .systemBlue {
    didSet { tintColorDidChange() }
  }
  /// Told that ``tintColor`` changed (ours: only the view whose tint was set is told; UIKit
  /// also tells the subviews that inherit it, and the surface keeps no inherited tint).
  open func tintColorDidChange() {}
  /// Whether the tint is dimmed, as behind a sheet (inert: nothing is drawn).
  open var tintAdjustmentMode: TintAdjustmentMode = .automatic
  /// A view whose alpha masks this one (inert: nothing is drawn).
  open var mask: UIView?
  /// The elements VoiceOver reads in the view, in order (inert: no VoiceOver headless).
  open var accessibilityElements: [Any]?
  /// Inert.
  open var contentMode: ContentMode = .scaleToFill
  /// Inert.
  @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true
  /// How the view's frame follows its superview's size: along each axis, the flexible margins
  /// and length share the change in proportion to their sizes, as in UIKit.
  open var autoresizingMask: AutoresizingMask = []
  /// Whether a change of the view's size resizes its subviews by their ``autoresizingMask``;
  /// `true` by default.
  @exclusivity(unchecked) open var autoresizesSubviews = true
  /// Read by `effectiveUserInterfaceLayoutDirection`: a forced direction wins over the host's.
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  // `@exclusivity(unchecked)`: layouts read it for each element of each frame.
  /// Inert.
  @exclusivity(unchecked) open var layoutMargins = UIEdgeInsets(
    top: 8, left: 8, bottom: 8, right: 8)
  /// Inert.
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)
  /// Whether the view's margins take in its superview's where they overlap (inert, as the
  /// margins are); `false` by default.
  open var preservesSuperviewLayoutMargins = false
  /// Whether the view's margins are measured from its safe area (inert, as the margins are);
  /// `true` by default.
  open var insetsLayoutMarginsFromSafeArea = true
  /// Inert.
  open var isOpaque = true
  /// Inert.
  open var isAccessibilityElement = false
  /// Inert.
  open var accessibilityLabel: String?
  /// Inert.
  open var accessibilityValue: String?
  /// Inert.
  open var accessibilityHint: String?
  /// Whether assistive technologies ignore the views beside this one (inert).
  open var accessibilityViewIsModal = false
  /// Inert.
  open var accessibilityTraits = UIAccessibilityTraits.none

  /// The view controller whose root view this is (set by `UIViewController`).
  ///
  /// Unowned and unsafe rather than weak (a weak reference gives the controller a side table,
  /// and every retain and release of it then goes through it): the controller empties it when
  /// it changes view or deinitializes.
  @exclusivity(unchecked) unowned(unsafe) var owningController: UIViewController? {
    didSet {
      isControllerRoot = owningController != nil
      markNeedsPass()
    }
  }
  /// Whether a view controller owns the view, kept beside ``owningController`` so that each
  /// layout pass asks without retaining the controller.
  @exclusivity(unchecked) private(set) var isControllerRoot = false
  /// How the superview's layout pass is laying this view out, set only while it does (read by
  /// ``layoutIfNeeded()``); cleared when the view moves.
  @exclusivity(unchecked) private var superviewPass = SuperviewPass.none
  /// Whether a superview's layout pass lays the view out, and whether it passes a safe area.
  private enum SuperviewPass { case none, passingNoSafeArea, passingSafeArea }

  @exclusivity(unchecked) private var attachedRecognizers: [UIGestureRecognizer] = []
  @exclusivity(unchecked) private var needsLayout = true
  /// Whether the next layout pass has anything to do in the view or below it.
  ///
  /// True while the view or a descendant needs layout, has a safe area, owns a controller or
  /// moved. While it is false the pass passes over the subtree, as Core Animation's lays out
  /// only the layers marked (``markNeedsPass()``; cleared by ``layoutIfNeeded()``). True on a
  /// view means true on every view above it.
  @exclusivity(unchecked) private var subtreeNeedsPass = true
  /// Whether the view does work in every layout pass that reaches it (a scroll view adjusts its
  /// insets), so that its subtree is never passed over.
  @exclusivity(unchecked) var takesPartInEveryPass = false
  /// The safe area the last layout pass found (``updateSafeAreaInsets(to:)``).
  @exclusivity(unchecked) var storedSafeAreaInsets = UIEdgeInsets.zero
  /// The part of the superview's safe area that last covered the view (``coveredSafeArea()``).
  ///
  /// Kept with what it was worked out from: the superview's bounds and safe area, and the
  /// change count of the view's layer. Cleared when the view moves.
  @exclusivity(unchecked) var keptCoveredSafeArea:
    (superviewBounds: CGRect, outer: UIEdgeInsets, geometry: UInt, insets: UIEdgeInsets)?

  /// A view with `frame` in its superview's coordinates.
  public init(frame: CGRect) {
    let layerType = Self.layerClass as? CALayer.Type
    layer = (layerType ?? CALayer.self).init(madeByView: ())
    super.init()
    if layerType == nil {
      report(
        "layerClass", "\(Self.layerClass) is not a CALayer subclass; the view has a plain CALayer")
    }
    self.frame = frame
  }

  /// A view with a zero frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// Views from storyboards are not supported headless; this initializer exists so that the
  /// `required init?(coder:)` an app's subclass declares compiles, and returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  deinit {
    // The subviews may outlive the view (an app keeps them): they must not point at it.
    for view in subviews { view.superviewStorage = nil }
    for recognizer in attachedRecognizers where recognizer.attachedView === self {
      recognizer.attachedView = nil
    }
  }

  /// Writes the view to an archive (inert: nothing is archived headless); declared in the class,
  /// as `NSCoding` makes it on iOS, so a subclass's `override func encode(with:)` compiles.
  open func encode(with coder: NSCoder) {}

  /// A view of this view's size standing for a snapshot of it (inert content: nothing is drawn
  /// headless); declared in the class so that a subclass can override it, as on iOS.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    UIView(frame: CGRect(origin: .zero, size: bounds.size))
  }

  open override var next: UIResponder? { owningController ?? superview }

  // MARK: - Geometry

  /// The view's rectangle in its superview's coordinates: the bounding box of the transformed
  /// bounds about ``center``.
  ///
  /// Setting it sets ``center`` and the bounds' size.
  open var frame: CGRect {
    get { layer.frame }
    set {
      let old = bounds
      layer.frame = newValue
      viewGeometryDidChange(from: old)
      notifyKeyValueObservers()
    }
  }

  /// The view's own coordinate space.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let old = layer.bounds
      HeadlessAnimationCapture.record(self, .bounds(old))
      layer.bounds = newValue
      viewGeometryDidChange(from: old)
      notifyKeyValueObservers()
    }
  }

  /// The centre of the view in its superview's coordinates (`layer.position`).
  open var center: CGPoint {
    get { layer.position }
    set {
      HeadlessAnimationCapture.record(self, .center(layer.position))
      layer.position = newValue
      notifyKeyValueObservers()
    }
  }

  /// The affine transform about the centre (the affine part of `layer.transform`).
  open var transform: CGAffineTransform {
    get { HeadlessGeometry.affine(of: layer.transform) }
    set {
      HeadlessAnimationCapture.record(self, .transform(layer.transform))
      layer.transform = HeadlessGeometry.transform3D(newValue)
    }
  }

  /// The 3D transform about the centre (`layer.transform`).
  open var transform3D: CATransform3D {
    get { layer.transform }
    set {
      HeadlessAnimationCapture.record(self, .transform(layer.transform))
      layer.transform = newValue
    }
  }

  /// Opacity from 0 to 1 (`layer.opacity`).
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set {
      HeadlessAnimationCapture.record(self, .alpha(CGFloat(layer.opacity)))
      layer.opacity = Float(newValue)
    }
  }

  /// Whether the view is hidden.
  open var isHidden: Bool {
    get { layer.isHidden }
    set {
      layer.isHidden = newValue
      notifyKeyValueObservers()
    }
  }

  /// Whether subviews are clipped to the bounds (inert for drawing; hit-testing always clips, as
  /// UIKit's does for touches outside a view's bounds).
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// Called when the frame or bounds changed; scroll views keep their model in step.
  func viewGeometryDidChange(from oldBounds: CGRect) {
    guard oldBounds.size != bounds.size else { return }
    setNeedsLayout()
    if autoresizesSubviews { autoresizeSubviews(from: oldBounds.size) }
  }

  // MARK: - Hierarchy

  /// The window the view is in.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  // Each of these places the view itself (`place(_:at:call:)`), as UIKit's do: an app's override
  // of one (a container that wraps what `insertSubview(_:at:)` gets and calls `addSubview` for
  // the wrapper) must not be reached through another.

  /// Adds `view` on top of the subviews, removing it from its old superview.
  open func addSubview(_ view: UIView) {
    place(view, at: subviews.count, call: "addSubview(_:)")
  }

  /// Inserts `view` at `index` among the subviews (clamped to the count, as UIKit).
  open func insertSubview(_ view: UIView, at index: Int) {
    place(view, at: index, call: "insertSubview(_:at:)")
  }

  /// Inserts `view` below `sibling`.
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    place(
      view, at: subviews.firstIndex { $0 === sibling } ?? 0,
      call: "insertSubview(_:belowSubview:)")
  }

  /// Inserts `view` above `sibling`.
  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    place(view, at: index, call: "insertSubview(_:aboveSubview:)")
  }

  /// Moves `view` to the front of the subviews.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    place(view, at: subviews.count, call: "bringSubviewToFront(_:)")
  }

  /// Moves `view` to the back of the subviews.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    place(view, at: 0, call: "sendSubviewToBack(_:)")
  }

  /// Puts `view` at `index` among the subviews (clamped to the count), moving it from its old
  /// superview, with the hierarchy callbacks UIKit makes.
  private func place(_ view: UIView, at index: Int, call: String) {
    guard view !== self, !isDescendant(of: view) else {
      report(call, "a view cannot be its own subview or a subview of its subviews")
      return
    }
    let oldWindow = view.window
    oldWindow?.scrollViewsInHierarchy = nil
    window?.scrollViewsInHierarchy = nil
    // A view already here is only reordered, as UIKit does: no removal or move callbacks (a
    // container that tracks its subviews in `willRemoveSubview` keeps it).
    let moves = view.superview !== self
    if moves {
      view.willMove(toSuperview: self)
      if window !== oldWindow { view.notifyWillMove(toWindow: window) }
      view.detachFromSuperview()
    } else {
      subviews.removeAll { $0 === view }
    }
    let position = min(max(index, 0), subviews.count)
    subviews.insert(view, at: position)
    view.superviewStorage = self
    // The next pass reaches the view in its new place.
    view.subtreeNeedsPass = true
    markNeedsPass()
    layer.insertSublayer(view.layer, at: UInt32(clamping: position))
    if moves {
      view.didMoveToSuperview()
      didAddSubview(view)
      if view.window !== oldWindow { view.notifyWindowChange() }
    }
    setNeedsLayout()
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard superview != nil else { return }
    let hadWindow = window != nil
    willMove(toSuperview: nil)
    if hadWindow { notifyWillMove(toWindow: nil) }
    detachFromSuperview()
    didMoveToSuperview()
    if hadWindow { notifyWindowChange() }
  }

  private func detachFromSuperview() {
    guard let parent = superview else { return }
    parent.window?.scrollViewsInHierarchy = nil
    parent.willRemoveSubview(self)
    parent.subviews.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    superviewStorage = nil
  }

  private func notifyWillMove(toWindow newWindow: UIWindow?) {
    if newWindow != nil { willEnterWindow() }
    willMove(toWindow: newWindow)
    for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
  }

  private func notifyWindowChange() {
    didMoveToWindow()
    for subview in subviews { subview.notifyWindowChange() }
  }

  /// Whether the view is `view` or one of its descendants.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree (depth first, the view itself first) with `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Called before the view moves to a new superview (nil when removed).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview.
  open func didMoveToSuperview() {}
  /// Called before the view moves into or out of a window (nil when it leaves one), after
  /// ``willMove(toSuperview:)``.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// The surface's own work as the view moves into a window, before `willMove(toWindow:)`: UIKit
  /// gives a view its appearance proxy's settings there.
  func willEnterWindow() {}
  /// Called after the view moved into or out of a window.
  open func didMoveToWindow() {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: - Layout

  /// Marks the view as needing ``layoutSubviews()`` before the next frame is shown.
  open func setNeedsLayout() {
    needsLayout = true
    markNeedsPass()
  }

  /// Marks the view and the views above it for the next layout pass, up to the first already
  /// marked (the views above a marked view are marked).
  func markNeedsPass() {
    // Most views asked are marked already (a pass keeps every view with a safe area marked).
    guard !subtreeNeedsPass else { return }
    subtreeNeedsPass = true
    superviewStorage?.markNeedsPass()
  }

  /// Ends editing in this view and its subviews (inert: there is no keyboard headless); true.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool { true }

  /// Lays out the view now if it needs it, then its subviews, as UIKit does before showing a
  /// frame.
  ///
  /// A view placed by constraints (`translatesAutoresizingMaskIntoConstraints` false) whose
  /// superview needs layout lets the superview lay out first, as Core Animation documents for
  /// `layoutIfNeeded` (it climbs to the highest ancestor that needs layout); ours: the climb
  /// stops at views that place themselves, whose layout keeps its order.
  open func layoutIfNeeded() {
    // Laid out by an app's own call, or the window's, when no superview's pass calls: a mark
    // left on the view is then carried to the views above, as ``markNeedsPass()`` does.
    let calledByPass = superviewPass != .none
    let outsideSafeArea = superviewPass == .passingNoSafeArea
    superviewPass = .none
    var top = self
    while !top.translatesAutoresizingMaskIntoConstraints, let parent = top.superview,
      parent.needsLayout
    {
      top = parent
    }
    guard top === self else { return top.layoutIfNeeded() }
    // A view without a safe area in or out, controller or part in every pass may be passed
    // over next time. Cleared for this pass: anything marked during it (an app's layout
    // asking for another) marks the view again on the way up.
    let mayBePassedOver = outsideSafeArea && !isControllerRoot && !takesPartInEveryPass
    if mayBePassedOver { subtreeNeedsPass = false }
    // Where the superview passes no safe area down, none covers a view whatever its frame, so
    // nothing is measured and, with none kept, nothing called (most views, deep in the
    // content, every pass); a controller's view still adds its bars and additional insets.
    if outsideSafeArea && !isControllerRoot {
      if storedSafeAreaInsets != .zero { updateSafeAreaInsets(to: .zero) }
    } else {
      updateSafeAreaInsets(to: computedSafeAreaInsets())
    }
    if needsLayout {
      needsLayout = false
      owningController?.viewWillLayoutSubviews()
      layoutSubviews()
      owningController?.viewDidLayoutSubviews()
      layoutSublayers(of: layer)
    }
    didLayoutInPass()
    let passesNoSafeArea = safeAreaInsetsForSubviews == .zero
    guard passesNoSafeArea else {
      subtreeNeedsPass = true
      for subview in subviews {
        subview.superviewPass = .passingSafeArea
        subview.layoutIfNeeded()
        subview.superviewPass = .none
      }
      if !calledByPass { superviewStorage?.markNeedsPass() }
      return
    }
    if !mayBePassedOver { subtreeNeedsPass = true }
    // A subview with nothing to do, given no safe area, is passed over with its subtree.
    for subview in subviews where subview.subtreeNeedsPass {
      // Said for this call only: the safe area this view passes may change before the next.
      subview.superviewPass = .passingNoSafeArea
      subview.layoutIfNeeded()
      subview.superviewPass = .none
      if subview.subtreeNeedsPass { subtreeNeedsPass = true }
    }
    if needsLayout { subtreeNeedsPass = true }
    if subtreeNeedsPass && !calledByPass { superviewStorage?.markNeedsPass() }
  }

  /// Lays out subviews: the default places the subviews Auto Layout positions
  /// (`translatesAutoresizingMaskIntoConstraints` false) from the active constraints, as UIKit's
  /// does; an override calls `super` first, then adjusts.
  open func layoutSubviews() { layoutSubviewsFromConstraints() }

  /// Draws the view's content in `rect` (inert: nothing is drawn headless, so UIKit's drawing
  /// pass never calls it).
  open func draw(_ rect: CGRect) {}

  /// The motion effects on the view (inert: no device motion headless).
  open var motionEffects: [UIMotionEffect] = []

  /// Lays out the view's layer's sublayers (the layer's delegate method).
  ///
  /// Called in each layout of the view after ``layoutSubviews()`` and the controller's
  /// `viewDidLayoutSubviews()`, where UIKit's default implementation has run them, so an override
  /// that calls `super` first sees the subviews laid out. The default does nothing more.
  open func layoutSublayers(of layer: CALayer) {}

  /// The size that fits `size`; the default returns the current size, as UIKit's does for a
  /// plain view.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  // MARK: - Auto Layout

  /// The constraints added to this view (``addConstraint(_:)``).
  var storedConstraints: [NSLayoutConstraint] = []
  /// The active constraints that name this view, in the order they were activated.
  var activeConstraints: [NSLayoutConstraint] = []
  /// The layout guides added to this view.
  var storedLayoutGuides: [UILayoutGuide] = []
  /// Content hugging and compression resistance by axis.
  var huggingPriorities: [UILayoutPriority] = [.defaultLow, .defaultLow]
  var compressionPriorities: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
  /// The safe area, margins and readable content guides, made on first use: UIKit returns the
  /// same guide object on every read, so constraints and identity checks see one guide.
  var systemLayoutGuides: [String: UILayoutGuide] = [:]
  /// Block-based observations of this view (`observe(_:options:changeHandler:)`).
  let keyValueObservations = KeyValueObservations()

  /// The size the content would like (``UIView/noIntrinsicMetric`` in both dimensions by
  /// default); inert: no constraint is solved with it.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Inert.
  open func invalidateIntrinsicContentSize() {}

  /// Called to update constraints; inert (never called headless: the layout pass solves the
  /// active constraints as they are).
  open func updateConstraints() {}

  /// The size that fits `targetSize`: the view's bounds size headless (inert; ours: fitting
  /// sizes are not solved, so the size the view has stands).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }

  /// As ``systemLayoutSizeFitting(_:)`` (inert).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { bounds.size }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  open func sizeToFit() {
    let fitted = sizeThatFits(bounds.size)
    bounds.size = fitted
  }

  /// How far the screen's safe area reaches into the view from each edge.
  ///
  /// The window's is the host device's (`DeviceProfile.safeAreaInsets`), a view controller's
  /// root view adds the bars of its containers and its `additionalSafeAreaInsets`, and any other
  /// view has the part of its superview's safe area insets that covers it. Updated by each
  /// layout pass, as in UIKit.
  open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

  /// Called when ``safeAreaInsets`` changed, during the layout pass that changed them.
  open func safeAreaInsetsDidChange() {}

  /// The safe area of a view with no superview: the host's screen for its window, else none.
  var hostSafeAreaInsets: UIEdgeInsets { .zero }

  /// The safe area this view passes to its subviews, as the last layout pass left it (a scroll
  /// view keeps what it turned into content inset): stored, so each subview reads it on every
  /// pass without a call (``subviewSafeArea()`` makes it when either part changes).
  @exclusivity(unchecked) var safeAreaInsetsForSubviews = UIEdgeInsets.zero

  /// The safe area to pass to subviews, from the view's own.
  func subviewSafeArea() -> UIEdgeInsets { storedSafeAreaInsets }

  /// Called in each layout pass after the view's own layout, before its subviews': a scroll view
  /// adjusts its content inset to the safe area.
  func didLayoutInPass() {}

  /// The layout direction for content with `attribute` in the app's direction
  /// (``UIApplication/userInterfaceLayoutDirection``): forced directions win; playback and
  /// spatial controls stay left to right, as in UIKit.
  open class func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    switch attribute {
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified: return UIApplication.shared.userInterfaceLayoutDirection
    }
  }

  /// The layout direction; set by the host for right-to-left scenes.
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    switch semanticContentAttribute {
    case .forceLeftToRight: return .leftToRight
    case .forceRightToLeft: return .rightToLeft
    case .unspecified, .playback, .spatial:
      if let window = self as? UIWindow { return window.hostLayoutDirection }
      return superview?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
  }

  // MARK: - Traits

  /// The traits the view is in: the replay's display scale, the size classes of the screen's
  /// current size, the phone idiom and the view's layout direction.
  open var traitCollection: UITraitCollection {
    UITraitCollection.mainScreen(direction: effectiveUserInterfaceLayoutDirection)
  }

  /// Called when the traits changed: headless, after a rotation that changes the size classes.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: - Gestures

  /// Attaches `recognizer` to the view.
  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    attachedRecognizers.append(recognizer)
    recognizer.attachedView = self
  }

  /// Detaches `recognizer`.
  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    attachedRecognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.attachedView = nil }
  }

  /// Whether `gestureRecognizer`, attached to this view, may begin or recognize.
  ///
  /// `false` fails it. Asked before the recognizer's delegate; a scroll view is asked for its
  /// pan once the touches have moved past the slop, so a subclass can keep a drag from starting
  /// (a horizontal pager refusing vertical pans). The default returns `true`.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  // MARK: - Hit testing

  /// The deepest visible, interactive descendant (or the view itself) containing `point`, in
  /// the view's coordinates; nil when the point is outside, the view is hidden, nearly
  /// transparent (alpha below 0.01) or does not take touches — UIKit's rules.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    // An app's `override` in an extension of a UIKit class, as the port gives it.
    if let override = self as? any HeadlessHitTestOverride {
      return override.headlessHitTest(point, with: event)
    }
    return headlessSuperHitTest(point, with: event)
  }

  /// UIView's own hit test: the deepest visible, enabled descendant containing `point`.
  ///
  /// What `super.hitTest(_:with:)` reaches from a ``HeadlessHitTestOverride``.
  public func headlessSuperHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      let local = subview.convert(point, from: self)
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Whether `point`, in the view's coordinates, is inside its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    // Foundation's CGRect geometry traps on NaN on Linux; an app's NaN frame misses instead.
    let box = bounds
    guard [point.x, point.y, box.minX, box.minY, box.width, box.height].allSatisfy(\.isFinite)
    else { return false }
    return box.contains(point)
  }

  // MARK: - Coordinate conversion

  /// `point` in this view's coordinates, converted to `view`'s (the window's when nil).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    HeadlessGeometry.convert(point, from: self, to: view)
  }

  /// `point` in `view`'s coordinates (the window's when nil), converted to this view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    HeadlessGeometry.convert(point, from: view, to: self)
  }

  /// `rect` in this view's coordinates, converted to `view`'s: the bounding box of its corners.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    HeadlessGeometry.convert(rect, from: self, to: view)
  }

  /// `rect` in `view`'s coordinates, converted to this view's.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    HeadlessGeometry.convert(rect, from: view, to: self)
  }
}
