import CollectionLayout
import Scenes

// MARK: - Elements on screen

extension PizzaHalvesScene {
  /// The cells on screen, frontmost view first, for gestures that name an element.
  public func elementsOnScreen() -> [SceneElement] {
    half(.left).elementsOnScreen() + half(.right).elementsOnScreen()
  }
}
