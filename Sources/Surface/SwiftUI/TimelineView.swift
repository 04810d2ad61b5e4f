import Foundation

/// A view that updates its content on a schedule, on the replay's virtual clock: every display
/// frame (`.animation`), every few seconds (`.periodic`), every minute, or at given dates.
///
/// The content is made with the date of the schedule's latest entry that has come (the date the
/// view appeared until one has). Each display frame while the view is shown, the entries that
/// came since the last frame are passed, and the content is made again with the latest; an
/// `.animation` schedule updates with the frame's own date, at most every `minimumInterval`.
///
/// ```swift
/// import SwiftUI
///
/// struct Pulse: View {
///   var body: some View {
///     TimelineView(.animation) { context in
///       let phase = context.date.timeIntervalSinceReferenceDate.remainder(dividingBy: 1)
///       Circle().scaleEffect(1 + 0.1 * phase)
///     }
///   }
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content

  /// What the content is made from: the entry's date, and how often updates come.
  public struct Context {
    /// How often a timeline updates (`.live` headless: the screen never dims).
    public enum Cadence: Comparable, Sendable {
      /// As often as the schedule asks.
      case live
      /// About once a second.
      case seconds
      /// About once a minute.
      case minutes
    }

    /// The date of the entry the content shows.
    public let date: Date
    /// How often updates come.
    public let cadence: Cadence
    let invalidate: () -> Void

    /// Makes the content again now, with the same date.
    public func invalidateTimelineContent() { invalidate() }
  }
}

/// The context a ``TimelineView``'s content gets, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView: View where Content: View {
  /// A view that makes `content` again at each of `schedule`'s dates.
  public init(
    _ schedule: Schedule,
    @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  /// The content at the latest entry's date, updated on the display's frames.
  public var body: some View {
    TimelineHost(schedule: schedule) { date, invalidate in
      content(
        TimelineViewDefaultContext(date: date, cadence: .live, invalidate: invalidate))
    }
  }
}
