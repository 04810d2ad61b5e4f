import Dispatch
import HeadlessRuntime
import Testing
import TouchCore
import UIKit

// Tolerance: none; virtual times are exact nanoseconds, and delays are whole milliseconds.
//
// This target builds in Swift 6 language mode, where `DispatchQueue.main.async { … }` always
// resolves to Dispatch's own `@Sendable` overload; the virtual one serves Swift 5-mode app code
// (docs/compatibility/hosting.md, Time). So these tests call the `package` functions the public
// overloads forward to; `Examples/UIKitSeeds`' pizza screen (a Swift 5-mode target) checks that
// the article's unannotated call reaches them.

/// What the blocks under test did, in order.
///
/// `@unchecked Sendable` as an app's controller is
/// under test: each runtime is used from one thread.
private final class DispatchLog: @unchecked Sendable {
  var lines: [String] = []
}

@Suite("DispatchQueue.main on the virtual clock")
struct DispatchMainQueueTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)
  private let nothing: () -> Void = {}

  @Test("async runs at the current instant, after the caller returns, before the frame")
  func asyncOrder() {
    let runtime = HeadlessRuntime(display: display)
    let log = DispatchLog()
    runtime.run {
      runtime.advance(to: .milliseconds(5))
      runtime.addFrameObserver { time in log.lines.append("frame@\(time.nanoseconds)") }
      runtime.schedule(after: .zero) { log.lines.append("scheduled@\(runtime.now.nanoseconds)") }
      let nested: () -> Void = { log.lines.append("nested@\(runtime.now.nanoseconds)") }
      let work: () -> Void = {
        log.lines.append("async@\(runtime.now.nanoseconds)")
        // Work the block submits runs after it, still before the frame.
        DispatchQueue.main.virtualAsync(execute: nested)
      }
      DispatchQueue.main.virtualAsync(execute: work)
      log.lines.append("caller returned")
      runtime.frame(at: .milliseconds(8))
    }
    #expect(
      log.lines == [
        "caller returned", "scheduled@5000000", "async@5000000", "nested@5000000",
        "frame@8000000",
      ])
  }

  @Test("asyncAfter runs after its delay in whole milliseconds, in order with other work")
  func asyncAfterOrder() {
    let runtime = HeadlessRuntime(display: display)
    let log = DispatchLog()
    runtime.run {
      runtime.advance(to: .milliseconds(10))
      let later: () -> Void = { log.lines.append("after 0.1@\(runtime.now.nanoseconds)") }
      DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 0.1, execute: later)
      runtime.schedule(after: .milliseconds(100)) {
        log.lines.append("scheduled@\(runtime.now.nanoseconds)")
      }
      let sooner: () -> Void = { log.lines.append("after 0.05@\(runtime.now.nanoseconds)") }
      DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 0.05, execute: sooner)
      runtime.frame(at: .milliseconds(50))
      log.lines.append("frame 50")
      runtime.frame(at: .milliseconds(120))
    }
    #expect(
      log.lines == [
        "frame 50", "after 0.05@60000000", "after 0.1@110000000", "scheduled@110000000",
      ])
  }

  @Test("a work item runs at its deadline unless cancelled first, as an app's pending dismissal")
  func workItems() {
    let runtime = HeadlessRuntime(display: display)
    let log = DispatchLog()
    runtime.run {
      let kept = DispatchWorkItem { log.lines.append("kept@\(runtime.now.nanoseconds)") }
      let cancelled = DispatchWorkItem { log.lines.append("cancelled") }
      let soon = DispatchWorkItem { log.lines.append("soon@\(runtime.now.nanoseconds)") }
      DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 0.2, execute: kept)
      DispatchQueue.main.virtualAsyncAfter(deadline: .now() + 0.1, execute: cancelled)
      DispatchQueue.main.virtualAsync(execute: soon)
      cancelled.cancel()
      runtime.frame(at: .milliseconds(300))
    }
    #expect(log.lines == ["soon@0", "kept@200000000"])
  }

  @Test("a deadline a fraction of a millisecond off rounds to the same delay, every time")
  func determinism() {
    var times: [Int64] = []
    for offset in [0.0996, 0.1, 0.1004, 0.0996, 0.1004] {
      let runtime = HeadlessRuntime(display: display)
      runtime.run {
        DispatchQueue.main.virtualAsyncAfter(deadline: .now() + offset, execute: nothing)
      }
      times.append(runtime.nextScheduledTime?.nanoseconds ?? -1)
    }
    #expect(times == Array(repeating: 100_000_000, count: 5))
  }

  @Test("the host's clock anchor recovers the app's delay even after a pause of a millisecond")
  func anchoredDelays() {
    let anchor: UInt64 = 1_000_000_000_000
    let microsecond: UInt64 = 1_000
    /// The delay for an app that read the clock `read` after the anchor and asked for
    /// `milliseconds`, read again `pause` later.
    func delay(_ milliseconds: UInt64, read: UInt64, pause: UInt64, anchor: UInt64 = anchor)
      -> Int64
    {
      let appNow = 1_000_000_000_000 + read
      let deadline = DispatchTime(uptimeNanoseconds: appNow + milliseconds * 1_000_000)
      return DispatchQueue.virtualDelay(
        until: deadline, from: DispatchTime(uptimeNanoseconds: appNow + pause), anchor: anchor
      ).nanoseconds / 1_000_000
    }
    // A 0.7-ms pause between the app's reading and ours: rounding alone gave 99 ms.
    #expect(delay(100, read: 2 * microsecond, pause: 700 * microsecond) == 100)
    #expect(delay(100, read: 2 * microsecond, pause: 999 * microsecond) == 100)
    #expect(delay(16, read: 2 * microsecond, pause: 600 * microsecond) == 16)
    // A pause before the app read the clock too (5 ms, then 3 ms): the interval is 8 ms wide,
    // and its roundest value is the delay.
    #expect(delay(250, read: 5_000 * microsecond, pause: 3_000 * microsecond) == 250)
    // Without an anchor, or with one after the reading, the nearest millisecond.
    #expect(delay(100, read: 2 * microsecond, pause: 400 * microsecond, anchor: 0) == 100)
    #expect(delay(100, read: 2 * microsecond, pause: 700 * microsecond, anchor: 0) == 99)
    #expect(delay(100, read: 0, pause: 700 * microsecond, anchor: anchor + 800 * microsecond) == 99)
  }

  @Test("a past deadline runs now; a far one, .distantFuture included, after a day")
  func clamped() {
    let day: Int64 = 86_400_000_000_000
    let cases: [(DispatchTime, Int64)] = [
      (DispatchTime(uptimeNanoseconds: 0), 0),
      (.distantFuture, day),
      (.now() + 1e9, day),
    ]
    for (deadline, expected) in cases {
      let runtime = HeadlessRuntime(display: display)
      runtime.run {
        runtime.advance(to: .milliseconds(7))
        DispatchQueue.main.virtualAsyncAfter(deadline: deadline, execute: nothing)
      }
      #expect(runtime.nextScheduledTime?.nanoseconds == 7_000_000 + expected)
    }
  }

  @Test("other queues, and the main queue outside a replay, are Dispatch's own")
  func fallback() async {
    let runtime = HeadlessRuntime(display: display)
    let queue = DispatchQueue(label: "dispatch-fallback-test")
    let log = DispatchLog()
    let ran = DispatchSemaphore(value: 0)
    runtime.run {
      let first: () -> Void = {
        log.lines.append("queue")
        ran.signal()
      }
      let second: () -> Void = {
        log.lines.append("queue after")
        ran.signal()
      }
      queue.virtualAsync(execute: first)
      queue.virtualAsyncAfter(deadline: .now() + 0.01, execute: second)
    }
    #expect(!runtime.hasPendingWork)
    #expect(ran.wait(timeout: .now() + 5) == .success)
    #expect(ran.wait(timeout: .now() + 5) == .success)
    #expect(log.lines == ["queue", "queue after"])
    // No runtime: the block goes to Dispatch's main queue, later and for real.
    let outside = DispatchLog()
    let main: () -> Void = {
      outside.lines.append("main")
      ran.signal()
    }
    DispatchQueue.main.virtualAsync(execute: main)
    #expect(ran.wait(timeout: .now() + 5) == .success)
    #expect(outside.lines == ["main"])
  }
}
