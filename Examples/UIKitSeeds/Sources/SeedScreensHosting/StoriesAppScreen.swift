import HapticTape
import HapticTapeSwiftUI
import SeedScreensSwiftUI

/// Seed 004's cube as the whole SwiftUI app (``StoriesApp``): its first window, as iOS shows it
/// on launch.
public enum StoriesAppScreen: SwiftUIAppScreen {
  public typealias HostedApp = StoriesApp

  public static let id = "swiftui-stories-app"
  public static let summary = "Seed 004's cube as the SwiftUI app that ships it: its first window."

  /// The page the cube rests on, as the built-in scene's `pageChanged(index)`, with whether
  /// the app's delegate heard that the app finished launching.
  public static func state(of app: StoriesApp) -> [SceneEvent] {
    [
      SceneEvent(
        "pageChanged", at: .zero,
        ["index": .integer(app.model.currentPage), "launched": .flag(app.didLaunch)])
    ]
  }
}
