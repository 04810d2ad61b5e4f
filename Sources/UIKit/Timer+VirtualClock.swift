import HeadlessRuntime
import TouchCore

/// `Timer.scheduledTimer` on the replay's virtual clock: the timer fires at replay times, between
/// frames, and `invalidate()` stops it. Outside a replay, Foundation's run-loop timer.
extension Timer {
  /// Schedules `block` after `interval` seconds, repeating every `interval` when `repeats`.
  /// An interval of 0 or less is 0.1 ms, as Foundation documents.
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) -> Timer {
    let work = TimerBlock(block)
    let timer = Timer(timeInterval: interval, repeats: repeats) { work.run($0) }
    guard let runtime = HeadlessRuntime.current else {
      RunLoop.current.add(timer, forMode: .default)
      return timer
    }
    let period = max(TimeAmount.appRequested(seconds: interval), .microseconds(100))
    VirtualTimer.schedule(timer, every: period, repeats: repeats, block: work, on: runtime)
    return timer
  }
}

/// One firing of a virtual timer, rescheduled for the next while the timer is valid.
enum VirtualTimer {
  static func schedule(
    _ timer: Timer, every period: TimeAmount, repeats: Bool, block: TimerBlock,
    on runtime: HeadlessRuntime
  ) {
    runtime.schedule(after: period) {
      guard timer.isValid else { return }
      block.run(timer)
      if repeats {
        schedule(timer, every: period, repeats: repeats, block: block, on: runtime)
      } else {
        timer.invalidate()
      }
    }
  }
}

/// The app's timer block: written for the main run loop, where Foundation's initializer asks for
/// `@Sendable`.
final class TimerBlock: @unchecked Sendable {
  private let block: (Timer) -> Void
  init(_ block: @escaping (Timer) -> Void) { self.block = block }
  func run(_ timer: Timer) { block(timer) }
}
