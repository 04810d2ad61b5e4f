import HeadlessRuntime
import TouchModel

/// The root of a hosted hierarchy: window coordinates are its bounds' coordinates.
open class UIWindow: UIView {
  /// The view controller whose view fills the window.
  @exclusivity(unchecked) open var rootViewController: UIViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      guard let controller = rootViewController, let view = controller.view else { return }
      view.frame = bounds
      addSubview(view)
    }
  }
  /// Inert (one window headless).
  open var windowLevel: Level = .normal
  /// Whether this is the key window (the host's window is).
  open private(set) var isKeyWindow = false
  // `@exclusivity(unchecked)`: read or set for every view or element on every frame; the run-time
  // exclusivity check cost more than the access (no access to these overlaps another).
  /// The scroll views below the window, until a view is added or removed below it.
  @exclusivity(unchecked) var scrollViewsInHierarchy: [UIScrollView]?
  /// The fingers down and where their samples go.
  @exclusivity(unchecked) var routes: [Touch.ID: TouchRoute] = [:] {
    didSet { touchesDown = nil }
  }
  /// The touches of ``routes``, an event's `allTouches`, kept while no finger comes or goes:
  /// a moving finger's events all have the same set.
  @exclusivity(unchecked) var touchesDown: Set<UITouch>?
  /// The host screen's safe area in portrait and in landscape (`DeviceProfile.safeAreaInsets`
  /// and `landscapeSafeAreaInsets`); the next layout pass passes the one for the window's shape
  /// down the hierarchy, so a rotation changes it.
  @exclusivity(unchecked) package var hostSafeAreas = (
    portrait: UIEdgeInsets.zero, landscape: UIEdgeInsets.zero
  ) {
    didSet { setNeedsLayout() }
  }
  override var hostSafeAreaInsets: UIEdgeInsets {
    bounds.width > bounds.height ? hostSafeAreas.landscape : hostSafeAreas.portrait
  }
  /// The direction the host lays the scene out in.
  package var hostLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight {
    // The app's direction too (`UIApplication.shared`), from before any view loads.
    didSet { UIApplicationState.current()?.layoutDirection = hostLayoutDirection }
  }

  /// The screen the window shows on: its scene's, or the main screen.
  open var screen: UIScreen { windowScene?.screen ?? UIScreen.main }

  /// The scene the window is shown in: the replay's scene once the window is made key or made
  /// with ``init(windowScene:)``.
  open var windowScene: UIWindowScene? {
    get { joinedScene }
    set {
      guard newValue !== joinedScene else { return }
      joinedScene?.detach(self)
      joinedScene = newValue
      newValue?.attach(self)
    }
  }
  private weak var joinedScene: UIWindowScene?

  /// A window the size of `windowScene`'s screen, in that scene.
  public init(windowScene: UIWindowScene) {
    super.init(frame: windowScene.screen.bounds)
    self.windowScene = windowScene
  }

  /// A window with `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Views from storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  deinit {
    joinedScene?.detach(self)
    // A finger still down holds its view, which may hold a recognizer that holds the touch:
    // the cycle ends with the window.
    for route in routes.values { route.touch.view = nil }
  }

  /// Where the status bar lies: the window's width by its safe area's top inset (ours: the bar
  /// lies within that inset; its own height is not modelled).
  var statusBarFrame: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width, height: safeAreaInsets.top)
  }

  /// Makes the window key and visible.
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
  }

  /// Makes the window key: `UIApplication.shared.keyWindow` from now on.
  ///
  /// The window made key before is told it resigned (``resignKey()``), then this one that it
  /// became key (``becomeKey()``).
  open func makeKey() {
    let wasKey = isKeyWindow
    isKeyWindow = true
    if let state = UIApplicationState.current() {
      // One key window at a time: the one made key before resigns.
      if let previous = state.keyWindow, previous !== self {
        previous.isKeyWindow = false
        previous.resignKey()
      }
      state.keyWindow = self
      if windowScene == nil { windowScene = state.windowScene }
    }
    if !wasKey { becomeKey() }
  }

  /// Called when the window became key (an app's subclass overrides it; calls `super`).
  open func becomeKey() {}

  /// Called when the window stopped being key (an app's subclass overrides it; calls `super`).
  open func resignKey() {}
}
