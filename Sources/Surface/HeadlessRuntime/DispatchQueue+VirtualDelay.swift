import Dispatch
import TouchCore

// Reading a main-queue deadline on a replay's virtual clock: shared by UIKit's
// `DispatchQueue.main.asyncAfter` and Combine's main-queue scheduler.

extension DispatchQueue {
  /// Whether this is the main queue.
  ///
  /// swift-corelibs-libdispatch wraps the main queue in a new
  /// object on every `DispatchQueue.main`, so identity (`===`) fails on Linux; its label is
  /// fixed (ours: an app that names its own queue after the main queue's label is not served).
  package var isMainQueue: Bool {
    self === DispatchQueue.main || label == DispatchQueue.main.label
  }

  /// The delay to a deadline the app built from the virtual `DispatchTime.now()` (the port's
  /// `HeadlessClock.dispatchTime()`), exact to the nanosecond and at most a day; nil for a
  /// deadline on the real clock.
  package static func virtualDelay(until deadline: DispatchTime, at now: Timestamp) -> TimeAmount? {
    let base = HeadlessRuntime.virtualDispatchTimeBase
    let end = deadline.uptimeNanoseconds
    guard end >= base, end < 2 * base else { return nil }
    return .appRequested(nanoseconds: Int64(clamping: end - base) - now.nanoseconds)
  }

  /// The delay an app meant by `deadline`, built as `.now() + d` on the real clock after the
  /// host last handed it control at `anchor` (0 when none did), read at `now`: see
  /// `TimeAmount.realClockDelay(atLeast:atMost:)`.
  package static func virtualDelay(
    until deadline: DispatchTime, from now: DispatchTime, anchor: UInt64
  )
    -> TimeAmount
  {
    let end = deadline.uptimeNanoseconds
    let start = now.uptimeNanoseconds
    guard end > start else { return .zero }
    let upper: UInt64? = anchor > 0 && anchor <= start && end > anchor ? end - anchor : nil
    return .realClockDelay(atLeast: end - start, atMost: upper)
  }
}

extension HeadlessRuntime {
  /// The delay on this replay's clock that `deadline` means: exact for a deadline built on the
  /// virtual clock (`HeadlessClock.dispatchTime()`), and for one built on the real clock the
  /// whole milliseconds the app asked for, bracketed by when the host last handed it control
  /// (``realClockAnchor``).
  package func delay(until deadline: DispatchTime) -> TimeAmount {
    DispatchQueue.virtualDelay(until: deadline, at: now)
      ?? DispatchQueue.virtualDelay(until: deadline, from: .now(), anchor: realClockAnchor)
  }
}
