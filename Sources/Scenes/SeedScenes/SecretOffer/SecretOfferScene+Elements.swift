import Scenes

// MARK: - Elements on screen

extension SecretOfferScene {
  /// The cells on screen, frontmost view first, for gestures that name an element.
  public func elementsOnScreen() -> [SceneElement] {
    collection.elementsOnScreen()
  }
}
