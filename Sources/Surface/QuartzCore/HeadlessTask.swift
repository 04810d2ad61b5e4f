import HeadlessRuntime

/// The app's `Task { … }` and `Task.detached { … }` as the HapticTapePort build plugin ports
/// them: in a replay the task runs on the replay's thread, between its steps, so that what it
/// does (and a `Task.sleep` inside it, on the virtual clock) happens at the same virtual time on
/// every run.
///
/// On iOS a task started from a view controller runs on the main actor, one job at a time with
/// the rest of the screen's code; the replay's thread plays that part. Outside a replay the task
/// runs where Swift runs it by default.
///
/// ```swift
/// final class Stepper {
///   private var repeating: Task<Void, Never>?
///   private(set) var value = 0
///
///   func press() {
///     repeating = HeadlessTask.start { [unowned self] in
///       while !Task.isCancelled {
///         value += 1
///         try? await HeadlessClock.sleep(for: .milliseconds(300))
///       }
///     }
///   }
///
///   func lift() { repeating?.cancel() }
/// }
/// ```
public enum HeadlessTask {
  /// `Task { … }`: starts `operation` on the replay's thread (at the end of the current step).
  ///
  /// As in `Task { … }`, the body may use `self` implicitly (`@_implicitSelfCapture`, the
  /// attribute Swift's `Task.init` has): the port turns `Task {` into this call unchanged.
  @discardableResult
  public static func start<Success: Sendable>(
    name: String? = nil, priority: TaskPriority? = nil,
    @_implicitSelfCapture operation: @escaping () async -> Success
  ) -> Task<Success, Never> {
    let operation = ReplayThreadOnly(operation)
    return Task(name: name, executorPreference: executor, priority: priority) {
      await operation.value()
    }
  }

  /// `Task { … }` with a throwing body.
  @discardableResult
  public static func start<Success: Sendable>(
    name: String? = nil, priority: TaskPriority? = nil,
    @_implicitSelfCapture operation: @escaping () async throws -> Success
  ) -> Task<Success, any Error> {
    let operation = ReplayThreadOnly(operation)
    return Task(name: name, executorPreference: executor, priority: priority) {
      try await operation.value()
    }
  }

  /// `Task.detached { … }`: in a replay, the same thread and virtual clock as every other task;
  /// like Swift's, it inherits neither priority nor the caller's other task-locals.
  @discardableResult
  public static func detached<Success: Sendable>(
    name: String? = nil, priority: TaskPriority? = nil,
    operation: @escaping () async -> Success
  ) -> Task<Success, Never> {
    let operation = ReplayThreadOnly(operation)
    let runtime = HeadlessRuntime.current
    return Task.detached(name: name, executorPreference: executor, priority: priority) {
      await HeadlessRuntime.$current.withValue(runtime) { await operation.value() }
    }
  }

  /// `Task.detached { … }` with a throwing body.
  @discardableResult
  public static func detached<Success: Sendable>(
    name: String? = nil, priority: TaskPriority? = nil,
    operation: @escaping () async throws -> Success
  ) -> Task<Success, any Error> {
    let operation = ReplayThreadOnly(operation)
    let runtime = HeadlessRuntime.current
    return Task.detached(name: name, executorPreference: executor, priority: priority) {
      try await HeadlessRuntime.$current.withValue(runtime) { try await operation.value() }
    }
  }

  /// The replay's executor, or nil (Swift's default) outside a replay.
  private static var executor: (any TaskExecutor)? { HeadlessRuntime.current?.taskExecutor }
}

/// The app's task body, handed to a task that runs on the replay's thread: the one thread the
/// app's code runs on there, as the main actor on iOS, so it is never shared between threads.
private struct ReplayThreadOnly<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
