import Scenes

// MARK: - Limits

extension SceneConfigurationJSON {
  /// The longest configuration JSON accepted, in bytes: 64 KiB.
  ///
  /// Checked before the text is parsed.
  // source: ours — the full configuration of the largest seed scene (secret-offer) is under
  // 1 KB; a tape header stores only the overrides
  public static let maximumByteCount = 64 << 10

  /// The deepest nesting of arrays and objects a configuration JSON may have: 16 levels.
  ///
  /// Checked before the text is parsed, so a deeply nested text costs one scan.
  // source: ours — every seed configuration is one object of scalars and flat arrays (depth 2)
  public static let maximumDepth = 16

  /// Refuses `json` when it is longer than ``maximumByteCount`` or nests deeper than
  /// ``maximumDepth``.
  ///
  /// - Throws: ``Scenes/SceneError`` (code ``Scenes/SceneError/Code/invalidConfiguration``)
  ///   naming the limit.
  static func checkLimits(_ json: String) throws(SceneError) {
    let count = json.utf8.count
    guard count <= maximumByteCount else {
      throw SceneError(
        .invalidConfiguration,
        "the configuration is \(count) bytes, over the limit of \(maximumByteCount) bytes "
          + "(SceneConfigurationJSON.maximumByteCount); give only the keys that differ from the "
          + "defaults")
    }
    var depth = 0
    var inString = false
    var escaped = false
    for (offset, byte) in json.utf8.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        guard depth <= maximumDepth else {
          throw SceneError(
            .invalidConfiguration,
            "the configuration nests deeper than \(maximumDepth) levels at byte \(offset) "
              + "(SceneConfigurationJSON.maximumDepth); a configuration is one object of "
              + "values such as {\"pageCount\": 5}")
        }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
  }
}
