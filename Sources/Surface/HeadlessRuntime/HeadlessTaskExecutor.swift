import Synchronization

/// The executor the app's tasks run on in a replay: a queue the runtime empties on the replay's
/// own thread between its steps, so that a `Task` the app starts, and every `Task.sleep` it
/// wakes from, runs at a virtual time and in the same order on every run.
///
/// The port starts the app's tasks with this executor as their preference
/// (`Task(executorPreference:)`); their nonisolated code runs here, never on the cooperative
/// pool. `enqueue` may be called from any thread (a task resumed by a cancellation elsewhere);
/// the jobs run only in ``HeadlessRuntime/runReadyTasks()``.
package final class HeadlessTaskExecutor: TaskExecutor, Sendable {
  private let jobs = Mutex<[ReadyJob]>([])

  package init() {}

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(ReadyJob(job: job, isOnMainActor: false)) }
  }

  /// Queues a job of the main actor's, enqueued inside this replay (see `ReplayMainExecutor`).
  func enqueueOnMainActor(_ job: UnownedJob) {
    jobs.withLock { $0.append(ReadyJob(job: job, isOnMainActor: true)) }
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

/// A job waiting on the replay's thread, and whether it runs as the main actor.
struct ReadyJob {
  let job: UnownedJob
  let isOnMainActor: Bool
}
