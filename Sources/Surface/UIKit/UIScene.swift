import Foundation

/// One instance of the app's interface.
///
/// Headless, a replay has one scene, a ``UIWindowScene`` holding the host's window
/// (`UIApplication.shared.connectedScenes`). It is active in the foreground for the whole
/// replay, and its delegate is never called: the host, not a scene configuration, makes the
/// screen.
open class UIScene: UIResponder {
  /// Where a scene is in its lifecycle.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// What the system passed when it connected the scene (inert: always empty headless).
  open class ConnectionOptions: NSObject {
    /// URLs the scene was opened with: none headless.
    open var urlContexts: Set<NSObject> { [] }
    /// The handoff activities the scene was opened with: none headless.
    open var userActivities: Set<NSObject> { [] }
  }

  /// The session the scene belongs to.
  public let session: UISceneSession
  /// The scene's delegate (inert: kept strongly, as UIKit does, and never called headless).
  open var delegate: (any UISceneDelegate)?
  /// The scene's title (inert: nothing shows it).
  open var title: String! = ""

  init(session: UISceneSession) {
    self.session = session
    super.init()
  }

  /// `.foregroundActive`: a hosted replay's scene is on screen and receives every touch.
  open var activationState: ActivationState { .foregroundActive }

  /// Posted when a scene connects (inert: never posted headless; declared so observers
  /// compile).
  public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
  /// Posted when a scene disconnects (inert).
  public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
  /// Posted when a scene becomes active (inert).
  public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
  /// Posted when a scene is about to become inactive (inert).
  public static let willDeactivateNotification = Notification.Name(
    "UISceneWillDeactivateNotification")
  /// Posted when a scene is about to come to the foreground (inert).
  public static let willEnterForegroundNotification = Notification.Name(
    "UISceneWillEnterForegroundNotification")
  /// Posted when a scene has gone to the background (inert).
  public static let didEnterBackgroundNotification = Notification.Name(
    "UISceneDidEnterBackgroundNotification")
}
