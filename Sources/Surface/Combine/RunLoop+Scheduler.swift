import Foundation
import HeadlessRuntime
import OpenCombine
import QuartzCore
import TouchCore

/// A run loop is a Combine scheduler, as on iOS: `.receive(on: RunLoop.main)`,
/// `.throttle(for: 0.5, scheduler: RunLoop.main, latest: true)`.
///
/// The main run loop inside a hosted replay schedules on the replay's virtual clock; any other
/// run loop, or the main one outside a replay, is Foundation's own (its default mode).
extension RunLoop: @retroactive Scheduler {
  /// Now: the virtual date for the main run loop in a replay, `Date()` otherwise.
  public var now: SchedulerTimeType {
    SchedulerTimeType(replayRuntime == nil ? Date() : HeadlessClock.date())
  }

  /// No tolerance is needed: 0.
  public var minimumTolerance: SchedulerTimeType.Stride { 0 }

  /// Runs `action` on the run loop as soon as it can.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if let runtime = replayRuntime {
      runtime.schedule(after: .zero, action)
      return
    }
    let work = DispatchedWork(action)
    perform { work.run() }
  }

  /// Runs `action` on the run loop at `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    if let runtime = replayRuntime {
      runtime.schedule(at: VirtualSchedule.time(of: date.date, in: runtime), action)
      return
    }
    let work = DispatchedWork(action)
    add(Timer(fire: date.date, interval: 0, repeats: false) { _ in work.run() }, forMode: .default)
  }

  /// Runs `action` on the run loop at `date` and every `interval` after, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if let runtime = replayRuntime {
      return VirtualSchedule.repeating(
        in: runtime, from: VirtualSchedule.time(of: date.date, in: runtime),
        every: VirtualSchedule.delay(seconds: interval.magnitude), action)
    }
    let work = DispatchedWork(action)
    let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in
      work.run()
    }
    add(timer, forMode: .default)
    return AnyCancellable { timer.invalidate() }
  }

  /// The replay that takes the main run loop's work on this thread; nil for another run loop or
  /// outside a replay.
  private var replayRuntime: HeadlessRuntime? {
    self === RunLoop.main ? HeadlessRuntime.current : nil
  }
}
