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
  public static let summary =
    "Seed 004's story pages turning like a cube, from the app's UIKit code."

  /// What a sweep counts: the cube turning to another page, as the built-in scene's outcome.
  public static let outcomes = CubeScene.outcomes

  /// The page the cube rests on, as the built-in scene's `pageChanged(index)`.
  public static func state(of root: UIViewController) -> [SceneEvent] {
    guard let cube = root as? CubeTransitionViewController else { return [] }
    return [SceneEvent("pageChanged", at: .zero, ["index": .integer(cube.currentPage)])]
  }

  public static func makeRootViewController(configuration: Configuration) -> UIViewController {
    CubeTransitionViewController(
      pageCount: configuration.pageCount, initialPage: configuration.initialPage,
      tapZoneFraction: configuration.tapZoneFraction,
      playsPageChangeImpact: configuration.playsPageChangeImpact,
      pageChangeImpactIntensity: configuration.pageChangeImpactIntensity)
  }
}
