import Dispatch
import HeadlessRuntime
import TouchCore

// `DispatchQueue.main.async` and `asyncAfter(deadline:execute:)` on the replay's virtual clock.
//
// These overloads take a plain (non-`@Sendable`) closure, so Swift prefers them to Dispatch's own
// for app code in Swift 5 language mode that captures a view or controller (`{ self… }`). In
// Swift 6 mode such a capture makes Swift choose Dispatch's `@Sendable` overload instead, which
// refuses the non-`Sendable` `self` (docs/uikit-compatibility.md, Time).

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

  /// What ``async(execute:)`` does, under a name Swift 6-mode code (tests) can call.
  package func virtualAsync(execute work: @escaping () -> Void) {
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
  package func virtualAsyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
    if isMain, let runtime = HeadlessRuntime.current {
      runtime.schedule(after: Self.virtualDelay(until: deadline, from: .now()), work)
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

  /// The delay an app meant by `deadline`, measured from `now`, in whole milliseconds, between
  /// zero and a day.
  ///
  /// The app computed `deadline` as `.now() + d` from the real clock a few microseconds before
  /// this reads it again; rounding to milliseconds removes that jitter, so a delay of 0.1 s is
  /// exactly 100 ms on the virtual clock and replays stay byte-identical. `.distantFuture` and
  /// other huge deadlines are a day (a replay never runs that long).
  static func virtualDelay(until deadline: DispatchTime, from now: DispatchTime) -> TimeAmount {
    let end = deadline.uptimeNanoseconds
    let start = now.uptimeNanoseconds
    guard end > start else { return .zero }
    let nanoseconds = end - start
    let oneDay: UInt64 = 86_400_000_000_000
    guard nanoseconds < oneDay else { return .milliseconds(86_400_000) }
    return .milliseconds(Int64((nanoseconds + 500_000) / 1_000_000))
  }
}
