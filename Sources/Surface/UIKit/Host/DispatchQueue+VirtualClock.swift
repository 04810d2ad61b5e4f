import Dispatch
import HeadlessRuntime
import TouchCore

// `DispatchQueue.main.async` and `asyncAfter(deadline:execute:)` on the replay's virtual clock.
//
// These overloads take a plain (non-`@Sendable`) closure, so Swift prefers them to Dispatch's own
// for app code in Swift 5 language mode that captures a view or controller (`{ self… }`). In
// Swift 6 mode such a capture makes Swift choose Dispatch's `@Sendable` overload instead, which
// refuses the non-`Sendable` `self` (docs/compatibility/hosting.md, Time).

extension DispatchQueue {
  /// Submits `work` to run asynchronously on this queue.
  ///
  /// On the main queue inside a hosted replay, `work` runs on the virtual clock at the current
  /// instant, after the code that called this returns and before the next display frame, as the
  /// main run loop services its queue between events and frames. Elsewhere (another queue, or no
  /// ``HeadlessRuntime/current``) this is Dispatch's own `async`.
  public func async(execute work: @escaping () -> Void) {
    virtualAsync(execute: work)
  }

  /// Submits `work` to run asynchronously on this queue.
  ///
  /// On the main queue inside a hosted replay, `work` runs on the virtual clock at the current
  /// instant, after the code that called this returns and before the next display frame, as the
  /// main run loop services its queue between events and frames. Elsewhere (another queue, or no
  /// ``HeadlessRuntime/current``) this is Dispatch's own `async`.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
    virtualAsyncAfter(deadline: deadline, execute: work)
  }

  /// What ``async(execute:)`` does, under a name Swift 6-mode code can call: the HapticTapePort
  /// plugin calls it for the app's `DispatchQueue.main.async { … }`, whose closure may then
  /// capture a view, as on iOS (Dispatch's own takes a `@Sendable` closure in Swift 6 mode).
  public func virtualAsync(execute work: @escaping () -> Void) {
    if isMain, let runtime = HeadlessRuntime.current {
      runtime.schedule(after: .zero, work)
      return
    }
    let box = DispatchedWork(work)
    // Every label spelled so that this is Dispatch's overload, not this one.
    async(group: nil, qos: .unspecified, flags: [], execute: { box.run() })
  }

  /// Submits `work` to run on this queue at `deadline`.
  ///
  /// On the main queue inside a hosted replay, `work` runs on the virtual clock after the delay
  /// `deadline - DispatchTime.now()`, rounded to whole milliseconds (a deadline already past runs
  /// as ``async(execute:)`` does; one beyond a day runs after a day). Elsewhere this is
  /// Dispatch's own `asyncAfter`.
  ///
  /// The HapticTapePort plugin calls it for the app's `asyncAfter(deadline:) { … }`, as
  /// ``virtualAsync(execute:)`` says.
  public func virtualAsyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
    if isMain, let runtime = HeadlessRuntime.current {
      let delay =
        Self.virtualDelay(until: deadline, at: runtime.now)
        ?? Self.virtualDelay(until: deadline, from: .now(), anchor: runtime.realClockAnchor)
      runtime.schedule(after: delay, work)
      return
    }
    let box = DispatchedWork(work)
    asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: { box.run() })
  }

  /// Whether this is the main queue.
  ///
  /// swift-corelibs-libdispatch wraps the main queue in a new
  /// object on every `DispatchQueue.main`, so identity (`===`) fails on Linux; its label is
  /// fixed (ours: an app that names its own queue after the main queue's label is not served).
  private var isMain: Bool {
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
