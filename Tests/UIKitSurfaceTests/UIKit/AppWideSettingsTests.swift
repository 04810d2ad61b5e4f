import HapticTape
import HeadlessRuntime
import Testing
import UIKit

// Tolerance: opacities to 1e-9 (a linear fade's closed form); names and levels exactly.

/// A window that logs when it becomes and resigns key, as an app's subclass overrides them.
final class LoggingWindow: UIWindow {
  var log: [String] = []
  override func becomeKey() {
    super.becomeKey()
    log.append("become")
  }
  override func resignKey() {
    super.resignKey()
    log.append("resign")
  }
}

@Suite("UIKit's app-wide settings: key windows, window levels, animations, appearance")
struct AppWideSettingsTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test func makingAnotherWindowKeyTellsBothInTurn() {
    let runtime = HeadlessRuntime(display: display)
    let first = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let second = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    runtime.run {
      first.makeKeyAndVisible()
      first.makeKey()
      second.makeKey()
    }
    // Made key once (again changes nothing), then resigned for the second.
    #expect(first.log == ["become", "resign"])
    #expect(second.log == ["become"])
    #expect(!first.isKeyWindow && second.isKeyWindow)
  }

  @Test func windowLevelsAreUIKitsAndStackBySum() {
    let window = UIWindow(frame: .zero)
    #expect(window.windowLevel == .normal)
    window.windowLevel = .alert + 1
    #expect(window.windowLevel.rawValue == 2001)
    #expect(UIWindow.Level.statusBar < .alert && UIWindow.Level.statusBar.rawValue == 1000)
  }

  @Test func animationsTurnedOffFinishAtOnceUntilTurnedOn() {
    let runtime = HeadlessRuntime(display: display)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    var finished: [String] = []
    runtime.run {
      window.addSubview(view)
      window.makeKeyAndVisible()
      UIView.setAnimationsEnabled(false)
      #expect(!UIView.areAnimationsEnabled)
      UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { _ in
        finished.append("off@\(runtime.now.nanoseconds)")
      }
      runtime.frame(at: .milliseconds(500))
      UIView.setAnimationsEnabled(true)
      #expect(UIView.areAnimationsEnabled)
      UIView.animate(withDuration: 1, animations: { view.alpha = 1 }) { _ in
        finished.append("on@\(runtime.now.nanoseconds)")
      }
      for time in stride(from: 1_000, through: 2_000, by: 250) {
        runtime.frame(at: .milliseconds(Int64(time)))
      }
    }
    // Off: done with no time taken. On again: done a second after it began, at 1.5 s.
    #expect(finished == ["off@0", "on@1500000000"])
    #expect(view.alpha == 1)
  }

  @Test func noAssistiveTechnologyRunsAndAppearanceProxiesKeepWhatIsSet() {
    #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
    #expect(!UIView().accessibilityViewIsModal && !UIView().accessibilityPerformEscape())
  }
}
