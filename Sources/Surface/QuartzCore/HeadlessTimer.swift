import Foundation
import HeadlessRuntime
import TouchCore

/// A timer on the replay's virtual clock, with `Foundation.Timer`'s API: what the HapticTapePort
/// build plugin makes of `Timer` in an app's files, so that a carousel's auto-advance, a
/// hold-to-repeat stepper or a delayed haptic replays exactly.
///
/// Inside a hosted replay the timer fires on the virtual clock: after its interval, and for a
/// repeating one every interval after that, measured from the first fire date (no drift). Outside
/// one it is a Foundation timer on the run loop it is added to. Written by hand it reads as
/// `Timer` does:
///
/// ```swift
/// final class AutoAdvance {
///   private var timer: HeadlessTimer?
///   private(set) var page = 0
///
///   func start() {
///     timer = HeadlessTimer.scheduledTimer(withTimeInterval: 3, repeats: true) { [weak self] _ in
///       self?.page += 1
///     }
///   }
///
///   func stop() { timer?.invalidate() }
/// }
/// ```
///
/// `tolerance` is kept and inert: the virtual clock is never late.
open class HeadlessTimer: @unchecked Sendable {
  private let action: (HeadlessTimer) -> Void
  private let repeats: Bool
  private let interval: TimeInterval
  /// Foundation's timer standing in outside a replay.
  private var foundationTimer: Timer?
  private var runtime: HeadlessRuntime?
  private var scheduled: ScheduledWorkID?
  /// The virtual time of the next fire, once added to a run loop in a replay.
  private var nextFire: Timestamp?
  private var isScheduled = false

  /// Whether the timer can still fire.
  open private(set) var isValid = true
  /// The interval of a repeating timer; 0 for one that fires once, as `Timer` reports it.
  open var timeInterval: TimeInterval { repeats ? interval : 0 }
  /// Kept, inert: the virtual clock fires every timer on time.
  open var tolerance: TimeInterval = 0
  /// What the app attached to the timer.
  open private(set) var userInfo: Any?

  /// When the timer fires next.
  ///
  /// Setting it reschedules the timer (`Date.distantFuture` pauses it, as on iOS).
  open var fireDate: Date {
    get { createdFireDate }
    set {
      createdFireDate = newValue
      guard isScheduled else { return }
      reschedule(at: newValue)
    }
  }
  private var createdFireDate: Date

  /// A timer that runs `block` after `interval` seconds (and every `interval` after, if
  /// `repeats`), once added to a run loop.
  public init(
    timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (HeadlessTimer) -> Void
  ) {
    self.interval = Self.sanitized(interval)
    self.repeats = repeats
    action = block
    createdFireDate = HeadlessClock.date().addingTimeInterval(Self.sanitized(interval))
  }

  /// A timer that runs `block` at `date` (and every `interval` after, if `repeats`), once
  /// added to a run loop.
  public init(
    fire date: Date, interval: TimeInterval, repeats: Bool,
    block: @escaping (HeadlessTimer) -> Void
  ) {
    self.interval = Self.sanitized(interval)
    self.repeats = repeats
    action = block
    createdFireDate = date
  }

  /// A timer that calls `selector` on `target` (held until the timer is invalidated, as on
  /// iOS), with the timer as the argument when the method takes one.
  public convenience init(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) {
    self.init(timeInterval: interval, repeats: repeats) { timer in
      Self.call(selector, on: target, for: timer)
    }
    self.userInfo = userInfo
  }

  /// A timer that calls `selector` on `target` at `date` (and every `interval` after, if
  /// `repeats`).
  public convenience init(
    fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) {
    self.init(fire: date, interval: interval, repeats: repeats) { timer in
      Self.call(selector, on: target, for: timer)
    }
    self.userInfo = userInfo
  }

  /// A timer running `block`, already added to the current run loop.
  @discardableResult
  open class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping (HeadlessTimer) -> Void
  ) -> HeadlessTimer {
    let timer = HeadlessTimer(timeInterval: interval, repeats: repeats, block: block)
    timer.schedule()
    return timer
  }

  /// A timer calling `selector` on `target`, already added to the current run loop.
  @discardableResult
  open class func scheduledTimer(
    timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
    repeats: Bool
  ) -> HeadlessTimer {
    let timer = HeadlessTimer(
      timeInterval: interval, target: target, selector: selector, userInfo: userInfo,
      repeats: repeats)
    timer.schedule()
    return timer
  }

  /// Runs the timer's action now.
  ///
  /// A timer that does not repeat is invalidated, as on iOS; a repeating one keeps its schedule.
  open func fire() {
    guard isValid else { return }
    action(self)
    if !repeats { invalidate() }
  }

  /// Stops the timer for good and releases its target and block's hold.
  open func invalidate() {
    guard isValid else { return }
    isValid = false
    if let scheduled { runtime?.cancel(scheduled) }
    scheduled = nil
    foundationTimer?.invalidate()
    foundationTimer = nil
  }

  /// Adds the timer to the replay's run loop (the run loop and its modes are one headless).
  func schedule() {
    guard isValid, !isScheduled else { return }
    isScheduled = true
    guard let current = HeadlessRuntime.current else {
      scheduleOnFoundation()
      return
    }
    runtime = current
    reschedule(at: createdFireDate)
  }

  private func reschedule(at date: Date) {
    guard let runtime else {
      foundationTimer?.fireDate = date
      return
    }
    if let scheduled { runtime.cancel(scheduled) }
    scheduled = nil
    guard date != .distantFuture else { return }
    let delay = date.timeIntervalSince(HeadlessClock.date())
    let due = runtime.now + .appRequested(seconds: delay)
    nextFire = due
    scheduled = runtime.schedule(at: due) { [self] in tick() }
  }

  /// A fire on the virtual clock; a repeating timer books its next one first, so that the
  /// action may invalidate it.
  private func tick() {
    guard isValid, let runtime, let due = nextFire else { return }
    scheduled = nil
    if repeats {
      let next = due + .appRequested(seconds: interval)
      nextFire = next
      createdFireDate = createdFireDate.addingTimeInterval(interval)
      scheduled = runtime.schedule(at: next) { [self] in tick() }
    }
    action(self)
    if !repeats { invalidate() }
  }

  private func scheduleOnFoundation() {
    let timer = Timer(fire: createdFireDate, interval: interval, repeats: repeats) {
      [weak self] _ in
      guard let self else { return }
      action(self)
      if !repeats { invalidate() }
    }
    foundationTimer = timer
    RunLoop.current.add(timer, forMode: .default)
  }

  private static func call(_ selector: Selector, on target: Any, for timer: HeadlessTimer) {
    if let problem = selector.perform(on: target, sender: timer).problem(selector, target: target) {
      HeadlessRuntime.current?.report(
        HeadlessProblem(
          type: "Timer", call: "init(timeInterval:target:selector:userInfo:repeats:)",
          message: problem))
    }
  }

  /// A repeating timer of no time would fire forever at one instant: 0.1 ms at least, as
  /// Foundation's `Timer` takes a non-positive interval as 0.1 ms.
  private static func sanitized(_ interval: TimeInterval) -> TimeInterval {
    interval.isFinite && interval > 0.0001 ? interval : 0.0001
  }
}

extension RunLoop {
  /// Adds a ``HeadlessTimer`` (ported code's `Timer`): inside a replay, to the virtual clock,
  /// whatever the run loop and mode; outside one, to this run loop.
  public func add(_ timer: HeadlessTimer, forMode mode: RunLoop.Mode) {
    timer.schedule()
  }
}
