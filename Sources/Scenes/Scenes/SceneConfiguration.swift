/// A scene's configuration: `Codable` so tapes store it as JSON in their header, with a default
/// that reproduces docs/seed-screens.md, and the accepted range of every key.
public protocol SceneConfiguration: Codable, Hashable, Sendable {
  /// The default configuration (the values of docs/seed-screens.md).
  init()

  /// Every key, in the order `haptictape scenes` lists them, with the values it accepts; a scene
  /// calls ``validate(on:)`` before it builds anything.
  static var keys: [SceneConfigurationKey<Self>] { get }
}
