import JSONCore
import Scenes

/// Reads and writes scene configurations as the JSON stored in tape headers.
///
/// A tape stores only the *overrides* given when it was recorded (`{}` for none, or
/// `{"style":"drum"}`); the defaults come from the code at replay time, so changing a default —
/// a seed constant or one of ours — is a change every affected tape reports. An unknown key is
/// an error naming the known ones; overrides are written with sorted keys, so the same
/// configuration always gives the same bytes.
///
/// > Note: Keys are sorted by their UTF-8 bytes, as in every JSON the package writes; numbers
/// > are spelled as Foundation's `JSONSerialization` re-spelled them when tapes began storing
/// > configurations (`FoundationJSONNumber` in JSONCore), so existing tapes compare byte for byte.
public enum SceneConfigurationJSON {
  /// The full JSON of `configuration`: keys sorted by their UTF-8 bytes, no whitespace.
  ///
  /// - Throws: `EncodingError` for a value JSON cannot hold (a non-finite number).
  public static func encode<C: SceneConfiguration>(_ configuration: C) throws -> String {
    let tree = try JSONValueEncoder().encode(configuration)
    return JSONWriter.compact(
      tree.sortingKeys { $0.utf8.lexicographicallyPrecedes($1.utf8) },
      escaping: .foundationCompatible)
  }

  /// The overrides in `json` in canonical form (sorted keys), after checking that they describe a
  /// valid configuration of type `C`.
  /// - Throws: ``Scenes/SceneError`` as ``decode(_:as:)`` does.
  public static func canonicalOverrides<C: SceneConfiguration>(_ json: String, as type: C.Type)
    throws
    -> String
  {
    _ = try decode(json, as: type)
    let given = try overrides(json).members
    if given.isEmpty { return "{}" }
    return serializationText(.object(given))
  }

  /// The configuration `json` describes: `C()` with the keys `json` gives replaced.
  ///
  /// Only the types are checked here; ranges are checked by
  /// ``Scenes/SceneConfiguration/validate(on:)`` when a scene is built.
  /// - Throws: ``Scenes/SceneError`` for text that is not a JSON object, an unknown key or a value
  ///   of the wrong type, naming the key and what it accepts
  ///   (``Scenes/SceneError/configurationKey``).
  public static func decode<C: SceneConfiguration>(_ json: String, as type: C.Type) throws -> C {
    let overrides = try overrides(json)
    let given = overrides.members
    if given.isEmpty { return C() }
    let defaults = try members(of: C())
    for key in given.map(\.key).sorted() where !defaults.contains(where: { $0.key == key }) {
      var error = SceneError(
        .invalidConfiguration,
        "unknown configuration key \"\(key)\"; known keys: "
          + defaults.map(\.key).sorted().joined(separator: ", "))
      error.configurationKey = key
      throw error
    }
    // The values as written first, for a plain object; then, defaults too, as Foundation's
    // JSONSerialization re-spelled them, which reads a few more (`1e-400` as a Double,
    // `18446744073709551615.0` as a UInt64) and some differently (`-0` as `0`).
    if let written = overrides.written,
      let configuration = try? decode(written, over: defaults, as: type)
    {
      return configuration
    }
    let canonicalDefaults = defaults.map { (key: $0.key, value: canonical($0.value)) }
    let canonicalGiven = given.map { (key: $0.key, value: canonical($0.value)) }
    if let configuration = try? decode(canonicalGiven, over: canonicalDefaults, as: type) {
      return configuration
    }
    // Some value has the wrong type: find the first key (in name order) whose value alone does
    // not decode, and say what that key accepts.
    for (key, value) in given.sorted(by: { $0.key < $1.key }) {
      guard (try? decode([(key, canonical(value))], over: canonicalDefaults, as: type)) == nil
      else { continue }
      let got = serializationText(value)
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

  /// `given` put over `defaults` (keys in the defaults' order) and decoded as `C`.
  private static func decode<C: SceneConfiguration>(
    _ given: [(key: String, value: JSONValue)], over defaults: [(key: String, value: JSONValue)],
    as type: C.Type
  ) throws -> C {
    var merged = defaults
    for (key, value) in given {
      guard let index = merged.firstIndex(where: { $0.key == key }) else { continue }
      merged[index].value = value
    }
    return try JSONValueDecoder().decode(C.self, from: .object(merged))
  }

  /// The members of `configuration`'s JSON object.
  static func members<C: SceneConfiguration>(of configuration: C) throws
    -> [(key: String, value: JSONValue)]
  {
    guard let members = try JSONValueEncoder().encode(configuration).members else {
      throw SceneError(.invalidConfiguration, "the configuration does not encode to a JSON object")
    }
    return members
  }
}
