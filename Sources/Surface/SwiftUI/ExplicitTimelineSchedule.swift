import Foundation

/// Updates at the dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  let dates: Entries

  /// A schedule of `dates`.
  public init(_ dates: Entries) { self.dates = dates }

  /// The dates given.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule {
  /// At the dates given.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
