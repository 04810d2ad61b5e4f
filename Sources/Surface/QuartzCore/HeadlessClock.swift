import Foundation
import HeadlessRuntime
import TouchCore

/// The app's clocks on the replay's virtual clock: what the HapticTapePort build plugin makes of
/// `Date()`, `Date.now`, `Date(timeIntervalSinceNow:)` and
/// `ProcessInfo.processInfo.systemUptime` in an app's files.
///
/// Inside a hosted replay the date is 1 January 2001 plus the time since the session began (the
/// clock ``CFAbsoluteTimeGetCurrent()`` reads), so a difference between two readings is the
/// virtual time between them, the same on every run. Outside a replay these are the real clocks.
public enum HeadlessClock {
  /// Now: the virtual date in a replay, `Date()` outside one.
  public static func date() -> Date {
    guard let runtime = HeadlessRuntime.current else { return Date() }
    return Date(timeIntervalSinceReferenceDate: runtime.now.seconds)
  }

  /// `seconds` from now.
  public static func date(timeIntervalSinceNow seconds: TimeInterval) -> Date {
    date().addingTimeInterval(seconds)
  }

  /// The time since the session began in a replay (as ``CACurrentMediaTime()``), the system's
  /// uptime outside one.
  public static var systemUptime: TimeInterval {
    guard let runtime = HeadlessRuntime.current else { return ProcessInfo.processInfo.systemUptime }
    return runtime.now.seconds
  }

  /// `DispatchTime.now()` on the virtual clock in a replay (the session's time after
  /// ``HeadlessRuntime/virtualDispatchTimeBase``), the real one outside.
  ///
  /// A deadline built from it (`HeadlessClock.dispatchTime() + 0.3`) is exact on the main
  /// queue's `asyncAfter`, and differences between two readings are virtual time.
  public static func dispatchTime() -> DispatchTime {
    guard let runtime = HeadlessRuntime.current else { return .now() }
    let elapsed = UInt64(clamping: max(runtime.now.nanoseconds, 0))
    return DispatchTime(uptimeNanoseconds: HeadlessRuntime.virtualDispatchTimeBase + elapsed)
  }

  /// `Task.sleep(nanoseconds:)` on the virtual clock (see ``HeadlessContinuousClock``).
  public static func sleep(nanoseconds duration: UInt64) async throws {
    try await sleep(for: .nanoseconds(Int64(clamping: duration)))
  }

  /// `Task.sleep(for:tolerance:)` on the virtual clock (see ``HeadlessContinuousClock``).
  public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await HeadlessContinuousClock().sleep(for: duration, tolerance: tolerance)
  }

  /// `Task.sleep(until:tolerance:clock:)` on the virtual clock.
  public static func sleep(
    until deadline: HeadlessContinuousClock.Instant, tolerance: Duration? = nil,
    clock: HeadlessContinuousClock = .continuous
  ) async throws {
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }

  /// `Task.sleep(until:tolerance:clock:)` on a clock of the app's own: that clock's sleep.
  public static func sleep<C: Clock>(
    until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C
  ) async throws {
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }
}
