import HapticTape
import HapticTapeUIKit
import SeedScenes
import SeedScreensUIKit
import UIKit

/// Seed 004's cube, from ``CubeTransitionViewController``, as a scene.
///
/// `tapTurnDuration` is the built-in scene's own: the app turns pages with UIKit's animated
/// `setContentOffset`, whose duration UIKit fixes.
public enum CubeScreen: UIKitScreen {
  /// The built-in scene's configuration keys, so both are recorded with one configuration.
  public typealias Configuration = CubeScene.Configuration

  public static let id = "uikit-cube"
  public static let summary = "Seed 004's story pages turning like a cube, from the app's UIKit code."

  public static func makeRootViewController(configuration: Configuration) -> UIViewController {
    CubeTransitionViewController(
      pageCount: configuration.pageCount, initialPage: configuration.initialPage,
      tapZoneFraction: configuration.tapZoneFraction,
      playsPageChangeImpact: configuration.playsPageChangeImpact,
      pageChangeImpactIntensity: configuration.pageChangeImpactIntensity)
  }
}
