import JSONCore

// MARK: - JSON

extension WebVibration {
  /// The pattern as JSON (docs/haptics-export.md#json): `{"pattern": [on, off, …], "startMs",
  /// "losses"}`, 2-space indented, with a final newline.
  public var json: String {
    JSONWriter.pretty(
      .object([
        ("pattern", .array(pattern.map { .number(String($0)) })),
        ("startMs", .number(ExportNumber.milliseconds(startMilliseconds))),
        ("losses", .array(losses.map { .string($0) })),
      ]))
  }
}
