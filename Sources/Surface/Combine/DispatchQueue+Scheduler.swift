import Dispatch
import HeadlessRuntime
import OpenCombine
import QuartzCore
import TouchCore

/// A dispatch queue is a Combine scheduler, as on iOS: `.receive(on: DispatchQueue.main)`,
/// `.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`.
///
/// The main queue inside a hosted replay schedules on the replay's virtual clock, as
/// `DispatchQueue.main.async` does there; any other queue, or the main queue outside a replay,
/// is Dispatch's own.
extension DispatchQueue: @retroactive Scheduler {
  /// Now: on the virtual clock for the main queue in a replay, `DispatchTime.now()` otherwise.
  public var now: SchedulerTimeType {
    SchedulerTimeType(replayRuntime == nil ? .now() : HeadlessClock.dispatchTime())
  }

  /// No tolerance is needed: 0.
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  /// Runs `action` on the queue as soon as it can.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    if let runtime = replayRuntime {
      runtime.schedule(after: .zero, action)
      return
    }
    let work = DispatchedWork(action)
    async(
      group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? [],
      execute: { work.run() })
  }

  /// Runs `action` on the queue at `date`.
  public func schedule(
    after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
    options: SchedulerOptions?, _ action: @escaping () -> Void
  ) {
    if let runtime = replayRuntime {
      runtime.schedule(at: VirtualSchedule.time(of: date.dispatchTime, in: runtime), action)
      return
    }
    let work = DispatchedWork(action)
    asyncAfter(
      deadline: date.dispatchTime, qos: options?.qos ?? .unspecified,
      flags: options?.flags ?? [], execute: { work.run() })
  }

  /// Runs `action` on the queue at `date` and every `interval` after, until cancelled.
  public func schedule(
    after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
    tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
    _ action: @escaping () -> Void
  ) -> any Cancellable {
    if let runtime = replayRuntime {
      return VirtualSchedule.repeating(
        in: runtime, from: VirtualSchedule.time(of: date.dispatchTime, in: runtime),
        every: TimeAmount(nanoseconds: Int64(interval.magnitude)), action)
    }
    let timer = DispatchSource.makeTimerSource(queue: self)
    let work = DispatchedWork(action)
    let nanoseconds = max(interval.magnitude, 1)
    timer.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(nanoseconds))
    timer.setEventHandler { work.run() }
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }

  /// The replay that takes the main queue's work on this thread; nil for another queue or
  /// outside a replay.
  private var replayRuntime: HeadlessRuntime? {
    isMainQueue ? HeadlessRuntime.current : nil
  }
}
