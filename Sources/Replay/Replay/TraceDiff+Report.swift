import Tape
import TouchCore

// MARK: - Report

extension TraceDiff {
  /// What differs between a recorded and a replayed trace.
  public struct Report: Hashable, Sendable, CustomStringConvertible {
    /// Counts for one stream.
    public struct StreamSummary: Hashable, Sendable {
      /// The stream.
      public var stream: TraceStreamKey
      /// How many events the recording has.
      public var expectedCount: Int
      /// How many events the replay produced.
      public var actualCount: Int
      /// How many positions differ (including missing and extra events).
      public var divergences: Int
    }

    /// The earliest divergence across all streams.
    public var first: Divergence
    /// Every stream of either trace, sorted by kind and name.
    public var streams: [StreamSummary]
    /// The device frame rate, to name the frame of the divergence.
    public var frameRate: Int?

    /// The display frame the first divergence falls in, `t · frameRate / 10⁹` rounded toward
    /// zero, or `nil` without a frame rate from 1 to 10⁹ Hz.
    ///
    /// Computed without overflow for any time: a time near `Int64`'s range times the rate needs
    /// 128 bits, and the quotient fits `Int64` again because the rate is at most 10⁹.
    public var firstFrame: Int64? {
      guard let frameRate, (1...1_000_000_000).contains(frameRate) else { return nil }
      let product = first.time.nanoseconds.multipliedFullWidth(by: Int64(frameRate))
      return Int64(1_000_000_000).dividingFullWidth(product).quotient
    }

    /// The total number of divergent positions over all streams.
    public var divergenceCount: Int { streams.reduce(0) { $0 + $1.divergences } }

    public var description: String {
      var lines: [String] = []
      var when = "first at t=\(RecordFormatter.number(first.time.seconds)) s"
      if let frame = firstFrame { when += " (frame \(frame))" }
      if let trigger = first.trigger { when += ", after \(trigger)" }
      lines.append(when)
      lines.append("\(first.stream) event \(first.index + 1): \(first.reason)")
      for record in first.context {
        lines.append(
          "before   \(RecordFormatter.line(record))  at \(RecordFormatter.number(record.timestamp.seconds)) s"
        )
      }
      var expectedLine = "expected " + (first.expected.map(RecordFormatter.line) ?? "(nothing)")
      var actualLine = "actual   " + (first.actual.map(RecordFormatter.line) ?? "(nothing)")
      // Both times when they differ, with enough digits to tell them apart.
      if let expected = first.expected, let actual = first.actual,
        expected.timestamp != actual.timestamp
      {
        let (a, b) = TraceDiff.distinguishable(expected.timestamp.seconds, actual.timestamp.seconds)
        expectedLine += "  at \(a) s"
        actualLine += "  at \(b) s"
      }
      lines.append(expectedLine)
      lines.append(actualLine)
      for summary in streams where summary.divergences > 0 {
        lines.append(
          "\(summary.stream): \(summary.divergences) divergent of \(summary.expectedCount) recorded, "
            + "\(summary.actualCount) replayed")
      }
      return lines.joined(separator: "\n")
    }
  }
}
