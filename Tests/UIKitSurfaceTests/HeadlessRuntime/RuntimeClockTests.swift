import HeadlessRuntime
import Testing
import TouchCore

@Suite("HeadlessRuntime: the virtual run loop")
struct RuntimeClockTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test("work runs in time order, equal times first-in first-out, with now set to each time")
  func order() {
    let runtime = HeadlessRuntime(display: display)
    var log: [String] = []
    runtime.schedule(after: .milliseconds(30)) { log.append("b@\(runtime.now.nanoseconds)") }
    runtime.schedule(after: .milliseconds(10)) { log.append("a@\(runtime.now.nanoseconds)") }
    runtime.schedule(after: .milliseconds(30)) { log.append("c@\(runtime.now.nanoseconds)") }
    let cancelled = runtime.schedule(after: .milliseconds(20)) { log.append("cancelled") }
    runtime.cancel(cancelled)
    runtime.advance(to: .milliseconds(25))
    #expect(log == ["a@10000000"])
    #expect(runtime.now == .milliseconds(25))
    runtime.advance(to: .milliseconds(40))
    #expect(log == ["a@10000000", "b@30000000", "c@30000000"])
  }

  @Test("a block that reschedules itself with no delay is stopped at the limit and reported")
  func runaway() {
    var limits = HeadlessRuntimeLimits()
    limits.maximumWorkPerStep = 1_000
    let runtime = HeadlessRuntime(display: display, limits: limits)
    var runs = 0
    func again() {
      runs += 1
      runtime.schedule(after: .zero, again)
    }
    runtime.schedule(after: .zero, again)
    runtime.advance(to: .milliseconds(1))
    #expect(runs == 1_000)
    let problems = runtime.takeProblems()
    #expect(problems.count == 1)
    #expect(problems.first?.message.contains("1000") == true)
    #expect(!runtime.hasPendingWork)
  }

  @Test("requested spans: NaN and negative are zero, huge ones a day")
  func spans() {
    #expect(TimeAmount.appRequested(seconds: .nan) == .zero)
    #expect(TimeAmount.appRequested(seconds: -1) == .zero)
    #expect(TimeAmount.appRequested(seconds: 0.3) == .milliseconds(300))
    #expect(TimeAmount.appRequested(seconds: 1e300).nanoseconds == 86_400_000_000_000)
    #expect(TimeAmount.appRequested(seconds: .infinity).nanoseconds == 86_400_000_000_000)
  }
}
