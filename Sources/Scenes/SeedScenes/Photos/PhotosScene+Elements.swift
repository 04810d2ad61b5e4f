import Scenes

// MARK: - Elements on screen

extension PhotosScene {
  /// The cells on screen, frontmost view first, for gestures that name an element.
  public func elementsOnScreen() -> [SceneElement] {
    thumbnails.elementsOnScreen() + preview.elementsOnScreen()
  }
}
