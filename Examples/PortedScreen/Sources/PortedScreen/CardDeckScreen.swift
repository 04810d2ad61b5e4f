import HapticTape
import HapticTapeUIKit
import UIKit

// The app's files (App/) are compiled into this target by the HapticTapePort build plugin;
// haptictape-port.json lists them. This file declares them as HapticTape screens.

/// The card deck, from the app's own `CardDeckViewController`.
public enum CardDeckScreen: UIKitScreen {
  public static let id = "ported-card-deck"
  public static let summary = "A card deck: a tap turns the next card with an impact, then a tick."

  /// The card the deck shows, as `card(index)`.
  public static func state(of root: UIViewController) -> [SceneEvent] {
    guard let deck = (root as? CardDeckViewController)?.deckView else { return [] }
    return [SceneEvent("card", at: .zero, ["index": .integer(deck.currentIndex)])]
  }

  public static func makeRootViewController(configuration: UIKitScreenConfiguration)
    -> UIViewController
  {
    CardDeckViewController()
  }
}

/// The same deck behind a lock: its delegate answers that no card may turn.
public enum LockedCardDeckScreen: UIKitScreen {
  public static let id = "ported-card-deck-locked"
  public static let summary = "The card deck with a delegate that refuses every turn."

  public static func state(of root: UIViewController) -> [SceneEvent] {
    CardDeckScreen.state(of: root)
  }

  public static func makeRootViewController(configuration: UIKitScreenConfiguration)
    -> UIViewController
  {
    let controller = CardDeckViewController()
    controller.turnLock = LockedDeck()
    return controller
  }
}

/// The same deck turning by itself every 0.8 s (a `Task` sleeping on a `ContinuousClock`)
/// until a touch stops it.
public enum AutoplayCardDeckScreen: UIKitScreen {
  public static let id = "ported-card-deck-autoplay"
  public static let summary = "The card deck turning by itself every 0.8 s until a touch."

  public static func state(of root: UIViewController) -> [SceneEvent] {
    CardDeckScreen.state(of: root)
  }

  public static func makeRootViewController(configuration: UIKitScreenConfiguration)
    -> UIViewController
  {
    let controller = CardDeckViewController()
    controller.autoplayInterval = .milliseconds(800)
    return controller
  }
}

/// The screens, for a registry.
public enum PortedScreens {
  public static let all: [any HapticScene.Type] = [
    UIKitScene<CardDeckScreen>.self, UIKitScene<LockedCardDeckScreen>.self,
    UIKitScene<AutoplayCardDeckScreen>.self,
  ]
}
