import JSONCore
import Scenes

// MARK: - Overrides of a typed configuration

extension SceneConfigurationJSON {
  /// The properties of `configuration` whose value differs from the default configuration's, as
  /// the JSON object a tape header stores (sorted keys; `{}` when it is the default).
  ///
  /// ```swift
  /// import SeedScenes
  ///
  /// var configuration = CubeScene.Configuration()
  /// configuration.initialPage = 2
  /// try SceneConfigurationJSON.overrides(of: configuration)   // {"initialPage":2}
  /// ```
  /// - Throws: An encoding error when the configuration does not encode to a JSON object.
  public static func overrides<C: SceneConfiguration>(of configuration: C) throws -> String {
    let defaults = try members(of: C())
    let changed = try members(of: configuration).filter { key, value in
      guard let standard = defaults.first(where: { $0.key == key })?.value else { return true }
      return serializationText(value) != serializationText(standard)
    }
    if changed.isEmpty { return "{}" }
    return serializationText(.object(changed))
  }
}
