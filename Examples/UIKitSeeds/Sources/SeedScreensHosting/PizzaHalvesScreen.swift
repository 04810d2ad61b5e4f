import HapticTape
import HapticTapeUIKit
import PizzaHalvesUIKit
import SeedScenes
import UIKit

/// Seed 000's pizza from halves, from ``PizzaHalvesViewController``, as a scene.
public enum PizzaHalvesScreen: UIKitScreen {
  /// The built-in scene's configuration keys, so both are recorded with one configuration.
  public typealias Configuration = PizzaHalvesScene.Configuration

  public static let id = "uikit-pizza-halves"
  public static let summary =
    "Seed 000's two half-pizza pickers, from the app's UIKit code."
  public static let commands = PizzaHalvesScene.commands

  /// What a sweep counts: a half settling on another pizza, as the built-in scene's
  /// `combination` after each `indexChanged`.
  public static let outcomes = [
    SceneOutcome("picked", event: "combination", summary: "a half settled on another pizza")
  ]

  /// Each half's pizza and whether they are one pizza, as the built-in scene's `combination`.
  public static func state(of root: UIViewController) -> [SceneEvent] {
    guard let pizza = root as? PizzaHalvesViewController else { return [] }
    return [
      SceneEvent(
        "combination", at: .zero,
        [
          "left": .integer(pizza.left.currentIndex), "right": .integer(pizza.right.currentIndex),
          "isOriginal": .flag(pizza.isOriginalPizza),
        ])
    ]
  }

  public static func handle(_ command: SceneCommand, in root: UIViewController)
    throws(SceneError)
  {
    guard command.name == "shuffle" else {
      throw SceneError(.unknownCommand, "\(id) has no command '\(command.name)'; it knows: shuffle")
    }
    guard command.arguments.isEmpty else {
      throw SceneError(
        .invalidArgument,
        "shuffle takes no arguments, got \(command.arguments.count); write 'command shuffle'")
    }
    (root as? PizzaHalvesViewController)?.shuffle()
  }

  public static func makeRootViewController(configuration: Configuration) -> UIViewController {
    var settings = PizzaHalvesViewController.Settings()
    settings.pizzaCount = configuration.pizzaCount
    settings.style = configuration.style == .drum ? .drum : .standard
    settings.shuffleSeed = configuration.shuffleSeed
    settings.playsSelectionFeedback = configuration.playsSelectionFeedback
    settings.decelerationRate = CGFloat(configuration.decelerationRate)
    return PizzaHalvesViewController(settings: settings)
  }
}
