import JSONCore
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
  /// Checked while the text is parsed, at the bracket that opens one level too many.
  // source: ours — every seed configuration is one object of scalars and flat arrays (depth 2)
  public static let maximumDepth = 16

  /// Refuses `json` when it is longer than ``maximumByteCount``.
  ///
  /// - Throws: ``Scenes/SceneError`` (code ``Scenes/SceneError/Code/invalidConfiguration``)
  ///   naming the limit.
  static func checkSize(_ json: String) throws(SceneError) {
    let count = json.utf8.count
    guard count <= maximumByteCount else {
      throw SceneError(
        .invalidConfiguration,
        "the configuration is \(count) bytes, over the limit of \(maximumByteCount) bytes "
          + "(SceneConfigurationJSON.maximumByteCount); give only the keys that differ from the "
          + "defaults")
    }
  }

  /// The error for a bracket at `byteOffset` that nests deeper than ``maximumDepth``.
  static func depthError(at byteOffset: Int) -> SceneError {
    SceneError(
      .invalidConfiguration,
      "the configuration nests deeper than \(maximumDepth) levels at byte \(byteOffset) "
        + "(SceneConfigurationJSON.maximumDepth); a configuration is one object of "
        + "values such as {\"pageCount\": 5}")
  }
}
