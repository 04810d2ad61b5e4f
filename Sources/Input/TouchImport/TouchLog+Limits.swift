import TouchCore

// MARK: - Limits

extension TouchLog {
  /// The longest line a line-based touch log (getevent, CSV, JSON Lines) may hold, in bytes:
  /// 64 KiB.
  ///
  /// Checked before a line is split into fields, so no line costs more than this much parsing.
  // source: ours — the longest line of the real logs the import tests read (their fixtures and
  // the reference folder beside the checkout) is 91 bytes (a getevent -lt line); a JSON Lines
  // sample with 64 coalesced points is under 8 KiB
  public static let maximumLineLength = 64 << 10

  /// The largest touch log accepted, in bytes: 256 MiB.
  ///
  /// Checked before the text is split into lines or parsed as JSON.
  // source: ours — the largest real log the import tests read is 1.4 MB (420 s of
  // getevent -lt at 180 Hz); 256 MiB is about 20 hours of it
  public static let maximumByteCount = 256 << 20
}

extension TouchLog {
  /// The most touch samples a log may hold: 1,000,000.
  ///
  /// Checked by every importer as it adds a sample, so a log over it is refused at that line
  /// rather than read to its end.
  // source: ours — the largest real log the import tests read has 9,571 samples in
  // 420 s; a million is over 90 minutes of one finger at 180 Hz
  public static let maximumSampleCount = 1_000_000

  /// The most contacts a log may hold down at once: 20.
  ///
  /// Checked as the log is mapped (``TouchLog/imported(with:)``), at the line where one more
  /// contact goes down.
  // source: ours — Android digitizers report up to 10 slots (16 on a few tablets), iPad
  // tracks 11 touches; 20 leaves room for palms and stylus contacts
  public static let maximumSimultaneousContacts = 20

  /// The longest a log may last from its start (the first sample or `start`): one hour.
  ///
  /// Checked as the log is mapped (``TouchLog/imported(with:)``): a replay runs every display
  /// frame of the span, 432,000 frames at 120 Hz for an hour.
  // source: ours — the longest real log the import tests read lasts 420 s
  public static let maximumDuration = TimeAmount(nanoseconds: 3_600 * 1_000_000_000)

  /// How many unparseable lines a log keeps as errors: 100; the rest are only counted
  /// (``skippedLineCount``), so a file of garbage does not cost an error per line.
  // source: ours — TouchLogStrictness lists the first 5, the CLI the first 5 it skipped
  public static let keptSkippedLines = 100

  /// How many warnings a command lists before it summarises the rest: 20.
  // source: ours — one screen of text; the count of the rest follows
  public static let listedWarnings = 20
}
