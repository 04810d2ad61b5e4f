import Foundation

/// The dates a ``TimelineView`` updates at, as SwiftUI declares them: a sequence of dates from
/// the date the view appears.
public protocol TimelineSchedule {
  /// How often the schedule is asked to update (always `.normal` headless).
  typealias Mode = TimelineScheduleMode
  /// The sequence of dates.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The dates to update at, from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule is asked to update: `.normal` headless (iOS asks for `.lowFrequency`
/// when the screen dims, which a replay's never does).
public enum TimelineScheduleMode: Sendable {
  /// Updates as the schedule asks.
  case normal
  /// Updates as seldom as the system allows.
  case lowFrequency
}
