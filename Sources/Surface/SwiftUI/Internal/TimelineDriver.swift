import Foundation

/// Moves a ``TimelineView`` through its schedule on the display's frames (a `CADisplayLink` on
/// the replay's clock): each frame passes the entries that have come and shows the latest.
final class TimelineDriver {
  /// The most entries passed in one frame (ours: a schedule whose dates crowd together, or
  /// never move on, must not stall a frame); the latest of them is shown.
  static let entriesPerFrame = 10_000

  private var entries: AnyIterator<Date>?
  /// The next entry not yet come.
  private var pending: Date?
  /// The schedule, when it is the display's own (`.animation`).
  private var animation: AnimationTimelineSchedule?
  private var lastShown: Date?
  private var show: ((Date) -> Void)?
  private var link: CADisplayLink?

  deinit { link?.invalidate() }

  /// Keeps the animation schedule's latest settings (pausing stops the frames).
  func update<S: TimelineSchedule>(_ schedule: S) {
    animation = schedule as? AnimationTimelineSchedule
    if animation?.paused == true {
      link?.invalidate()
      link = nil
    } else if show != nil {
      startFrames()
    }
  }

  /// The date the content first shows: the latest of the schedule's entries that has come, or
  /// now; the entries after it are kept for the frames.
  func begin<S: TimelineSchedule>(_ schedule: S) -> Date {
    let now = HeadlessClock.date()
    guard !(schedule is AnimationTimelineSchedule) else {
      lastShown = now
      return now
    }
    var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
    var next = iterator.next()
    let latest = Self.pass(&next, upTo: now) { iterator.next() }
    entries = AnyIterator(iterator)
    pending = next
    lastShown = latest ?? now
    return latest ?? now
  }

  /// Starts the frames, showing each new date through `show`.
  func start(show: @escaping (Date) -> Void) {
    self.show = show
    startFrames()
  }

  /// Stops the frames (the view left the screen).
  func stop() {
    link?.invalidate()
    link = nil
    show = nil
  }

  private func startFrames() {
    guard link == nil, animation?.paused != true, animation != nil || pending != nil else {
      return
    }
    let link = CADisplayLink { [weak self] link in self?.frame(at: link.timestamp) }
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  private func frame(at seconds: Double) {
    let now = Date(timeIntervalSinceReferenceDate: seconds)
    if let animation {
      if let minimum = animation.minimumInterval, let lastShown,
        now.timeIntervalSince(lastShown) < minimum
      {
        return
      }
      lastShown = now
      show?(now)
      return
    }
    let entries = entries
    if let latest = Self.pass(&pending, upTo: now, next: { entries?.next() }) {
      lastShown = latest
      show?(latest)
    }
    if pending == nil { stop() }
  }

  /// Passes the entries from `next` that are not after `now` (at most ``entriesPerFrame``),
  /// leaving `next` at the first still to come; returns the last one passed.
  private static func pass(_ next: inout Date?, upTo now: Date, next advance: () -> Date?)
    -> Date?
  {
    var latest: Date?
    var passed = 0
    while let entry = next, entry <= now, passed < entriesPerFrame {
      latest = entry
      passed += 1
      next = advance()
    }
    return latest
  }
}
