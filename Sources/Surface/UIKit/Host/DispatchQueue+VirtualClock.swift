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
    if isMainQueue, let runtime = HeadlessRuntime.current {
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
    if isMainQueue, let runtime = HeadlessRuntime.current {
      runtime.schedule(after: runtime.delay(until: deadline), work)
      return
    }
    let box = DispatchedWork(work)
    asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: { box.run() })
  }

  /// What Dispatch's `async(execute:)` with a work item does, on the virtual clock as
  /// ``virtualAsync(execute:)`` (the port's name for the app's `DispatchQueue.main.async`): the
  /// item runs unless it was cancelled first.
  public func virtualAsync(execute item: DispatchWorkItem) {
    virtualAsync { if !item.isCancelled { item.perform() } }
  }

  /// What Dispatch's `asyncAfter(deadline:execute:)` with a work item does, on the virtual clock
  /// as ``virtualAsyncAfter(deadline:execute:)``: the item runs at `deadline` unless it was
  /// cancelled first (an app cancels a pending dismissal this way).
  public func virtualAsyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
    virtualAsyncAfter(deadline: deadline) { if !item.isCancelled { item.perform() } }
  }
}
