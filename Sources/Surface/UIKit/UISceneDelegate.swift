/// What a scene tells its delegate about its lifecycle.
///
/// Inert: declared so that an app's `SceneDelegate` compiles: headless the host makes the screen, and
/// no method is called. Every method is optional, as in UIKit.
public protocol UISceneDelegate: AnyObject {
  /// The scene was connected to the app.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene was disconnected.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to become inactive.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come to the foreground.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate: a scene delegate that holds the scene's window (inert, as
/// ``UISceneDelegate``).
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's main window.
  var window: UIWindow? { get set }
}
