/// How a ``JSONWriter`` escapes the characters JSON strings must not hold raw: `"`, `\` and the
/// control characters U+0000…U+001F.
///
/// Quotes, backslashes, newlines, carriage returns and tabs are always written `\"`, `\\`, `\n`,
/// `\r`, `\t`; the presets differ in the rest, so each format keeps the bytes it has always
/// written. Nothing else is escaped: not `/`, not U+007F, not non-ASCII characters.
package struct JSONStringEscaping: Sendable {
  /// Whether U+0008 and U+000C are written `\b` and `\f` rather than as `\u` escapes.
  package var writesBackspaceAndFormFeedShort: Bool
  /// Whether the hex digits of `\u` escapes are upper case (`\u001F`) rather than lower case.
  package var usesUppercaseHex: Bool

  /// Control characters as `\u001F`, upper-case hex: the AHAP and haptic JSON Lines writers'.
  package static let uppercaseHex = Self(
    writesBackspaceAndFormFeedShort: false, usesUppercaseHex: true)
  /// Control characters as `\u001f`, lower-case hex: the tape JSON Lines writer's.
  package static let lowercaseHex = Self(
    writesBackspaceAndFormFeedShort: false, usesUppercaseHex: false)
  /// `\b`, `\f`, and `\u001f` for the rest: what Foundation's `JSONEncoder` writes (with
  /// `.withoutEscapingSlashes`), which scene configurations in tape headers, replay and physics
  /// JSON, sweeps, report data and studio replies have always been written with.
  package static let foundationCompatible = Self(
    writesBackspaceAndFormFeedShort: true, usesUppercaseHex: false)
}
