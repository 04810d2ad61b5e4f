// MARK: - JSON limits

extension TouchLog {
  /// The deepest nesting of arrays and objects a JSON touch log (Flutter `PointerData`, JSON
  /// Lines touches) may have: 512 levels, checked as the JSON is parsed.
  // source: Foundation's JSONSerialization, which these importers used before, stops at 512
  public static let maximumJSONDepth = 512
}
