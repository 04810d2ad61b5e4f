import Foundation

/// Updates at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The every-minute schedule.
  public init() {}

  /// The start date, then the start of each minute after it.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(upcoming: startDate)
  }

  /// The dates of the every-minute schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date

    /// The next date: the start date, then each whole minute (since the reference date) after.
    public mutating func next() -> Date? {
      let date = upcoming
      let minute = (date.timeIntervalSinceReferenceDate / 60).rounded(.down) + 1
      upcoming = Date(timeIntervalSinceReferenceDate: minute * 60)
      return date
    }
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// The start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
