import Foundation
import Scenes

/// Reads and writes scene configurations as the JSON stored in tape headers.
///
/// A tape stores only the *overrides* given when it was recorded (`{}` for none, or
/// `{"style":"drum"}`); the defaults come from the code at replay time, so changing a default —
/// a seed constant or one of ours — is a change every affected tape reports. An unknown key is
/// an error naming the known ones; overrides are written with sorted keys, so the same
/// configuration always gives the same bytes.
public enum SceneConfigurationJSON {
  /// The full JSON of `configuration`: sorted keys, no whitespace.
  public static func encode<C: SceneConfiguration>(_ configuration: C) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(configuration), as: UTF8.self)
  }

  /// The overrides in `json` in canonical form (sorted keys), after checking that they describe a
  /// valid configuration of type `C`.
  /// - Throws: ``Scenes/SceneError`` as ``decode(_:as:)`` does.
  public static func canonicalOverrides<C: SceneConfiguration>(_ json: String, as type: C.Type) throws
    -> String
  {
    _ = try decode(json, as: type)
    let given = try overrides(json)
    if given.isEmpty { return "{}" }
    let data = try JSONSerialization.data(withJSONObject: given, options: [.sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  /// The configuration `json` describes: `C()` with the keys `json` gives replaced.
  ///
  /// Only the types are checked here; ranges are checked by
  /// ``Scenes/SceneConfiguration/validate(on:)`` when a scene is built.
  /// - Throws: ``Scenes/SceneError`` for text that is not a JSON object, an unknown key or a value
  ///   of the wrong type, naming the key and what it accepts
  ///   (``Scenes/SceneError/configurationKey``).
  public static func decode<C: SceneConfiguration>(_ json: String, as type: C.Type) throws -> C {
    let given = try overrides(json)
    if given.isEmpty { return C() }
    let defaultsText = try encode(C())
    if let configuration = merged(json, over: defaultsText, keys: given.count, as: type) {
      return configuration
    }
    let defaults = try object(defaultsText)
    for key in given.keys.sorted() where defaults[key] == nil {
      var error = SceneError(
        .invalidConfiguration,
        "unknown configuration key \"\(key)\"; known keys: "
          + defaults.keys.sorted().joined(separator: ", "))
      error.configurationKey = key
      throw error
    }
    if let configuration = try? decode(defaults.merging(given) { _, new in new }, as: type) {
      return configuration
    }
    // Some value has the wrong type: find the first key (in name order) whose value alone does
    // not decode, and say what that key accepts.
    for key in given.keys.sorted() {
      guard let value = given[key],
        (try? decode(defaults.merging([key: value]) { _, new in new }, as: type)) == nil
      else { continue }
      let got = text(of: value)
      guard let described = C.keys.first(where: { $0.name == key }) else {
        var error = SceneError(.invalidConfiguration, "\"\(key)\" has the wrong type, got \(got)")
        error.configurationKey = key
        throw error
      }
      throw described.refusal(got: got)
    }
    throw SceneError(
      .invalidConfiguration, "the configuration's values do not fit together: \(json)")
  }

  /// The overrides in `json` put over `defaults` as JSON text and decoded as `C`, or `nil` when
  /// the text cannot be split, a key is unknown or the result does not decode; the caller then
  /// finds out why through `JSONSerialization`.
  private static func merged<C: SceneConfiguration>(
    _ json: String, over defaults: String, keys count: Int, as type: C.Type
  ) -> C? {
    guard let given = JSONObjectMembers(json), given.keys.count == count,
      let standard = JSONObjectMembers(defaults),
      given.keys.allSatisfy({ standard.values[$0] != nil })
    else { return nil }
    var text = "{"
    for (position, key) in standard.keys.enumerated() {
      guard let value = given.values[key] ?? standard.values[key] else { return nil }
      text += (position == 0 ? "\"" : ",\"") + key + "\":" + value
    }
    text += "}"
    return try? JSONDecoder().decode(C.self, from: Data(text.utf8))
  }

  /// `object` decoded as `C`.
  private static func decode<C: SceneConfiguration>(
    _ object: [String: Any], as type: C.Type
  ) throws -> C {
    // Key order does not matter to the decoder; sorting keys here costs more than the rest.
    try JSONDecoder().decode(C.self, from: try JSONSerialization.data(withJSONObject: object))
  }

  /// A JSON value as JSON text, for messages.
  private static func text(of value: Any) -> String {
    guard let data = try? JSONSerialization.data(
      withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
  }

  /// The keys `json` sets; empty for blank text or `{}`.
  private static func overrides(_ json: String) throws -> [String: Any] {
    try checkLimits(json)
    let trimmed = json.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty || trimmed == "{}" { return [:] }
    do {
      return try object(trimmed)
    } catch {
      throw SceneError(
        .invalidConfiguration,
        "the configuration is not a JSON object such as {\"key\": value}: \(trimmed)")
    }
  }

  private static func object(_ json: String) throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
      throw SceneError(.invalidConfiguration, "the configuration is not a JSON object")
    }
    return object
  }
}
