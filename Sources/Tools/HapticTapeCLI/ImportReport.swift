import HapticTape

/// The text `haptictape import --dry-run` prints.
enum ImportReport {
  /// The clock of a dry run over a log without timestamps or `--frame-interval`: one unit per frame.
  static let frameClock = TimeAmount(nanoseconds: 1)

  /// The file, format and lines, then the counts of ``TouchLogStatistics``; span and interval
  /// in frames when `inFrames` (a log without timestamps read on ``frameClock``).
  static func dryRun(
    _ touches: ImportedTouches, log: TouchLog, format: ImportFormat, path: String,
    inFrames: Bool = false
  ) -> String {
    let stats = touches.statistics
    let timing =
      inFrames
      ? "span \(stats.span.nanoseconds) frames, median interval \(stats.medianInterval.nanoseconds) frames "
        + "(no timestamps: pass --frame-interval MS for times)"
      : "span \(seconds(stats.span)) s, median interval \(milliseconds(stats.medianInterval)) ms"
    let gestures = touches.gestures(lead: .zero).count
    return """
      \(path): \(format.rawValue), \(log.lineCount) lines, \(log.skippedLineCount) skipped, \(log.frameCount) input frames
        touches \(stats.touches), gestures \(gestures), fingers \(stats.fingers), samples \(stats.samples), frames \(stats.frames)
        \(timing)
        dropped frames \(stats.droppedFrames), duplicate frames \(stats.duplicateFrames), cancelled at end \(stats.cancelledAtEnd)
      """
  }

  /// Seconds with microseconds: `420.797883`.
  static func seconds(_ amount: TimeAmount) -> String {
    decimal(amount.nanoseconds / 1_000, places: 6)
  }

  /// Milliseconds with microseconds: `5.443`.
  static func milliseconds(_ amount: TimeAmount) -> String {
    decimal(amount.nanoseconds / 1_000, places: 3)
  }

  private static func decimal(_ value: Int64, places: Int) -> String {
    var divisor: Int64 = 1
    for _ in 0..<places { divisor *= 10 }
    let fraction = String(abs(value) % divisor)
    return (value < 0 ? "-" : "") + "\(abs(value) / divisor)."
      + String(repeating: "0", count: places - fraction.count) + fraction
  }
}
