import Synchronization
@_spi(ExperimentalScheduling) import _Concurrency

/// The executor the app's tasks run on in a replay: a queue the runtime empties on the replay's
/// own thread between its steps, so that a `Task` the app starts, and every `Task.sleep` it
/// wakes from, runs at a virtual time and in the same order on every run.
///
/// The port starts the app's tasks with this executor as their preference
/// (`Task(executorPreference:)`); their nonisolated code runs here, never on the cooperative
/// pool. `enqueue` may be called from any thread (a task resumed by a cancellation elsewhere);
/// the jobs run only in ``HeadlessRuntime/runReadyTasks()``.
package final class HeadlessTaskExecutor: TaskExecutor, SchedulingExecutor, Sendable {
  private let jobs = Mutex<[ReadyJob]>([])

  package init() {}

  package func enqueue(_ job: consuming ExecutorJob) {
    enqueueReady(UnownedJob(job))
  }

  package func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
  ) {
    SleepScheduling.enqueue(
      job, after: delay, tolerance: tolerance, clock: clock, fallback: globalConcurrentExecutor)
  }

  package func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
  ) {
    SleepScheduling.enqueue(
      job, at: instant, tolerance: tolerance, clock: clock, fallback: globalConcurrentExecutor)
  }

  /// Queues `job` to run on this executor.
  func enqueueReady(_ job: UnownedJob) {
    jobs.withLock { $0.append(ReadyJob(job: job, kind: .task)) }
  }

  /// Queues a job of the main actor's, enqueued inside this replay (see `ReplayMainExecutor`).
  func enqueueOnMainActor(_ job: UnownedJob) {
    jobs.withLock { $0.append(ReadyJob(job: job, kind: .mainActor)) }
  }

  /// Queues a sleeping task's wake-up, due now (see `SleepScheduling`).
  func enqueueWake(_ job: UnownedJob) {
    jobs.withLock { $0.append(ReadyJob(job: job, kind: .sleepWake)) }
  }

  /// The jobs waiting, oldest first, taken off the queue.
  func takeJobs() -> [ReadyJob] {
    jobs.withLock { waiting in
      defer { waiting.removeAll() }
      return waiting
    }
  }

  /// Whether jobs are waiting.
  var hasJobs: Bool { jobs.withLock { !$0.isEmpty } }

  /// Whether this executor is the calling task's preference, so its nonisolated code runs here.
  package var isCurrentPreference: Bool {
    let preference = withUnsafeCurrentTask { $0?.unownedTaskExecutor }
    return preference == asUnownedTaskExecutor()
  }
}

/// A job waiting on the replay's thread, and how it runs.
struct ReadyJob {
  /// How a job runs.
  enum Kind {
    /// A task's, on the replay's task executor.
    case task
    /// The main actor's, as the main actor.
    case mainActor
    /// A sleeping task's wake-up.
    case sleepWake
  }

  let job: UnownedJob
  let kind: Kind
}
