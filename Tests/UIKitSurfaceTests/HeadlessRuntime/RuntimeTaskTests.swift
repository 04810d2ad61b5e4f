import Dispatch
import HeadlessRuntime
import QuartzCore
import Testing
import TouchCore
import UIKit

/// A log the tasks under test write to; they all run on the test's thread (the replay's).
private final class TaskLog: @unchecked Sendable {
  var entries: [String] = []
}

// No tolerance: times are whole virtual-clock nanoseconds.
@Suite("HeadlessRuntime: the app's tasks on the virtual clock")
struct RuntimeTaskTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test("sleeps wake in deadline order at their deadlines; equal deadlines in the order slept")
  func wakeOrder() {
    let runtime = HeadlessRuntime(display: display)
    let log = TaskLog()
    runtime.run {
      for (name, milliseconds) in [("b", 30), ("a", 10), ("c", 30)] {
        HeadlessTask.start {
          try? await HeadlessClock.sleep(for: .milliseconds(milliseconds))
          log.entries.append("\(name)@\(runtime.now.nanoseconds)")
        }
      }
      // Not started yet: a task runs when the runtime next runs ready tasks.
      #expect(log.entries.isEmpty)
      runtime.advance(to: .milliseconds(25))
      #expect(log.entries == ["a@10000000"])
      runtime.advance(to: .milliseconds(40))
    }
    #expect(log.entries == ["a@10000000", "b@30000000", "c@30000000"])
  }

  @Test("a task cancelled before it sleeps throws at once; the end of a replay wakes sleepers")
  func cancellationAndEnd() {
    let runtime = HeadlessRuntime(display: display)
    let log = TaskLog()
    runtime.run {
      let early = HeadlessTask.start {
        do {
          try await HeadlessClock.sleep(for: .seconds(1))
          log.entries.append("early woke")
        } catch {
          log.entries.append("early \(error is CancellationError)@\(runtime.now.nanoseconds)")
        }
      }
      early.cancel()
      HeadlessTask.start {
        do {
          try await HeadlessClock.sleep(for: .seconds(10))
        } catch {
          log.entries.append("late \(error is CancellationError)@\(runtime.now.nanoseconds)")
          // A task that sleeps again after the end never wakes: no spin, no hang.
          try? await HeadlessClock.sleep(for: .seconds(1))
          log.entries.append("never")
        }
      }
      runtime.advance(to: .milliseconds(5))
      #expect(log.entries == ["early true@0"])
    }
    runtime.end()
    #expect(log.entries == ["early true@0", "late true@5000000"])
  }

  @Test("the clock reads the session's time; outside a replay it is the real clock")
  func clockReadsTheSession() {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      runtime.advance(to: .milliseconds(1_250))
      #expect(HeadlessContinuousClock().now.offset == .milliseconds(1_250))
    }
    let first = HeadlessContinuousClock().now
    #expect(first.duration(to: HeadlessContinuousClock().now) >= .zero)
  }

  @Test("tasks that yield to each other forever are a reported problem, not a hang")
  func runawayTasks() {
    var limits = HeadlessRuntimeLimits()
    limits.maximumWorkPerStep = 50
    let runtime = HeadlessRuntime(display: display, limits: limits)
    runtime.run {
      HeadlessTask.start {
        while !Task.isCancelled { await Task.yield() }
      }
      runtime.advance(to: .milliseconds(1))
    }
    #expect(runtime.takeProblems().map(\.type) == ["Task"])
  }

  @Test("a loop of zero sleeps is stopped at the limit and reported, not a hang")
  func zeroSleepLoop() {
    var limits = HeadlessRuntimeLimits()
    limits.maximumWorkPerStep = 50
    let runtime = HeadlessRuntime(display: display, limits: limits)
    let log = TaskLog()
    runtime.run {
      HeadlessTask.start {
        while !Task.isCancelled {
          log.entries.append("tick")
          try? await HeadlessClock.sleep(for: .zero)
        }
      }
      runtime.advance(to: .milliseconds(1))
    }
    #expect(runtime.takeProblems().map(\.type) == ["Timer/DispatchQueue"])
    #expect(log.entries.count == 51)
  }
}

@Suite("HeadlessClock.dispatchTime: DispatchTime.now() on the virtual clock")
struct VirtualDispatchTimeTests {
  @Test("readings differ by virtual time; a deadline built from one is exact on the main queue")
  func deadlines() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    let log = TaskLog()
    runtime.run {
      runtime.advance(to: .milliseconds(1_250))
      let start = HeadlessClock.dispatchTime()
      #expect(
        start.uptimeNanoseconds - HeadlessRuntime.virtualDispatchTimeBase == 1_250_000_000)
      DispatchQueue.main.asyncAfter(deadline: start + 0.3337) {
        log.entries.append("fired@\(runtime.now.nanoseconds)")
      }
      runtime.advance(to: .seconds(3))
      #expect(
        HeadlessClock.dispatchTime().uptimeNanoseconds - start.uptimeNanoseconds == 1_750_000_000)
    }
    // 0.3337 s after 1.25 s, to the nanosecond (a real deadline is whole milliseconds).
    #expect(log.entries == ["fired@1583700000"])
  }
}
