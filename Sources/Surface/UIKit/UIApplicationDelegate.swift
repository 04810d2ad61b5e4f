/// What the app tells its delegate about its lifecycle.
///
/// Inert, as ``UISceneDelegate``: declared so that an app's `AppDelegate` compiles; headless the
/// host makes the screen. The one call made is the launch of a SwiftUI app hosted with
/// `SwiftUIAppScreen`, whose `@UIApplicationDelegateAdaptor` delegate is told, before the first
/// window shows, that the app will and did finish launching (with no options), as iOS tells it.
/// Every member is optional, as in UIKit.
public protocol UIApplicationDelegate: AnyObject {
  /// The app's main window (a UIKit app without scenes keeps it here).
  var window: UIWindow? { get set }
  /// The app is about to finish launching.
  func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The app finished launching.
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The configuration of a scene being connected.
  func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
  /// Sessions the user discarded.
  func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  /// The app became active.
  func applicationDidBecomeActive(_ application: UIApplication)
  /// The app is about to become inactive.
  func applicationWillResignActive(_ application: UIApplication)
  /// The app went to the background.
  func applicationDidEnterBackground(_ application: UIApplication)
  /// The app is about to come to the foreground.
  func applicationWillEnterForeground(_ application: UIApplication)
  /// The app is about to end.
  func applicationWillTerminate(_ application: UIApplication)
  /// The app is short of memory.
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
  public func application(
    _ application: UIApplication,
    willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool { true }
  public func application(
    _ application: UIApplication,
    configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration { connectingSceneSession.configuration }
  public func application(
    _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
  ) {}
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}
