#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The runtime whose tasks are running on the calling thread, while they run: where the main
/// actor's jobs and the sleeps of those tasks go (`ReplayMainExecutor`, `SleepScheduling`).
///
/// A thread-local beside the task-local ``HeadlessRuntime/current``: a job is enqueued on the
/// main actor while its task switches executors, when the task's own values cannot be read.
enum ReplayThreadRuntime {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The runtime running on this thread, if any.
  static var current: HeadlessRuntime? {
    pthread_getspecific(key).map { Unmanaged<HeadlessRuntime>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Runs `body` with `runtime` as this thread's runtime.
  static func with<T>(_ runtime: HeadlessRuntime, _ body: () throws -> T) rethrows -> T {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(runtime).toOpaque())
    defer { pthread_setspecific(key, previous) }
    return try body()
  }
}
