import Foundation
import Scenes

/// Reads and writes scene configurations as the JSON stored in tape headers.
///
/// A partial object is completed with the defaults (`{"itemCount": 12}` changes one value);
/// an unknown key is an error naming the known ones; output has sorted keys, so the same
/// configuration always gives the same bytes.
public enum SceneConfigurationJSON {
  /// The canonical JSON of `configuration`: sorted keys, no whitespace.
  public static func encode<C: SceneConfiguration>(_ configuration: C) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(configuration), as: UTF8.self)
  }

  /// The configuration `json` describes, completed with `C()`'s values for missing keys.
  ///
  /// With `assumingCanonical` (a tape header written by ``Session/record``), complete JSON is
  /// decoded directly without checking for unknown keys; anything else takes the full path.
  /// - Throws: ``Scenes/SceneError`` for text that is not a JSON object, an unknown key or a value
  ///   of the wrong type.
  public static func decode<C: SceneConfiguration>(
    _ json: String, as type: C.Type, assumingCanonical: Bool = false
  ) throws -> C {
    if assumingCanonical, let decoded = try? JSONDecoder().decode(C.self, from: Data(json.utf8)) {
      return decoded
    }
    let trimmed = json.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty || trimmed == "{}" { return C() }
    // Tapes store the canonical form: decoding it directly and re-encoding to the same bytes
    // proves every key was present and known, without the slower merge below.
    if let decoded = try? JSONDecoder().decode(C.self, from: Data(trimmed.utf8)),
      (try? encode(decoded)) == trimmed
    {
      return decoded
    }
    let defaults = try object(try encode(C()))
    let given: [String: Any]
    do {
      given = try object(trimmed)
    } catch {
      throw SceneError(.invalidConfiguration, "the configuration is not a JSON object: \(trimmed)")
    }
    for key in given.keys.sorted() where defaults[key] == nil {
      throw SceneError(
        .invalidConfiguration,
        "unknown configuration key '\(key)'; known keys: \(defaults.keys.sorted().joined(separator: ", "))")
    }
    let merged = defaults.merging(given) { _, new in new }
    let data = try JSONSerialization.data(withJSONObject: merged, options: [.sortedKeys])
    do {
      return try JSONDecoder().decode(C.self, from: data)
    } catch {
      throw SceneError(.invalidConfiguration, "a configuration value has the wrong type: \(error)")
    }
  }

  private static func object(_ json: String) throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
      throw SceneError(.invalidConfiguration, "the configuration is not a JSON object")
    }
    return object
  }
}
