/// `MainActor.run` and `MainActor.assumeIsolated` in an app's files, as the HapticTapePort build
/// plugin ports them: the body runs at once, where the caller is.
///
/// In a replay the app's code already runs on the one thread that plays iOS's main thread (the
/// port drops `@MainActor` with this in mind), and its tasks run there between the replay's
/// steps; hopping to Swift's own main actor would run the body on another thread, at a time no
/// tape can repeat.
public enum HeadlessMainActor {
  /// Runs `body` now and returns its result, as `await MainActor.run { … }` does on the main
  /// thread.
  public static func run<T>(
    resultType: T.Type = T.self, body: () throws -> T
  ) async rethrows -> T {
    try body()
  }

  /// Runs `body` now and returns its result.
  public static func assumeIsolated<T>(
    _ operation: () throws -> T, file: StaticString = #fileID, line: UInt = #line
  ) rethrows -> T {
    try operation()
  }
}
