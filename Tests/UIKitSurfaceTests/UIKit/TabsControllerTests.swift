import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// No tolerance: callback orders and frames compare exactly, and times are whole virtual-clock
// nanoseconds (the pop to root lasts the push's 0.35 s = 350_000_000 ns).
private let popNanoseconds: Int64 = 350_000_000

/// Logs what the tab bar controller asks and tells, and refuses the "Profile" tab.
final class TabsDelegate: UITabBarControllerDelegate {
  let log: ChromeLog

  init(log: ChromeLog) { self.log = log }

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    let title = viewController.tabBarItem.title ?? "?"
    log.note("should \(title)")
    return title != "Profile"
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    log.note("did \(viewController.tabBarItem.title ?? "?")")
  }
}

/// A tab bar controller that keeps the screen's log and its delegate.
final class TabsRootController: UITabBarController {
  let log = ChromeLog()
  lazy var tabsDelegate = TabsDelegate(log: log)
}

/// Three tabs: a feed in a navigation controller (its "Open" button pushes a post, animated),
/// search and a profile the delegate refuses.
enum TabsScreen: UIKitScreen {
  static let id = "tabs-three"
  static let summary = "A tab bar controller with a feed, search and profile tab."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    let tabs = TabsRootController(nibName: nil, bundle: nil)
    let log = tabs.log
    let feed = ChromeLoggingController(name: "feed", log: log)
    feed.addButton("Open", at: CGRect(x: 20, y: 300, width: 200, height: 60)) {
      [unowned feed] in
      feed.navigationController?.pushViewController(
        ChromeLoggingController(name: "post", log: log), animated: true)
    }
    let navigation = UINavigationController(rootViewController: feed)
    navigation.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
    let search = ChromeLoggingController(name: "search", log: log)
    search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
    let profile = ChromeLoggingController(name: "profile", log: log)
    profile.title = "Profile"
    profile.tabBarItem.badgeValue = "3"
    tabs.delegate = tabs.tabsDelegate
    tabs.viewControllers = [navigation, search, profile]
    return tabs
  }
}

@Suite("Tab bar controller: taps on the bar select tabs through the delegate")
struct TabsControllerTests {
  @Test("taps select search, are refused on profile, select the feed; the tabs' callbacks")
  func tapsSelectTabs() throws {
    // The bar is y 769–852 (852 − 83: 49 pt over the 34-pt home indicator); three items of
    // 131 pt: centres x 65.5, 196.5, 327.5.
    // The last tap lands where the feed's "Open" button was: the feed's view is gone.
    let script = """
      tap 65,827
      wait 200ms
      tap 196,827
      wait 200ms
      tap 327,827
      wait 200ms
      tap 120,330
      wait 200ms
      """
    let (scene, _) = try replayHosted(script, on: TabsScreen.self)
    let tabs = try #require(scene.rootViewController as? TabsRootController)
    let log = tabs.log
    #expect(
      log.names == [
        "feed viewDidLoad", "feed willAppear", "feed didAppear",
        // A tap on the selected feed (no stack to pop) is asked and told, with no callbacks.
        "should Feed", "did Feed",
        "should Search", "search viewDidLoad", "feed willDisappear", "search willAppear",
        "feed didDisappear", "search didAppear", "did Search",
        "should Profile",
      ])
    #expect(!log.names.contains("post viewDidLoad"))
    #expect(tabs.selectedIndex == 1)
    let search = try #require(tabs.selectedViewController as? ChromeLoggingController)
    #expect(search.name == "search")
    #expect(search.tabBarController === tabs)
    #expect(tabs.children.count == 3)
    #expect(tabs.tabBar.items?.map(\.title) == ["Feed", "Search", "Profile"])
    #expect(tabs.tabBar.items?.last?.badgeValue == "3")
    #expect(tabs.tabBar.selectedItem === search.tabBarItem)
    // The selected view fills the screen under the translucent bar, 49 pt over the iPhone 15
    // Pro's 34-pt home indicator, which is its bottom safe area; the feed's view left.
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    #expect(search.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(search.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    #expect(tabs.view.subviews.count == 2)
    #expect(tabs.view.subviews.last === tabs.tabBar)
    let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
    #expect(navigation.view.superview == nil)
    // The search tap came 0.28 s into the replay (80 ms tap, 200 ms wait) and lifted at 0.36 s;
    // touches are sampled at 120 Hz, so the lift is the sample at 43/120 s (the last ≤ 0.36 s).
    let selected = try #require(log.time(of: "should Search"))
    #expect(selected == 43 * 1_000_000_000 / 120)
    #expect(log.time(of: "search didAppear") == selected)
  }

  @Test("a tap on the selected navigation tab pops it to its root, animated 0.35 s")
  func reselectPopsToRoot() throws {
    let script = "tap 120,330\nwait 1s\ntap 65,827\nwait 1s"
    let (scene, _) = try replayHosted(script, on: TabsScreen.self)
    let tabs = try #require(scene.rootViewController as? TabsRootController)
    let log = tabs.log
    let start = try #require(log.names.firstIndex(of: "should Feed"))
    #expect(
      Array(log.names[start...]) == [
        "should Feed", "post willDisappear", "feed willAppear", "did Feed",
        "post didDisappear", "feed didAppear",
      ])
    let popped = try #require(log.time(of: "post willDisappear"))
    #expect(log.time(of: "should Feed") == popped)
    #expect(log.time(of: "feed didAppear", from: start) == popped + popNanoseconds)
    #expect(log.time(of: "post didDisappear") == popped + popNanoseconds)
    let navigation = try #require(tabs.selectedViewController as? UINavigationController)
    #expect(navigation.viewControllers.count == 1)
    #expect(tabs.selectedIndex == 0)
    #expect(log.names.contains("post didAppear"))
  }

  @Test("tabs in code: no delegate calls, removed selected tab, bad selections")
  func tabsInCode() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    let log = ChromeLog()
    runtime.run {
      let tabs = UITabBarController(nibName: nil, bundle: nil)
      let delegate = TabsDelegate(log: log)
      tabs.delegate = delegate
      #expect(tabs.selectedIndex == NSNotFound)
      #expect(tabs.viewControllers == nil)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = tabs
      tabs.beginAppearanceTransition(true, animated: false)
      tabs.endAppearanceTransition()
      let first = ChromeLoggingController(name: "first", log: log)
      let second = ChromeLoggingController(name: "second", log: log)
      let third = ChromeLoggingController(name: "third", log: log)
      tabs.setViewControllers([first, second, third], animated: false)
      tabs.selectedIndex = 2
      tabs.selectedIndex = 7
      tabs.selectedViewController = UIViewController()
      #expect(tabs.selectedViewController === third)
      // Removing the selected tab selects the tab at its index, clamped to the last.
      tabs.viewControllers = [first, second]
      #expect(tabs.selectedIndex == 1)
      #expect(third.parent == nil)
      #expect(third.viewIfLoaded?.superview == nil)
      tabs.viewControllers = [first, first]
      #expect(tabs.viewControllers?.count == 2)
    }
    #expect(
      log.names == [
        "first viewDidLoad", "first willAppear", "first didAppear", "third viewDidLoad",
        "first willDisappear", "third willAppear", "first didDisappear", "third didAppear",
        "second viewDidLoad", "third willDisappear", "second willAppear", "third didDisappear",
        "second didAppear",
      ])
    #expect(
      runtime.takeProblems().map(\.call) == [
        "selectedViewController", "setViewControllers(_:animated:)",
      ])
  }
}
