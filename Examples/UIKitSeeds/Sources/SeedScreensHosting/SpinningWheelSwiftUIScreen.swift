import HapticTape
import HapticTapeSwiftUI
import SeedScenes
import SeedScreensSwiftUI

/// Seed 002's wheel, from the app's SwiftUI ``SpinningWheelView``, as a scene.
public enum SpinningWheelSwiftUIScreen: SwiftUIScreen {
  /// The built-in scene's configuration keys, so all versions are recorded with one
  /// configuration.
  public typealias Configuration = SpinningWheelScene.Configuration

  public static let id = "swiftui-spinning-wheel"
  public static let summary = "Seed 002's cards on an arc, from the app's SwiftUI view."
  /// What a sweep counts: another card coming to the top, as the built-in scene's outcome.
  public static let outcomes = SpinningWheelScene.outcomes

  public static func makeModel(configuration: Configuration) -> WheelModel {
    WheelModel(itemCount: configuration.itemCount)
  }

  public static func makeView(model: WheelModel, configuration: Configuration)
    -> SpinningWheelView
  {
    SpinningWheelView(model: model, playsSelectionFeedback: configuration.playsSelectionFeedback)
  }

  /// The card at the top, as the built-in scene's `centeredItemChanged(index)`.
  public static func state(of model: WheelModel) -> [SceneEvent] {
    [SceneEvent("centeredItemChanged", at: .zero, ["index": .integer(model.centeredItem)])]
  }
}
