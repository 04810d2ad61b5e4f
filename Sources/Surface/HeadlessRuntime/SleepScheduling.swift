import TouchCore
@_spi(ExperimentalScheduling) import _Concurrency

/// Where a task's sleep (`Task.sleep`, `clock.sleep`) wakes: on the replay's virtual clock when
/// the task sleeps on the replay's thread, so an app's unported `Task.sleep` in a `task` or a
/// `@MainActor` model takes virtual time, not real time.
///
/// Swift 6.3 hands a sleeping task's wake-up to the executor it runs on when that executor
/// schedules (`SchedulingExecutor`): the main actor's (`ReplayMainExecutor`) or the replay's task
/// executor (`HeadlessTaskExecutor`). Both pass it here.
enum SleepScheduling {
  /// Schedules `job` `delay` from now on the replay running on this thread; elsewhere, or for a
  /// clock whose durations are not `Duration`s, on `fallback` as it would have been.
  static func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C,
    fallback: any Executor
  ) {
    if let runtime = ReplayThreadRuntime.current, let delay = delay as? Duration {
      runtime.scheduleWake(
        UnownedJob(job), after: .appRequested(nanoseconds: delay.nanosecondsWithinADay))
    } else if let scheduling = fallback as? any SchedulingExecutor {
      scheduling.enqueue(job, after: delay, tolerance: tolerance, clock: clock)
    } else {
      fallback.enqueue(job)
    }
  }

  /// Schedules `job` at `instant` of `clock`, a deadline the app built on the real clock, at the
  /// delay it meant (`TimeAmount.realClockDelay(atLeast:atMost:)`) on the replay running on this
  /// thread; elsewhere on `fallback`.
  static func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C,
    fallback: any Executor
  ) {
    if let runtime = ReplayThreadRuntime.current,
      let lower = clock.now.duration(to: instant) as? Duration
    {
      let lowerNanoseconds = UInt64(clamping: lower.nanosecondsWithinADay)
      // The task computed the deadline during the job now running, which began at the anchor.
      let upper = runtime.taskJobStart.map {
        lowerNanoseconds.addingReportingOverflow(
          UInt64(clamping: $0.duration(to: .now).nanosecondsWithinADay)
        ).partialValue
      }
      runtime.scheduleWake(
        UnownedJob(job), after: .realClockDelay(atLeast: lowerNanoseconds, atMost: upper))
    } else if let scheduling = fallback as? any SchedulingExecutor {
      scheduling.enqueue(job, at: instant, tolerance: tolerance, clock: clock)
    } else {
      fallback.enqueue(job)
    }
  }
}
