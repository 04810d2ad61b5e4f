import Synchronization
import TouchCore

extension HeadlessRuntime {
  /// Runs the app's tasks that are ready on ``taskExecutor`` (started, or woken from a sleep),
  /// in the order they became ready, each until it finishes or waits again.
  ///
  /// The runtime calls it after each piece of due work and each frame observer; a host calls it
  /// after it hands an input to the app's code. A task that becomes ready meanwhile runs in the
  /// same call. Bounded by ``HeadlessRuntimeLimits/maximumWorkPerStep``: tasks that keep
  /// yielding to each other are a reported problem, not a hang.
  package func runReadyTasks() {
    guard !isRunningTasks else { return }  // a task that steps the runtime waits its turn
    // Most calls find nothing to run: one look at the queue, not a turn of the loop below (which
    // took the queue's lock twice to find it empty).
    guard !endOfTurnWork.isEmpty || taskExecutor.hasJobs else { return }
    isRunningTasks = true
    defer { isRunningTasks = false }
    var ran = 0
    repeat {
      while case let jobs = taskExecutor.takeJobs(), !jobs.isEmpty {
        // This runtime is the thread's while its tasks run, and only then: most calls find no
        // task ready, and setting the thread's runtime on every call cost 1–4 % of a UIKit
        // screen's replay.
        guard ReplayThreadRuntime.with(self, { run(jobs, counting: &ran) }) else {
          report(
            HeadlessProblem(
              type: "Task", call: "run",
              message:
                "more than \(limits.maximumWorkPerStep) task steps in one step; tasks that "
                + "yield to each other forever?"))
          endOfTurnWork.removeAll()
          return
        }
      }
      let work = endOfTurnWork
      endOfTurnWork.removeAll()
      for item in work { item() }
    } while !endOfTurnWork.isEmpty || taskExecutor.hasJobs
  }

  /// Runs `jobs` in order, counting them in `ran`; false, leaving the rest, once more than
  /// ``HeadlessRuntimeLimits/maximumWorkPerStep`` have run.
  private func run(_ jobs: [ReadyJob], counting ran: inout Int) -> Bool {
    for job in jobs {
      ran += 1
      guard ran <= limits.maximumWorkPerStep else { return false }
      taskJobStart = .now
      switch job.kind {
      case .task:
        job.job.runSynchronously(on: taskExecutor.asUnownedTaskExecutor())
      case .mainActor:
        job.job.runSynchronously(
          isolatedTo: mainActorExecutor, taskExecutor: taskExecutor.asUnownedTaskExecutor())
      case .sleepWake:
        // The wake-up is a task of its own with no preference: run where it expects to run
        // (the global executor), it resumes the sleeper here, at once; run on this
        // executor, it would hop to the global pool and resume the sleeper later, from
        // another thread.
        job.job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
      }
    }
    return true
  }

  /// Schedules `job`, a sleeping task's wake-up (`SleepScheduling`), `delay` from now.
  func scheduleWake(_ job: UnownedJob, after delay: TimeAmount) {
    schedule(after: delay) { [taskExecutor] in taskExecutor.enqueueWake(job) }
  }

  /// Runs `work` once the ready tasks have run, at the end of this turn of the replay's run
  /// loop: where iOS updates SwiftUI views after an input, a timer or a frame changed their
  /// state.
  package func atEndOfTurn(_ work: @escaping () -> Void) {
    endOfTurnWork.append(work)
  }

  /// Suspends the calling task until the virtual clock reaches `deadline` (at once if it has);
  /// throws `CancellationError` if the task is cancelled first, as `Task.sleep` does.
  ///
  /// Call it only from a task whose preference is ``taskExecutor``: it runs on the replay's
  /// thread, where the runtime may be touched, and wakes there.
  package func sleep(until deadline: Timestamp) async throws {
    let id = sleepers.withLock { sleepers in
      sleepers.lastID += 1
      return sleepers.lastID
    }
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation {
        (continuation: UnsafeContinuation<Void, any Error>) in
        let state = sleepers.withLock { sleepers -> SleepStart in
          if sleepers.cancelledEarly.remove(id) != nil { return .cancelled }
          // After the replay, nothing wakes it: a task that caught the cancellation and
          // sleeps again stays asleep instead of spinning.
          if sleepers.hasEnded { return .forever }
          sleepers.asleep[id] = continuation
          return .asleep
        }
        switch state {
        case .cancelled: continuation.resume(throwing: CancellationError())
        case .forever: break
        case .asleep: schedule(at: deadline) { [self] in wake(id) }
        }
      }
    } onCancel: {
      let continuation = sleepers.withLock { sleepers in
        guard let continuation = sleepers.asleep.removeValue(forKey: id) else {
          sleepers.cancelledEarly.insert(id)
          return UnsafeContinuation<Void, any Error>?.none
        }
        return continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  private func wake(_ id: Int) {
    let continuation = sleepers.withLock { $0.asleep.removeValue(forKey: id) }
    continuation?.resume()
  }

  /// The replay ends: every sleeping task wakes with `CancellationError` and runs to its end
  /// (or its next sleep, which never wakes), so what it holds is released.
  func wakeSleepersAtEnd() {
    let asleep = sleepers.withLock { sleepers in
      sleepers.hasEnded = true
      defer { sleepers.asleep = [:] }
      return sleepers.asleep.sorted { $0.key < $1.key }.map(\.value)
    }
    for continuation in asleep { continuation.resume(throwing: CancellationError()) }
    runReadyTasks()
  }
}

/// What a sleep found when it began.
private enum SleepStart {
  case asleep, cancelled, forever
}
