/// A scene's configuration: `Codable` so tapes store it as JSON in their header, with a default
/// that reproduces SCENES.md.
public protocol SceneConfiguration: Codable, Hashable, Sendable {
  /// The default configuration (SCENES.md values).
  init()
}
