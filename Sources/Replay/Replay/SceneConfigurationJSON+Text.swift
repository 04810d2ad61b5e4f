import JSONCore
import Scenes

// MARK: - Reading and canonical text

extension SceneConfigurationJSON {
  /// The keys a configuration JSON sets, as read.
  package struct Overrides {
    /// The members, the last of duplicate keys winning (at every depth), as `JSONSerialization`
    /// read them.
    package var members: [(key: String, value: JSONValue)]
    /// The members as written, for a plain object (no duplicate or escaped keys, no trailing
    /// comma, nothing but JSON whitespace around it), whose value texts the Foundation-era reader
    /// decoded directly before it fell back to ``members``; `nil` for any other.
    var written: [(key: String, value: JSONValue)]?
  }

  /// What Foundation's `JSONSerialization` read: trailing commas, a byte-order mark, nesting up
  /// to ``maximumDepth``.
  private static let parsingOptions: JSONParsingOptions = {
    var options = JSONParsingOptions(maximumDepth: maximumDepth)
    options.acceptsTrailingCommas = true
    options.skipsByteOrderMark = true
    return options
  }()

  /// The keys `json` sets; none for blank text or `{}`.
  ///
  /// Package-visible: a feel sweep sets each grid point's values over a session's own keys.
  ///
  /// - Throws: ``Scenes/SceneError`` for text that is too long, nests too deep or is not a JSON
  ///   object.
  package static func overrides(_ json: String) throws(SceneError) -> Overrides {
    // Most tapes store no overrides.
    if json == "{}" { return Overrides(members: [], written: []) }
    try checkSize(json)
    // Whitespace as Foundation's `.whitespacesAndNewlines` trims it: Unicode White_Space.
    let scalars = json.unicodeScalars
    let leading = scalars.prefix { $0.properties.isWhitespace }
    let rest = scalars.dropFirst(leading.count)
    let trailing = rest.reversed().prefix { $0.properties.isWhitespace }
    let trimmed = String(rest.dropLast(trailing.count))
    if trimmed.isEmpty || trimmed == "{}" { return Overrides(members: [], written: []) }
    let bytes = Array(trimmed.utf8)
    let document: JSONDocument
    do {
      document = try JSONParser.parse(bytes, options: parsingOptions)
    } catch {
      if case .tooDeep = error.reason {
        throw depthError(at: String(leading).utf8.count + error.position.byteOffset)
      }
      throw notJSON(error, after: leading)
    }
    // Foundation read objects into dictionaries (the last of duplicate keys wins), then refused
    // a number beyond `Double`'s range among the values it kept.
    let value = JSONValue(document.root)
    guard let written = document.root.members, let asWritten = value.members,
      let members = value.keepingLastOfDuplicateKeys().members,
      members.allSatisfy({ isRepresentable($0.value) })
    else { throw notAnObject(trimmed) }
    let isJSONWhitespace = { (scalar: Unicode.Scalar) in " \t\n\r".unicodeScalars.contains(scalar) }
    let isPlain =
      leading.allSatisfy(isJSONWhitespace) && trailing.allSatisfy(isJSONWhitespace)
      && bytes.first == UInt8(ascii: "{") && written.count == members.count
      && !written.contains { hasEscapes(keyAt: $0.keyPosition.byteOffset, in: bytes) }
      && !endsWithTrailingComma(bytes, commas: document.trailingCommas)
    return Overrides(members: members, written: isPlain ? asWritten : nil)
  }

  /// The error for text the parser refused, at its line and column in the text as given
  /// (`leading` is the whitespace trimmed before parsing).
  private static func notJSON(_ error: JSONSyntaxError, after leading: Substring.UnicodeScalarView)
    -> SceneError
  {
    let lineBreaks = leading.filter { $0 == "\n" }.count
    let lastLine = leading.reversed().prefix { $0 != "\n" }.count
    let line = error.position.line + lineBreaks
    let column = error.position.column + (error.position.line == 1 ? lastLine : 0)
    return SceneError(
      .invalidConfiguration,
      "the configuration is not JSON at \(line):\(column): \(error.message); write an object "
        + "such as {\"key\": value}")
  }

  private static func notAnObject(_ trimmed: String) -> SceneError {
    SceneError(
      .invalidConfiguration,
      "the configuration is not a JSON object such as {\"key\": value}: \(trimmed)")
  }

  /// Whether every number in `value` is within `Double`'s range, as `JSONSerialization` read
  /// them.
  private static func isRepresentable(_ value: JSONValue) -> Bool {
    switch value {
    case .number(let text): JSONNumber(text).doubleValue != nil
    case .array(let elements): elements.allSatisfy(isRepresentable)
    case .object(let members): members.allSatisfy { isRepresentable($0.value) }
    default: true
    }
  }

  /// Whether the key whose quote is at `offset` is written with an escape.
  private static func hasEscapes(keyAt offset: Int, in bytes: [UInt8]) -> Bool {
    let key = bytes[(offset + 1)...].prefix { $0 != UInt8(ascii: "\"") }
    return key.contains(UInt8(ascii: "\\"))
  }

  /// Whether the top-level object ends with a trailing comma: only whitespace and its closing
  /// brace follow the last tolerated comma.
  private static func endsWithTrailingComma(_ bytes: [UInt8], commas: [JSONPosition]) -> Bool {
    guard let last = commas.last else { return false }
    let after = bytes[(last.byteOffset + 1)...].filter { !" \t\n\r".utf8.contains($0) }
    return after == [UInt8(ascii: "}")]
  }

  /// `value` as tape headers store configurations: keys sorted by their UTF-8 bytes, as every
  /// JSON the package writes sorts them, numbers re-spelled as `JSONSerialization` read them.
  ///
  /// Tape headers hold the text `JSONSerialization` wrote, which sorted keys by an ICU collation
  /// (`B` after `a`); for every key of every configuration in the package (ASCII letters) that is
  /// the UTF-8 order, so existing headers come out byte for byte. The number spelling stays: it
  /// is what headers hold for numbers written otherwise (`1.0`, `5e-1`) and what decoding falls
  /// back on (``decode(_:as:)``).
  package static func serializationText(_ value: JSONValue) -> String {
    JSONWriter.compact(canonical(value).sortingKeys(), escaping: .foundationCompatible)
  }

  /// `value` with every number as `JSONSerialization` re-spells it.
  static func canonical(_ value: JSONValue) -> JSONValue {
    switch value {
    case .number(let text): .number(FoundationJSONNumber.serializationText(text) ?? text)
    case .array(let elements): .array(elements.map(canonical))
    case .object(let members): .object(members.map { ($0.key, canonical($0.value)) })
    default: value
    }
  }
}
