import Foundation
import HeadlessRuntime

/// The app, as layouts and cells ask it about the screen: its key window and the layout
/// direction (right to left when the host lays the scene out so).
///
/// `shared` is the application of the replay running now: what it reports comes from that
/// replay's window, so two replays never share it. Outside a replay it reports no window,
/// left to right, and keeps nothing that is set.
open class UIApplication: UIResponder {
  /// The application's state in its lifecycle.
  public enum State: Int, Sendable {
    /// In the foreground, receiving events (a hosted replay always is).
    case active
    /// In the foreground, not receiving events.
    case inactive
    /// In the background.
    case background
  }

  private let state: UIApplicationState?

  init(state: UIApplicationState?) {
    self.state = state
    super.init()
  }

  /// The application of the replay running now.
  public class var shared: UIApplication {
    UIApplication(state: UIApplicationState.current())
  }

  /// The window made key last (`makeKeyAndVisible()`), or nil.
  open var keyWindow: UIWindow? { state?.keyWindow }

  /// The app's windows: the key window headless.
  open var windows: [UIWindow] { state?.keyWindow.map { [$0] } ?? [] }

  /// The app's scenes: the replay's one window scene, holding its window; none outside a
  /// replay.
  open var connectedScenes: Set<UIScene> { state.map { [$0.windowScene] } ?? [] }

  /// The sessions of the app's scenes: the replay's scene's.
  open var openSessions: Set<UISceneSession> {
    state.map { [$0.windowScene.session] } ?? []
  }

  /// Whether the app shows several scenes at once: false (one scene a replay).
  open var supportsMultipleScenes: Bool { false }

  /// The direction the host lays the scene out in (`UIKitScreen.layoutDirection`).
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    state?.layoutDirection ?? .leftToRight
  }

  /// Posted when the system asks apps to free memory.
  ///
  /// Inert: never posted headless (a replay has no memory pressure); declared so observers of it
  /// compile.
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  /// Posted when the status bar's frame changed (deprecated since iOS 13).
  ///
  /// Inert: never posted headless (the status bar is not modelled); declared so observers of it
  /// compile.
  public static let didChangeStatusBarFrameNotification = Notification.Name(
    "UIApplicationDidChangeStatusBarFrameNotification")

  /// Always `.active` headless.
  open var applicationState: State { .active }

  /// The status bar's frame, deprecated since iOS 13: the key window's width and its safe
  /// area's top inset (ours: the status bar lies within that inset; its own height is not
  /// modelled), or zero without a window.
  open var statusBarFrame: CGRect {
    keyWindow?.statusBarFrame ?? .zero
  }

  /// The interface's orientation, deprecated since iOS 13: the device's, as a window scene
  /// reports it.
  open var statusBarOrientation: UIInterfaceOrientation {
    UIInterfaceOrientation(holding: UIDevice.current.orientation)
  }

  /// Whether the status bar is hidden, deprecated since iOS 9 (inert: false; the status bar is
  /// not modelled, and its safe area stays).
  open var isStatusBarHidden: Bool { false }

  /// Inert: kept for the replay, nothing sleeps headless.
  open var isIdleTimerDisabled: Bool {
    get { state?.isIdleTimerDisabled ?? false }
    set { state?.isIdleTimerDisabled = newValue }
  }
}

/// The application's state for one replay (``HeadlessRuntime/state(_:make:)``).
final class UIApplicationState {
  weak var keyWindow: UIWindow?
  var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight
  var isIdleTimerDisabled = false
  /// The replay's one scene.
  let windowScene = UIWindowScene()
  /// The screen's size in the interface's orientation once a rotation changed it; nil until then
  /// (the display's size).
  var interfaceSize: CGSize?

  /// The state of the replay running now, or nil outside one.
  static func current() -> UIApplicationState? {
    HeadlessRuntime.current?.state(UIApplicationState.self) { UIApplicationState() }
  }
}
