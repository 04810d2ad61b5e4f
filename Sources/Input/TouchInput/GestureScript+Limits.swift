import TouchCore

// MARK: - Limits

extension GestureScript {
  /// The longest script text accepted, in bytes: 8 MiB.
  ///
  /// A reader stops at the line that passes it, so no input costs more than this much reading.
  // source: ours — about 100 bytes for each of ``maximumStatementCount`` statements, with room
  // for comments; the longest golden script is under 1 KB
  public static let maximumByteCount = 8 << 20

  /// The most statements a script may hold: 100,000.
  // source: ours — a 10-minute session with a statement every 50 ms has 12,000; the renderer's
  // one-hour maximum duration bounds the time they take, this bounds their count and memory
  public static let maximumStatementCount = 100_000

  /// The longest duration one statement (`wait`, `hold`, `drag … in`) may give: 600 s.
  ///
  /// The whole script is bounded by ``GestureRenderConfiguration/maximumDuration`` (one hour).
  // source: ours — bounds the samples one line can produce
  public static let maximumStatementDuration = TimeAmount.seconds(600)
}
