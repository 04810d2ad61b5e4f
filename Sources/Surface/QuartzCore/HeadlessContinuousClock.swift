import HeadlessRuntime
import TouchCore

/// `ContinuousClock` and `SuspendingClock` on the replay's virtual clock: what the HapticTapePort
/// build plugin makes of them in an app's files, so that a delay written with Swift concurrency
/// (`try await Task.sleep(for: .milliseconds(300))`, `clock.sleep(until:)`) replays exactly.
///
/// Inside a hosted replay, `now` is the time since the session began, and a sleep in one of the
/// app's tasks wakes when the virtual clock reaches its deadline, on the replay's thread: the
/// task runs there between the replay's steps, as on the main thread of an iPhone. Outside a
/// replay, or in a task the port did not start (one isolated to an actor, or started outside
/// the app's files), it is the real continuous clock. The device never sleeps during a replay,
/// so the continuous and the suspending clock read the same.
///
/// ```swift
/// let clock = HeadlessContinuousClock()
/// let start = clock.now
/// try await clock.sleep(for: .milliseconds(300))
/// print(start.duration(to: clock.now))  // 0.3 seconds in a replay
/// ```
public struct HeadlessContinuousClock: Clock, Sendable {
  /// A point on the clock: the time since the session began in a replay.
  public struct Instant: InstantProtocol, Sendable {
    /// The time since the clock's origin.
    public var offset: Duration

    /// The instant `offset` after the clock's origin.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// Now, as `ContinuousClock.Instant.now` reads it.
    public static var now: Instant { HeadlessContinuousClock().now }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    public static func + (lhs: Instant, rhs: Duration) -> Instant { lhs.advanced(by: rhs) }
    public static func += (lhs: inout Instant, rhs: Duration) { lhs = lhs.advanced(by: rhs) }
    public static func - (lhs: Instant, rhs: Duration) -> Instant { lhs.advanced(by: .zero - rhs) }
    public static func -= (lhs: inout Instant, rhs: Duration) { lhs = lhs - rhs }
    public static func - (lhs: Instant, rhs: Instant) -> Duration { rhs.duration(to: lhs) }
  }

  /// The clock.
  public init() {}

  /// The clock, as `.continuous` names `ContinuousClock`.
  public static var continuous: HeadlessContinuousClock { HeadlessContinuousClock() }
  /// The clock, as `.suspending` names `SuspendingClock`: a replay never sleeps the device.
  public static var suspending: HeadlessContinuousClock { HeadlessContinuousClock() }

  /// Now: the virtual time in a replay, the real continuous clock outside one.
  public var now: Instant {
    guard let runtime = HeadlessRuntime.current else {
      return Instant(offset: Self.realOrigin.duration(to: ContinuousClock.now))
    }
    return Instant(offset: .nanoseconds(runtime.now.nanoseconds))
  }

  /// One nanosecond, the virtual clock's step.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// Suspends until `deadline`, throwing `CancellationError` if the task is cancelled first.
  ///
  /// On the virtual clock in a task the port started in a replay, on the real clock otherwise.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    if let runtime = HeadlessRuntime.current, runtime.taskExecutor.isCurrentPreference {
      try await runtime.sleep(until: Timestamp(nanoseconds: deadline.offset.nanosecondsWithinADay))
    } else {
      try await ContinuousClock().sleep(
        until: Self.realOrigin.advanced(by: deadline.offset), tolerance: tolerance)
    }
  }

  /// Where `now` counts from outside a replay: the first reading in the process.
  private static let realOrigin = ContinuousClock.now
}
