import SwiftUI

/// Tells the stories when the app has launched, as an app delegate does on iOS.
public final class StoriesAppDelegate: NSObject, UIApplicationDelegate {
  /// Whether UIKit said the app finished launching.
  public private(set) var didLaunch = false

  public func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    didLaunch = true
    return true
  }
}

/// Seed 004's stories as the app a team ships: one window showing the cube of five pages.
@main
public struct StoriesApp: App {
  @UIApplicationDelegateAdaptor(StoriesAppDelegate.self) var appDelegate
  /// The stories the window shows, kept for the app's life.
  @State public var model = StoriesModel()

  public init() {}

  public var body: some Scene {
    WindowGroup {
      CubeStoriesView(model: model)
    }
  }

  /// Whether the app's delegate heard that the app finished launching.
  public var didLaunch: Bool { appDelegate.didLaunch }
}
