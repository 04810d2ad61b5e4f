import Foundation
import Scenes

// MARK: - Overrides of a typed configuration

extension SceneConfigurationJSON {
  /// The properties of `configuration` whose value differs from the default configuration's, as
  /// the JSON object a tape header stores (sorted keys; `{}` when it is the default).
  ///
  /// ```swift
  /// var configuration = CubeScene.Configuration()
  /// configuration.initialPage = 2
  /// try SceneConfigurationJSON.overrides(of: configuration)   // {"initialPage":2}
  /// ```
  /// - Throws: An encoding error when the configuration does not encode to a JSON object.
  public static func overrides<C: SceneConfiguration>(of configuration: C) throws -> String {
    let given = try jsonObject(try encode(configuration))
    let defaults = try jsonObject(try encode(C()))
    var changed: [String: Any] = [:]
    for key in given.keys.sorted() {
      guard let value = given[key] else { continue }
      if let standard = defaults[key], try sameJSON(value, standard) { continue }
      changed[key] = value
    }
    if changed.isEmpty { return "{}" }
    let data = try JSONSerialization.data(
      withJSONObject: changed, options: [.sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  private static func jsonObject(_ json: String) throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    else {
      throw SceneError(.invalidConfiguration, "the configuration does not encode to a JSON object")
    }
    return object
  }

  /// Whether two decoded JSON values print the same (key order aside).
  private static func sameJSON(_ lhs: Any, _ rhs: Any) throws -> Bool {
    let options: JSONSerialization.WritingOptions = [.sortedKeys, .fragmentsAllowed]
    return try JSONSerialization.data(withJSONObject: [lhs], options: options)
      == JSONSerialization.data(withJSONObject: [rhs], options: options)
  }
}
