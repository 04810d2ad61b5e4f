import Foundation

/// Updates on every display frame (at most every `minimumInterval` seconds), until paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// The least time between two updates; nil for every frame.
  public let minimumInterval: Double?
  /// Whether the schedule stops updating.
  public let paused: Bool

  /// A schedule of every frame, or at most one update each `minimumInterval` seconds.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// Dates `minimumInterval` apart (a 120-Hz frame apart without one), from `startDate`.
  ///
  /// None when paused. The view itself updates on the display's frames.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(start: startDate, interval: max(minimumInterval ?? 1.0 / 120, 1e-3), paused: paused)
  }

  /// The dates of an animation schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: Double
    let paused: Bool

    init(start: Date, interval: Double, paused: Bool) {
      upcoming = start
      self.interval = interval
      self.paused = paused
    }

    /// The next date; nil when paused.
    public mutating func next() -> Date? {
      guard !paused else { return nil }
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Every display frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  /// Every display frame, at most every `minimumInterval` seconds, until paused.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
