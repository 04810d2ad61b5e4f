/// A scene that shows the app's windows on a screen.
///
/// Headless, the replay's one scene: it holds the host's window and any window the app makes
/// with `UIWindow(windowScene:)`; its screen, orientation and traits are the replay's.
open class UIWindowScene: UIScene {
  /// The windows, in the order they joined the scene.
  ///
  /// Unowned and unsafe (no side table for a
  /// window); a window leaves the list when it moves to another scene or deinitializes.
  private var attached: [AttachedWindow] = []
  private var madeStatusBarManager: UIStatusBarManager?

  init() {
    super.init(session: UISceneSession(role: .windowApplication))
  }

  /// The scene's windows, in the order they joined it.
  open var windows: [UIWindow] { attached.map(\.window) }

  /// The scene's key window, or nil when none of its windows is key.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  /// The replay's screen.
  open var screen: UIScreen { UIScreen.main }

  /// The interface's orientation: the device's (`UIDevice.orientation`, from the screen's
  /// shape), landscape left of the device being landscape right of the interface.
  open var interfaceOrientation: UIInterfaceOrientation {
    UIInterfaceOrientation(holding: UIDevice.current.orientation)
  }

  /// The traits of the scene: those of its key window, or the replay's screen's.
  open var traitCollection: UITraitCollection {
    (keyWindow ?? windows.first)?.traitCollection ?? UITraitCollection()
  }

  /// The scene's status bar.
  open var statusBarManager: UIStatusBarManager? {
    if let madeStatusBarManager { return madeStatusBarManager }
    let made = UIStatusBarManager(scene: self)
    madeStatusBarManager = made
    return made
  }

  func attach(_ window: UIWindow) {
    guard !attached.contains(where: { $0.window === window }) else { return }
    attached.append(AttachedWindow(window: window))
  }

  func detach(_ window: UIWindow) {
    let leaving = ObjectIdentifier(window)
    attached.removeAll { ObjectIdentifier($0.window) == leaving }
  }

  private struct AttachedWindow {
    unowned(unsafe) let window: UIWindow
  }
}
