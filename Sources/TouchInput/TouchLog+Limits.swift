// MARK: - Limits

extension TouchLog {
  /// The longest line a line-based touch log (getevent, CSV, JSON Lines) may hold, in bytes:
  /// 64 KiB.
  ///
  /// Checked before a line is split into fields, so no line costs more than this much parsing.
  // source: ours — the longest line of the real logs in shared/reference/touch-logs is 91
  // bytes (a getevent -lt line); a JSON Lines sample with 64 coalesced points is under 8 KiB
  public static let maximumLineLength = 64 << 10

  /// The largest touch log accepted, in bytes: 256 MiB.
  ///
  /// Checked before the text is split into lines or parsed as JSON.
  // source: ours — the largest real log in shared/reference/touch-logs is 1.4 MB (420 s of
  // getevent -lt at 180 Hz); 256 MiB is about 20 hours of it
  public static let maximumByteCount = 256 << 20
}
