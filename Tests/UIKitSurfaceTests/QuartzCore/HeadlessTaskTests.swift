import Foundation
import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import QuartzCore
import Testing
import UIKit

// No tolerance: times are whole virtual-clock nanoseconds. A sleep of 0.3 s wakes exactly
// 300,000,000 ns after it began.
private let sleep: Int64 = 300_000_000

/// A hold-to-repeat stepper written with Swift concurrency, as the port writes an app's
/// `Task { … }` and `Task.sleep`: a press starts a task that steps at once and then every 0.3 s
/// with a tick until the finger lifts, which cancels it.
final class RepeatingStepperController: UIViewController {
  private(set) var log: [(name: String, time: Int64)] = []
  private var repeating: Task<Void, Never>?
  private let tick = UIImpactFeedbackGenerator(style: .light)
  let clock = HeadlessContinuousClock()
  private(set) var measured: Duration = .zero

  private func note(_ name: String) {
    log.append((name, HeadlessRuntime.current?.now.nanoseconds ?? -1))
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // A delayed greeting, as `try await Task.sleep(for: .seconds(1))` in a task started on load.
    HeadlessTask.start { [unowned self] in
      let start = clock.now
      try? await HeadlessClock.sleep(nanoseconds: 1_000_000_000)
      measured = start.duration(to: clock.now)
      note("greeting")
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("down")
    repeating = HeadlessTask.start { [unowned self] in
      while !Task.isCancelled {
        note("step")
        tick.impactOccurred()
        do {
          try await HeadlessClock.sleep(for: .milliseconds(300))
        } catch {
          note("cancelled")
          return
        }
      }
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    note("up")
    repeating?.cancel()
  }
}

enum RepeatingStepperScreen: UIKitScreen {
  static let id = "repeating-stepper"
  static let summary = "A hold-to-repeat stepper driven by a Task and Task.sleep."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    RepeatingStepperController()
  }
}

/// A model whose task body uses `self` implicitly, as `Task { … }` in a class allows.
private final class CountingLoader {
  private(set) var loads = 0
  func load() { HeadlessTask.start { loads += 1 } }
}

@Suite("The app's tasks on the replay's thread and virtual clock")
struct HeadlessTaskTests {
  @Test("a held press steps at once and every 0.3 s until the lift cancels its task")
  func holdToRepeat() throws {
    let (scene, outcome) = try replayHosted(
      "wait 0.1s\ntap 200,400 for 1s\nwait 1s", on: RepeatingStepperScreen.self)
    let controller = try #require(scene.rootViewController as? RepeatingStepperController)
    let down = try #require(controller.log.first { $0.name == "down" }).time
    let up = try #require(controller.log.first { $0.name == "up" }).time
    let steps = controller.log.filter { $0.name == "step" }.map { $0.time - down }
    // The task the press started runs at the press's own time, then wakes on the virtual clock.
    #expect(steps == [0, sleep, 2 * sleep, 3 * sleep])
    #expect(up - down == 1_000_000_000)
    // The lift cancels the sleep at once: the task ends at the lift's time, not at its deadline.
    let cancelled = try #require(controller.log.first { $0.name == "cancelled" }).time
    #expect(cancelled == up)
    #expect(controller.log.filter { $0.name == "step" }.count == 4)
    // Each step's tick is a haptic at the step's time.
    let ticks = outcome.output.entries.compactMap { entry -> Int64? in
      guard case .haptic(let event) = entry else { return nil }
      return Int64((event.time * 1e9).rounded())
    }
    #expect(ticks.map { $0 - down } == steps)
  }

  @Test("a task started on load sleeps 1 s of virtual time and the clock measures exactly that")
  func delayedTask() throws {
    let (scene, _) = try replayHosted("wait 2s", on: RepeatingStepperScreen.self)
    let controller = try #require(scene.rootViewController as? RepeatingStepperController)
    #expect(controller.log.map(\.name) == ["greeting"])
    #expect(controller.log.first?.time == 1_000_000_000)
    #expect(controller.measured == .seconds(1))
  }

  @Test("two runs give the same log, to the nanosecond")
  func deterministic() throws {
    func run() throws -> [String] {
      let (scene, _) = try replayHosted(
        "tap 200,400 for 0.7s\nwait 0.2s\ntap 200,400 for 0.4s\nwait 1.5s",
        on: RepeatingStepperScreen.self)
      let controller = try #require(scene.rootViewController as? RepeatingStepperController)
      return controller.log.map { "\($0.name)@\($0.time)" }
    }
    let first = try run()
    #expect(first.count > 8)
    #expect(try run() == first)
  }

  @Test("a task body uses self implicitly, as Task's does, and runs once on the replay's thread")
  func implicitSelf() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    let loader = CountingLoader()
    runtime.run {
      loader.load()
      runtime.runReadyTasks()
    }
    #expect(loader.loads == 1)
  }
}
