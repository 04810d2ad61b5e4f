import Dispatch
import Foundation
import HeadlessRuntime
import OpenCombine
import TouchCore

/// The main queue's and main run loop's Combine scheduling on a replay's virtual clock.
enum VirtualSchedule {
  /// The least interval a repeating schedule keeps (ours: a zero interval would run forever at
  /// one instant).
  static let minimumInterval = TimeAmount.milliseconds(1)

  /// The virtual time of `deadline`, as the main queue's `asyncAfter` reads it
  /// (`HeadlessRuntime.delay(until:)`).
  static func time(of deadline: DispatchTime, in runtime: HeadlessRuntime) -> Timestamp {
    runtime.now + runtime.delay(until: deadline)
  }

  /// The virtual time of `date`: a date on the virtual clock as it is; a date on the real one
  /// (from `Date()` in an unported file) as the delay from now it meant.
  static func time(of date: Date, in runtime: HeadlessRuntime) -> Timestamp {
    // Virtual dates (`HeadlessClock.date()`) are the seconds of the replay since 2001, under a
    // year; real ones are years later.
    let seconds = date.timeIntervalSinceReferenceDate
    if seconds.isFinite, seconds < 86_400 * 365 {
      return runtime.now + delay(seconds: seconds - runtime.now.seconds)
    }
    return runtime.now + delay(seconds: date.timeIntervalSinceNow)
  }

  /// A delay of `seconds`, 0 if negative or not a number, at most a day.
  static func delay(seconds: Double) -> TimeAmount {
    guard seconds > 0 else { return .zero }
    return .seconds(min(seconds, 86_400))
  }

  /// Runs `action` at `start` and every `interval` after, until the returned value is
  /// cancelled.
  static func repeating(
    in runtime: HeadlessRuntime, from start: Timestamp, every interval: TimeAmount,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    let repetition = Repetition(runtime: runtime, interval: max(interval, minimumInterval), action)
    repetition.schedule(at: start)
    return AnyCancellable { repetition.cancel() }
  }

  /// A repeating schedule's state: the work pending, and whether it was cancelled.
  private final class Repetition {
    private weak var runtime: HeadlessRuntime?
    private let interval: TimeAmount
    private let action: () -> Void
    private var pending: ScheduledWorkID?
    private var isCancelled = false

    init(runtime: HeadlessRuntime, interval: TimeAmount, _ action: @escaping () -> Void) {
      self.runtime = runtime
      self.interval = interval
      self.action = action
    }

    func schedule(at time: Timestamp) {
      pending = runtime?.schedule(at: time) { [self] in
        guard !isCancelled else { return }
        action()
        schedule(at: time + interval)
      }
    }

    func cancel() {
      isCancelled = true
      if let pending { runtime?.cancel(pending) }
    }
  }
}
