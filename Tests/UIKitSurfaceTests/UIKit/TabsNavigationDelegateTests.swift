import HapticTape
import HeadlessRuntime
import Testing
import UIKit

// No tolerance: callback orders compare exactly, and times are whole virtual-clock nanoseconds
// (an animated push or pop lasts 0.35 s = 350_000_000 ns).
private let pushNanoseconds: Int64 = 350_000_000

/// Notes what a navigation controller tells its delegate, with the controller's name.
final class TabsNavigationLogger: UINavigationControllerDelegate {
  let log: ChromeLog

  init(log: ChromeLog) { self.log = log }

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    log.note("willShow \((viewController as? ChromeLoggingController)?.name ?? "?") \(animated)")
  }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    log.note("didShow \((viewController as? ChromeLoggingController)?.name ?? "?") \(animated)")
  }
}

/// A delegate that implements neither method: the protocol's defaults apply.
final class TabsSilentNavigationDelegate: UINavigationControllerDelegate {}

@Suite(
  "Navigation controller delegate: told on first appearance, around pushes and pops, in order")
struct TabsNavigationDelegateTests {
  @Test("willShow right after the new top's viewWillAppear, didShow after viewDidAppear 0.35 s on")
  func pushAndPop() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    let log = ChromeLog()
    runtime.run {
      let root = ChromeLoggingController(name: "root", log: log)
      let navigation = UINavigationController(rootViewController: root)
      let logger = TabsNavigationLogger(log: log)
      navigation.delegate = logger
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = navigation
      navigation.beginAppearanceTransition(true, animated: false)
      navigation.endAppearanceTransition()
      let second = ChromeLoggingController(name: "second", log: log)
      navigation.pushViewController(second, animated: true)
      runtime.advance(to: .milliseconds(349))
      #expect(!log.names.contains("didShow second true"))
      runtime.advance(to: .milliseconds(350))
      navigation.popViewController(animated: true)
      runtime.advance(to: .milliseconds(700))
      navigation.pushViewController(
        ChromeLoggingController(name: "third", log: log), animated: false)
      #expect(navigation.delegate === logger)
    }
    #expect(
      log.names == [
        "root viewDidLoad", "root willAppear", "willShow root false", "root didAppear",
        "didShow root false", "second viewDidLoad",
        "root willDisappear", "second willAppear", "willShow second true", "root didDisappear",
        "second didAppear", "didShow second true", "second willDisappear", "root willAppear",
        "willShow root true", "second didDisappear", "root didAppear", "didShow root true",
        "third viewDidLoad", "root willDisappear", "third willAppear", "willShow third false",
        "root didDisappear", "third didAppear", "didShow third false",
      ])
    #expect(log.time(of: "willShow second true") == 0)
    #expect(log.time(of: "didShow second true") == pushNanoseconds)
    #expect(log.time(of: "willShow root true") == pushNanoseconds)
    #expect(log.time(of: "didShow root true") == 2 * pushNanoseconds)
    #expect(log.time(of: "didShow third false") == 2 * pushNanoseconds)
    #expect(runtime.takeProblems().isEmpty)
  }

  @Test("a delegate that implements nothing, and pushes while off screen, tell nothing")
  func defaultsAndOffScreen() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    let log = ChromeLog()
    runtime.run {
      let navigation = UINavigationController(
        rootViewController: ChromeLoggingController(name: "root", log: log))
      let silent = TabsSilentNavigationDelegate()
      navigation.delegate = silent
      navigation.pushViewController(
        ChromeLoggingController(name: "second", log: log), animated: true)
      let logger = TabsNavigationLogger(log: log)
      navigation.delegate = logger
      navigation.pushViewController(
        ChromeLoggingController(name: "third", log: log), animated: true)
      #expect(navigation.viewControllers.count == 3)
    }
    // Off screen (the navigation controller never appeared) nothing appears or is shown.
    #expect(log.names.filter { $0.contains("Show") }.isEmpty)
    #expect(!log.names.contains { $0.contains("Appear") })
  }
}
