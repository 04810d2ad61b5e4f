import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: none; virtual times are exact nanoseconds.

/// A screen whose tap starts a 0.25 s fade, a delayed 0.2 s fade that starts 0.1 s later, and a
/// 0.5 s spring, each playing a haptic when it completes, as an app's code would.
final class TimersController: UIViewController {
  let badge = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
  private let selection = UISelectionFeedbackGenerator()
  private let notification = UINotificationFeedbackGenerator()
  private let impact = UIImpactFeedbackGenerator(style: .light)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(badge)
    badge.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.tapped() })
  }

  private func tapped() {
    UIView.animate(withDuration: 0.25, animations: { self.badge.alpha = 0 }) { finished in
      if finished { self.notification.notificationOccurred(.success) }
    }
    UIView.animate(
      withDuration: 0.2, delay: 0.1, options: .curveLinear,
      animations: { self.badge.center.y += 40 }
    ) { _ in self.selection.selectionChanged() }
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
      animations: { self.badge.center.x += 10 }
    ) { _ in self.impact.impactOccurred() }
  }
}

enum TimersScreen: UIKitScreen {
  static let id = "timers"
  static let summary = "A tap starts an animation, a delayed block and a repeating timer."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    TimersController()
  }
}

/// A delegate that sets a non-finite target, as a buggy snapping function might.
final class NaNTargetController: UIViewController, UIScrollViewDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    let scrollView = UIScrollView(frame: view.bounds)
    scrollView.contentSize = CGSize(width: view.bounds.width, height: 5_000)
    scrollView.delegate = self
    view.addSubview(scrollView)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    targetContentOffset.pointee.y = .nan
  }
}

enum NaNTargetScreen: UIKitScreen {
  static let id = "nan-target"
  static let summary = "A delegate that writes NaN into the target."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    NaNTargetController()
  }
}

/// A controller whose animation completion starts two more zero-length animations each time.
final class RunawayController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    spawn()
  }

  private func spawn() {
    UIView.animate(withDuration: 0, animations: {}) { [weak self] _ in
      self?.spawn()
      self?.spawn()
    }
  }
}

enum RunawayScreen: UIKitScreen {
  static let id = "runaway"
  static let summary = "Work that doubles every run."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    RunawayController()
  }
}

@Suite("UIKitScene: animations on the virtual clock, and faults in the app's code")
struct HostedClockTests {
  @Test("completions at 0.25 s, 0.1 + 0.2 s and 0.5 s after the tap, on the virtual clock")
  func timesAreVirtual() throws {
    let recording = try Session.record(
      scene: UIKitScene<TimersScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(parsing: "tap 200,200\nwait 1s"))
    let haptics = recording.hapticRecords
    let lift = try #require(recording.firstLiftTime)
    let byName = Dictionary(grouping: haptics, by: \.name)
    let after = { (name: String) in
      (byName[name] ?? []).map { ($0.timestamp - lift).nanoseconds }.sorted()
    }
    #expect(after("notification") == [250_000_000])
    #expect(after("selection") == [300_000_000])
    #expect(after("impact") == [500_000_000])
  }

  @Test("a delegate's NaN target ends the session with an error naming the type and the call")
  func nanTarget() throws {
    #expect {
      _ = try Session.record(
        scene: UIKitScene<NaNTargetScreen>.self, device: .iPhone15Pro,
        script: try GestureScript(parsing: "fling 1 from 200,700 to 200,300 velocity 1500"))
    } throws: { error in
      guard let error = error as? SceneError else { return false }
      return error.code == .hostedCode && error.message.contains("UIScrollView")
        && error.message.contains("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
        && error.message.contains("NaNTargetController")
    }
  }

  @Test("work that doubles every run is stopped at the limit and named, never a hang")
  func runaway() throws {
    #expect {
      _ = try Session.record(
        scene: UIKitScene<RunawayScreen>.self, device: .iPhone15Pro,
        script: try GestureScript(parsing: "wait 100ms"))
    } throws: { error in
      guard let error = error as? SceneError else { return false }
      return error.code == .hostedCode && error.message.contains("100000")
    }
  }
}
