import Foundation
import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import QuartzCore
import Testing
import UIKit

// No tolerance: times are whole virtual-clock nanoseconds. A timer of 0.25 s fires exactly
// 250,000,000 ns after it was scheduled, and a repeating one every 250,000,000 ns after that.
private let quarter: Int64 = 250_000_000

/// A controller that starts timers in each form `Timer` has, as ported code does.
final class TimerController: UIViewController {
  private(set) var log: [(name: String, time: Int64)] = []
  private var repeating: HeadlessTimer?
  private var paused: HeadlessTimer?
  private(set) var started: Int64 = -1
  private(set) var dateDifference: TimeInterval = -1
  private var startDate = Date.distantPast

  private func note(_ name: String) {
    log.append((name, HeadlessRuntime.current?.now.nanoseconds ?? -1))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    started = HeadlessRuntime.current?.now.nanoseconds ?? -1
    startDate = HeadlessClock.date()
    repeating = HeadlessTimer.scheduledTimer(withTimeInterval: 0.25, repeats: true) {
      [unowned self] timer in
      note("repeat")
      if log.filter({ $0.name == "repeat" }).count == 3 { timer.invalidate() }
    }
    _ = HeadlessTimer.scheduledTimer(
      timeInterval: 0.5, target: self,
      selector: Selector(method: "once:", TimerController.once(_:)),
      userInfo: "info", repeats: false)
    let added = HeadlessTimer(timeInterval: 0.75, repeats: false) { [unowned self] _ in
      note("added")
      dateDifference = HeadlessClock.date().timeIntervalSince(startDate)
    }
    RunLoop.main.add(added, forMode: .common)
    let pausedTimer = HeadlessTimer(timeInterval: 0.25, repeats: false) { [unowned self] _ in
      note("paused fired")
    }
    RunLoop.main.add(pausedTimer, forMode: .default)
    pausedTimer.fireDate = .distantFuture
    paused = pausedTimer
  }

  func once(_ timer: HeadlessTimer) {
    note("once \(timer.userInfo as? String ?? "?") \(timer.isValid)")
  }
}

enum TimerScreen: UIKitScreen {
  static let id = "timers"
  static let summary = "Timers in each of Timer's forms, on the virtual clock."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    TimerController()
  }
}

@Suite("HeadlessTimer: Timer's forms on the virtual clock")
struct HeadlessTimerTests {
  @Test("block, target–selector and run-loop timers fire on time; invalidated and paused ones stop")
  func timersFireOnTime() throws {
    let (scene, _) = try replayHosted("wait 2s", on: TimerScreen.self)
    let controller = try #require(scene.rootViewController as? TimerController)
    let start = controller.started
    // At one instant, timers fire in the order they were booked (the repeating one books its
    // next fire when it fires).
    #expect(
      controller.log.map(\.name) == ["repeat", "once info true", "repeat", "added", "repeat"])
    #expect(
      controller.log.map { $0.time - start } == [
        quarter, 2 * quarter, 2 * quarter, 3 * quarter, 3 * quarter,
      ])
    // The virtual date moved by the timer's interval, exactly.
    #expect(controller.dateDifference == 0.75)
  }

  @Test("outside a replay the clock is the real one and fire() runs the action at once")
  func outsideAReplay() {
    var fired = 0
    let timer = HeadlessTimer(timeInterval: 60, repeats: false) { _ in fired += 1 }
    #expect(timer.timeInterval == 0)
    timer.fire()
    #expect(fired == 1)
    #expect(!timer.isValid)
    let before = Date()
    #expect(HeadlessClock.date() >= before)
  }
}
