import HapticTape
import HapticTapeSwiftUI
import SeedScenes
import SeedScreensSwiftUI

/// Seed 004's cube, from the app's SwiftUI ``CubeStoriesView``, as a scene.
public enum CubeSwiftUIScreen: SwiftUIScreen {
  /// The built-in scene's configuration keys, so all versions are recorded with one
  /// configuration.
  public typealias Configuration = CubeScene.Configuration

  public static let id = "swiftui-cube"
  public static let summary =
    "Seed 004's story pages turning like a cube, from the app's SwiftUI view."
  /// What a sweep counts: the cube turning to another page, as the built-in scene's outcome.
  public static let outcomes = CubeScene.outcomes

  public static func makeModel(configuration: Configuration) -> StoriesModel {
    StoriesModel(pageCount: configuration.pageCount, initialPage: configuration.initialPage)
  }

  public static func makeView(model: StoriesModel, configuration: Configuration)
    -> CubeStoriesView
  {
    CubeStoriesView(
      model: model, tapZoneFraction: configuration.tapZoneFraction,
      playsPageChangeImpact: configuration.playsPageChangeImpact,
      pageChangeImpactIntensity: Double(configuration.pageChangeImpactIntensity))
  }

  /// The page the cube rests on, as the built-in scene's `pageChanged(index)`.
  public static func state(of model: StoriesModel) -> [SceneEvent] {
    [SceneEvent("pageChanged", at: .zero, ["index": .integer(model.currentPage)])]
  }
}
