import HapticTape
import HapticTapeUIKit
import SeedScenes
import SeedScreensUIKit
import UIKit

/// Seed 002's wheel, from ``SpinningWheelViewController``, as a scene.
public enum SpinningWheelScreen: UIKitScreen {
  /// The built-in scene's configuration keys, so both are recorded with one configuration.
  public typealias Configuration = SpinningWheelScene.Configuration

  public static let id = "uikit-spinning-wheel"
  public static let summary = "Seed 002's cards on an arc, from the app's UIKit code."

  public static func makeRootViewController(configuration: Configuration) -> UIViewController {
    SpinningWheelViewController(
      itemCount: configuration.itemCount,
      playsSelectionFeedback: configuration.playsSelectionFeedback)
  }
}
