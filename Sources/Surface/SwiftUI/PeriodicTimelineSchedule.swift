import Foundation

/// Updates every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let startDate: Date
  let interval: TimeInterval

  /// A schedule of `startDate`, then every `interval` seconds after it.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  /// The dates from the schedule's start, `interval` apart (one date when the interval is not
  /// positive: ours, a schedule that never advances updates once).
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(upcoming: self.startDate, interval: interval)
  }

  /// The dates of a periodic schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: TimeInterval

    /// The next date.
    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      upcoming = interval > 0 && interval.isFinite ? date.addingTimeInterval(interval) : nil
      return date
    }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
