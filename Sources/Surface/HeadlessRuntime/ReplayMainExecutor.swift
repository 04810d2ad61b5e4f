@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// The main actor's executor while HapticTape runs: in a replay, the replay's own thread.
///
/// SwiftUI isolates views to the main actor, so an app's `task` closures, `refreshable`
/// actions and `@MainActor` view models run there. On iOS the main actor is the main thread's
/// run loop; a replay plays that thread itself, so the main actor's work it starts must run
/// inside the replay, at the virtual time the tape says, not on Linux's main queue later. This
/// executor takes the main actor's jobs enqueued on a replay's thread while it runs (its tasks,
/// or the app's code inside ``HeadlessRuntime/run(_:)``) onto that replay's task queue, where
/// ``HeadlessRuntime/runReadyTasks()`` runs them as the main actor, and counts the replay's
/// thread as isolated to the main actor. Outside a replay it hands everything to the executor it
/// replaced, so tests and tools that use the main actor are unaffected.
///
/// Installed once per process, the first time a runtime is made (Swift 6.3's custom-executor
/// interface, `_createExecutors(factory:)`; the only way to run main-actor code on a clock of
/// our own).
final class ReplayMainExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
  /// The main executor before this one: Dispatch's main queue.
  private let base: any MainExecutor

  init(base: any MainExecutor) {
    self.base = base
  }

  /// The installed executor (installing it the first time).
  static let shared: ReplayMainExecutor = {
    // Both made before the swap, from the executors in place.
    let main = ReplayExecutors.main
    _ = ReplayExecutors.global
    _createExecutors(factory: ReplayExecutors.self)
    return main
  }()

  func enqueue(_ job: consuming ExecutorJob) {
    if let runtime = Self.runtimeOfThisThread {
      runtime.taskExecutor.enqueueOnMainActor(UnownedJob(job))
    } else {
      base.enqueue(job)
    }
  }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
  ) {
    SleepScheduling.enqueue(job, after: delay, tolerance: tolerance, clock: clock, fallback: base)
  }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
  ) {
    SleepScheduling.enqueue(job, at: instant, tolerance: tolerance, clock: clock, fallback: base)
  }

  func run() throws { try base.run() }

  func runUntil(_ condition: () -> Bool) throws { try base.runUntil(condition) }

  func stop() { base.stop() }

  var isMainExecutor: Bool { true }

  func isIsolatingCurrentContext() -> Bool? {
    Self.runtimeOfThisThread != nil ? true : base.isIsolatingCurrentContext()
  }

  func checkIsolated() {
    if Self.runtimeOfThisThread == nil { base.checkIsolated() }
  }

  /// The replay running on this thread: the one running its tasks here, or else the one the
  /// calling code runs in (``HeadlessRuntime/current``, set while the app's code runs).
  private static var runtimeOfThisThread: HeadlessRuntime? {
    ReplayThreadRuntime.current ?? HeadlessRuntime.current
  }
}

/// The executors `_createExecutors` installs: the replay-aware main one, and the global one
/// unchanged.
private enum ReplayExecutors: ExecutorFactory {
  static let main = ReplayMainExecutor(base: MainActor.executor)
  static let global: any TaskExecutor = globalConcurrentExecutor
  static var mainExecutor: any MainExecutor { main }
  static var defaultExecutor: any TaskExecutor { global }
}
