import Scenes

/// The configuration of a hosted screen that declares none: no keys, stored as `{}`.
public struct UIKitScreenConfiguration: SceneConfiguration {
  /// The empty configuration.
  public init() {}

  /// No keys.
  public static var keys: [SceneConfigurationKey<Self>] { [] }
}
