// MARK: - Limits

extension TapeJSONLines {
  /// The deepest nesting of arrays and objects a tape JSON Lines line may have: 64 levels.
  ///
  /// Checked as the line is parsed, before a deeper value is read.
  // source: ours — the deepest line HapticTape writes is a record with a metadata object (3)
  public static let maximumDepth = 64
}
