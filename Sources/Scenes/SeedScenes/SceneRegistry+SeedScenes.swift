import Scenes

// MARK: - The seed screens

extension SceneRegistry {
  /// HapticTape's five seed scenes: the screens of the five articles HapticTape is modelled on.
  ///
  /// They live in their own module (the `HapticTapeSeedScenes` product) so an app's tests link
  /// the scene framework without them; the command line and the examples register them.
  ///
  /// ```swift
  /// let registry: SceneRegistry = .builtIn
  /// registry.ids  // ["spinning-wheel", "cube", "pizza-halves", "photos", "secret-offer"]
  /// ```
  public static let builtIn: SceneRegistry = [
    SpinningWheelScene.self,
    CubeScene.self,
    PizzaHalvesScene.self,
    PhotosScene.self,
    SecretOfferScene.self,
  ]
}
