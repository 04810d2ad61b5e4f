/// A recording's name as the person types it, checked so a file made from it stays in the
/// recordings directory: 1–64 characters of ASCII letters, digits, `-`, `_` and `.`, starting with
/// a letter or digit (so no `..`, no hidden file, no separator, no drive letter).
///
/// A trailing `.htape` is dropped.
public struct RecordingName: Hashable, Sendable, CustomStringConvertible {
  /// The longest name (ours: well under every file system's 255-byte limit with the extensions).
  public static let maximumLength = 64

  /// The checked name, without extension.
  public let stem: String

  /// Checks `text`.
  /// - Throws: ``StudioError`` (`invalidName`) saying which rule the name breaks.
  public init(_ text: String) throws(StudioError) {
    var stem = text
    if stem.hasSuffix(".htape") { stem.removeLast(".htape".count) }
    guard !stem.isEmpty else {
      throw StudioError(.invalidName, "give the recording a name, such as pull-success")
    }
    guard stem.count <= Self.maximumLength else {
      throw StudioError(.invalidName, "a name has at most \(Self.maximumLength) characters")
    }
    let allowed = stem.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII
        && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
          || ("0"..."9").contains(scalar)
          || scalar == "-" || scalar == "_" || scalar == ".")
    }
    guard allowed, let first = stem.unicodeScalars.first, first != ".", first != "-", first != "_",
      !stem.contains("..")
    else {
      throw StudioError(
        .invalidName,
        "'\(text)' is not a plain name: use letters, digits, '-', '_' and '.', starting with a letter or digit"
      )
    }
    self.stem = stem
  }

  /// `stem.htape`.
  public var tapeFile: String { stem + ".htape" }
  /// `stem.touches.jsonl`, the touches in the JSON Lines touch format of `haptictape import jsonl`.
  public var touchesFile: String { stem + ".touches.jsonl" }

  public var description: String { stem }
}
