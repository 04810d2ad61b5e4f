/// When a live session's frame carries the report: only when the session changed since the
/// last one, and no sooner than ``spacing`` times the last report's build time after it.
///
/// Stepping the session costs what a message adds, but the report is built from the whole
/// session (about 0.2 ms per event in a debug build); spacing them keeps a long session's
/// reports to a quarter of the server's time, while a short one still gets one every message.
struct ReportSchedule: Sendable {
  /// How many times the last report's build time must pass before the next (ours: 3, so
  /// reports take at most a quarter of a client's time).
  static let spacing = 3
  /// Whether the session changed since the last report.
  var isStale = true
  private var lastCost: Duration = .zero
  private var lastEnd: ContinuousClock.Instant?

  /// Whether a frame at `now` carries the report.
  func isDue(at now: ContinuousClock.Instant) -> Bool {
    guard isStale else { return false }
    guard let lastEnd else { return true }
    return now - lastEnd >= lastCost * Self.spacing
  }

  /// Notes a report built from `start` to `end`.
  mutating func reported(from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) {
    lastCost = end - start
    lastEnd = end
    isStale = false
  }
}
