import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// No tolerance: callback orders compare exactly, and times are whole virtual-clock nanoseconds
// (the push lasts 0.35 s = 350_000_000 ns, a presentation 0.3 s = 300_000_000 ns).
private let pushNanoseconds: Int64 = 350_000_000
private let presentationNanoseconds: Int64 = 300_000_000

/// What the screens' controllers heard, with the virtual time of each call.
final class ChromeLog {
  var entries: [(name: String, time: Int64)] = []

  func note(_ name: String) {
    entries.append((name, HeadlessRuntime.current?.now.nanoseconds ?? -1))
  }

  var names: [String] { entries.map(\.name) }

  /// The time of the first entry named `name` at or after position `start`.
  func time(of name: String, from start: Int = 0) -> Int64? {
    entries[start...].first { $0.name == name }?.time
  }
}

/// A controller that notes its appearance callbacks under its name.
class ChromeLoggingController: UIViewController {
  let name: String
  let log: ChromeLog

  init(name: String, log: ChromeLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    log.note("\(name) viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.note("\(name) willAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.note("\(name) didAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.note("\(name) willDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.note("\(name) didDisappear")
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    log.note("\(name) willTransition to \(Int(size.width))x\(Int(size.height))")
  }

  /// Adds a button at `frame` that runs `handler`.
  func addButton(_ title: String, at frame: CGRect, _ handler: @escaping () -> Void) {
    let button = UIButton(type: .system)
    button.frame = frame
    button.setTitle(title, for: .normal)
    button.addAction(UIAction { _ in handler() }, for: .touchUpInside)
    view.addSubview(button)
  }
}

/// A list of 20 rows of 60 pt: a tap on a row pushes its detail, animated.
final class ChromeListController: UITableViewController {
  let log: ChromeLog
  var selected: [Int] = []

  init(log: ChromeLog) {
    self.log = log
    super.init(style: .plain)
    title = "Inbox"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.rowHeight = 60
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    navigationItem.largeTitleDisplayMode = .always
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      systemItem: .compose, primaryAction: UIAction { [unowned self] _ in log.note("compose") })
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.note("list willAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.note("list didAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.note("list willDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.note("list didDisappear")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    20
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
    tableView.deselectRow(at: indexPath, animated: true)
    let detail = ChromeDetailController(name: "detail", log: log)
    detail.title = "Row \(indexPath.row)"
    navigationController?.pushViewController(detail, animated: true)
  }
}

/// A detail screen: a button that notes its taps and a back button that pops, animated.
final class ChromeDetailController: ChromeLoggingController {
  override func viewDidLoad() {
    super.viewDidLoad()
    addButton("Like", at: CGRect(x: 20, y: 400, width: 200, height: 60)) { [unowned self] in
      log.note("\(name) liked")
    }
    addButton("Back", at: CGRect(x: 20, y: 600, width: 200, height: 60)) { [unowned self] in
      navigationController?.popViewController(animated: true)
    }
  }
}

/// A navigation controller that keeps the screen's log.
final class ChromeNavigationController: UINavigationController {
  let log = ChromeLog()
}

enum ChromeInboxScreen: UIKitScreen {
  static let id = "chrome-inbox"
  static let summary = "A list in a navigation controller; a tapped row pushes its detail."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    let navigation = ChromeNavigationController(nibName: nil, bundle: nil)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.viewControllers = [ChromeListController(log: navigation.log)]
    return navigation
  }
}

/// A home screen whose "Compose" button presents a sheet (animated) with a "Close" button at
/// the same place that dismisses it (animated).
final class ChromeHomeController: ChromeLoggingController {
  var presentsFullScreen = false
  var composeTaps = 0
  var sheet: ChromeLoggingController?

  override func viewDidLoad() {
    super.viewDidLoad()
    addButton("Compose", at: CGRect(x: 20, y: 300, width: 200, height: 60)) { [unowned self] in
      composeTaps += 1
      let sheet = ChromeLoggingController(name: "sheet", log: log)
      if presentsFullScreen { sheet.modalPresentationStyle = .fullScreen }
      self.sheet = sheet
      present(sheet, animated: true) { [unowned self] in log.note("presented") }
      sheet.addButton("Close", at: CGRect(x: 20, y: 300, width: 200, height: 60)) {
        [unowned sheet, unowned self] in
        log.note("close tapped")
        sheet.dismiss(animated: true) { [unowned self] in log.note("dismissed") }
      }
    }
  }
}

enum ChromeSheetScreen: UIKitScreen {
  static let id = "chrome-sheet"
  static let summary = "A home screen that presents a sheet and dismisses it."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    UINavigationController(rootViewController: ChromeHomeController(name: "home", log: ChromeLog()))
  }
}

enum ChromeFullScreenScreen: UIKitScreen {
  static let id = "chrome-full-screen"
  static let summary = "A home screen that presents a full-screen controller and dismisses it."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    let home = ChromeHomeController(name: "home", log: ChromeLog())
    home.presentsFullScreen = true
    return UINavigationController(rootViewController: home)
  }
}

@Suite("Navigation and presentation: pushes, pops, sheets and alerts on the virtual clock")
struct ChromeNavigationTests {
  @Test("a tapped row pushes the detail: callbacks in UIKit's order, the did ones 0.35 s later")
  func push() throws {
    let (scene, _) = try replayHosted(
      "touch 1 at 196,253\nwait 60ms\nlift 1\nwait 1s", on: ChromeInboxScreen.self)
    let navigation = try #require(scene.rootViewController as? ChromeNavigationController)
    let log = navigation.log
    #expect(
      log.names == [
        "list willAppear", "list didAppear", "detail viewDidLoad", "list willDisappear",
        "detail willAppear", "list didDisappear", "detail didAppear",
      ])
    #expect(log.time(of: "list didAppear") == 0)
    let start = try #require(log.time(of: "list willDisappear"))
    #expect(start > 0)
    #expect(log.time(of: "detail willAppear") == start)
    #expect(log.time(of: "list didDisappear") == start + pushNanoseconds)
    #expect(log.time(of: "detail didAppear") == start + pushNanoseconds)
    let list = try #require(navigation.viewControllers.first as? ChromeListController)
    #expect(list.selected == [2])
    let detail = try #require(navigation.topViewController as? ChromeDetailController)
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.children.count == 2)
    #expect(detail.navigationController === navigation)
    #expect(detail.parent === navigation)
    #expect(navigation.visibleViewController === detail)
    // The detail's view fills the navigation controller's; the list's left the hierarchy.
    #expect(detail.view.superview === navigation.view)
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(list.view.superview == nil)
    // The bar keeps each controller's item; the list's title and its compose button.
    #expect(navigation.navigationBar.items?.map(\.title) == ["Inbox", "Row 2"])
    #expect(navigation.navigationBar.backItem?.rightBarButtonItem?.systemItem == .compose)
    #expect(list.navigationItem.largeTitleDisplayMode == .always)
  }

  @Test("after the push, touches reach the detail only; its back button pops, 0.35 s")
  func touchesThenPop() throws {
    let script = """
      touch 1 at 196,253
      wait 60ms
      lift 1
      wait 1s
      touch 1 at 120,430
      wait 60ms
      lift 1
      wait 300ms
      touch 1 at 120,630
      wait 60ms
      lift 1
      wait 1s
      """
    let (scene, _) = try replayHosted(script, on: ChromeInboxScreen.self)
    let navigation = try #require(scene.rootViewController as? ChromeNavigationController)
    let log = navigation.log
    let list = try #require(navigation.viewControllers.first as? ChromeListController)
    // The list starts below the status bar and the navigation bar (103 pt), so row 2 is under
    // y = 253; the taps at y = 430 and 630 would select rows 5 and 8 if they reached the list.
    #expect(list.selected == [2])
    #expect(log.names.filter { $0 == "detail liked" }.count == 1)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === list)
    let popStart = try #require(log.time(of: "detail willDisappear"))
    let popIndex = try #require(log.names.firstIndex(of: "detail willDisappear"))
    #expect(
      Array(log.names[popIndex...]) == [
        "detail willDisappear", "list willAppear", "detail didDisappear", "list didAppear",
      ])
    #expect(log.time(of: "list willAppear", from: popIndex) == popStart)
    #expect(log.time(of: "detail didDisappear") == popStart + pushNanoseconds)
    #expect(log.time(of: "list didAppear", from: popIndex) == popStart + pushNanoseconds)
    #expect(list.view.superview === navigation.view)
    #expect(navigation.view.subviews.count == 1)
    #expect(navigation.navigationBar.items?.count == 1)
  }

  @Test("a sheet takes the touches; completions 0.3 s after present and dismiss")
  func presentSheet() throws {
    // Compose at 0.06 s, then Close 1 s later: at the same place in the sheet, whose top is
    // 69 pt down the window (59 pt of safe area and the 10 pt gap above a sheet).
    let script = "tap 120,330\nwait 1s\ntap 120,400\nwait 1s"
    let (scene, _) = try replayHosted(script, on: ChromeSheetScreen.self)
    let navigation = try #require(scene.rootViewController as? UINavigationController)
    let home = try #require(navigation.topViewController as? ChromeHomeController)
    let log = home.log
    // A sheet (`.automatic`) keeps the home screen: it hears no disappearance.
    #expect(
      log.names == [
        "home viewDidLoad", "home willAppear", "home didAppear", "sheet viewDidLoad",
        "sheet willAppear", "sheet didAppear", "presented", "close tapped",
        "sheet willDisappear", "sheet didDisappear", "dismissed",
      ])
    #expect(home.composeTaps == 1)
    let presented = try #require(log.time(of: "sheet willAppear"))
    #expect(log.time(of: "sheet didAppear") == presented + presentationNanoseconds)
    #expect(log.time(of: "presented") == presented + presentationNanoseconds)
    let dismissed = try #require(log.time(of: "sheet willDisappear"))
    #expect(log.time(of: "close tapped") == dismissed)
    #expect(log.time(of: "dismissed") == dismissed + presentationNanoseconds)
    let sheet = try #require(home.sheet)
    #expect(sheet.view.superview == nil)
    #expect(navigation.presentedViewController == nil)
    #expect(sheet.presentingViewController == nil)
  }

  @Test("full screen: the presenter disappears and reappears around the presented controller")
  func presentFullScreen() throws {
    let (scene, _) = try replayHosted(
      "tap 120,330\nwait 1s\ntap 120,330\nwait 1s", on: ChromeFullScreenScreen.self)
    let navigation = try #require(scene.rootViewController as? UINavigationController)
    let home = try #require(navigation.topViewController as? ChromeHomeController)
    #expect(
      Array(home.log.names.dropFirst(3)) == [
        "sheet viewDidLoad", "home willDisappear", "sheet willAppear", "sheet didAppear",
        "home didDisappear", "presented", "close tapped", "sheet willDisappear",
        "home willAppear", "home didAppear", "sheet didDisappear", "dismissed",
      ])
    let start = try #require(home.log.time(of: "home willDisappear"))
    #expect(home.log.time(of: "home didDisappear") == start + presentationNanoseconds)
  }

  @Test("presented state while the sheet is up: links, isBeingPresented during the transition")
  func presentationLinks() throws {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    runtime.run {
      let home = ChromeHomeController(name: "home", log: ChromeLog())
      let navigation = UINavigationController(rootViewController: home)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = navigation
      navigation.beginAppearanceTransition(true, animated: false)
      navigation.endAppearanceTransition()
      let sheet = UIViewController()
      home.present(sheet, animated: true)
      #expect(sheet.isBeingPresented)
      // The presenter is the outermost controller; the child sees the presentation too.
      #expect(sheet.presentingViewController === navigation)
      #expect(navigation.presentedViewController === sheet)
      #expect(home.presentedViewController === sheet)
      #expect(navigation.visibleViewController === sheet)
      // The sheet's view sits in the view that dims what is behind it, over the window.
      #expect(sheet.view.superview?.superview === window)
      #expect(window.hitTest(CGPoint(x: 120, y: 330), with: nil) === sheet.view)
      runtime.advance(to: .milliseconds(299))
      #expect(sheet.isBeingPresented)
      runtime.advance(to: .milliseconds(300))
      #expect(!sheet.isBeingPresented)
      // A second presentation while one is up is refused with a problem.
      home.present(UIViewController(), animated: false)
      #expect(navigation.presentedViewController === sheet)
      home.dismiss(animated: false)
      #expect(navigation.presentedViewController == nil)
      #expect(sheet.view.superview == nil)
    }
    let problems = runtime.takeProblems()
    #expect(problems.count == 1)
    #expect(problems.first?.call == "present(_:animated:completion:)")
  }

  @Test("an alert is presented like any controller; choosing an action dismisses it first")
  func alert() throws {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    var chosen: [String] = []
    runtime.run {
      let home = UIViewController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = home
      let alert = UIAlertController(
        title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
        chosen.append(action.title ?? "")
        chosen.append(home.presentedViewController == nil ? "dismissed" : "still up")
      }
      alert.addAction(delete)
      alert.addTextField { $0.placeholder = "Type DELETE" }
      home.present(alert, animated: false)
      #expect(home.presentedViewController === alert)
      #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
      #expect(alert.actions.map(\.style) == [.cancel, .destructive])
      #expect(alert.textFields?.first?.placeholder == "Type DELETE")
      #expect(alert.modalPresentationStyle == .custom)
      alert.headlessChoose(delete)
    }
    #expect(chosen == ["Delete", "dismissed"])
    #expect(runtime.takeProblems().isEmpty)
  }

  @Test("a rotation reaches the presented controller, whose view follows the window's size")
  func rotationWhilePresented() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    let log = ChromeLog()
    runtime.run {
      let home = ChromeLoggingController(name: "home", log: log)
      let window = windowShowing(home)
      let sheet = ChromeLoggingController(name: "sheet", log: log)
      home.present(sheet, animated: false)
      window.headlessTransition(
        to: CGSize(width: 852, height: 393), duration: 0.4, targetTransform: .identity)
      #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    }
    #expect(
      log.names.filter { $0.contains("willTransition") } == [
        "home willTransition to 852x393", "sheet willTransition to 852x393",
      ])
    #expect(runtime.takeProblems().isEmpty)
  }

  @Test("pushing without animation, pop to root, and a controller pushed twice is refused")
  func stackEditing() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    runtime.run {
      let log = ChromeLog()
      let root = ChromeLoggingController(name: "root", log: log)
      let navigation = UINavigationController(rootViewController: root)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.rootViewController = navigation
      navigation.beginAppearanceTransition(true, animated: false)
      navigation.endAppearanceTransition()
      let second = ChromeLoggingController(name: "second", log: log)
      let third = ChromeLoggingController(name: "third", log: log)
      navigation.pushViewController(second, animated: false)
      navigation.pushViewController(third, animated: false)
      navigation.pushViewController(second, animated: false)
      #expect(navigation.viewControllers.count == 3)
      #expect(navigation.view.subviews.count == 1)
      let popped = navigation.popToRootViewController(animated: false)
      #expect(popped?.count == 2)
      #expect(popped?.first === second)
      #expect(navigation.topViewController === root)
      #expect(second.parent == nil && third.parent == nil)
      #expect(navigation.popViewController(animated: false) == nil)
      #expect(
        log.names == [
          "root viewDidLoad", "root willAppear", "root didAppear", "second viewDidLoad",
          "root willDisappear", "second willAppear", "root didDisappear", "second didAppear",
          "third viewDidLoad", "second willDisappear", "third willAppear", "second didDisappear",
          "third didAppear", "third willDisappear", "root willAppear", "third didDisappear",
          "root didAppear",
        ])
    }
    let problems = runtime.takeProblems()
    #expect(problems.map(\.call) == ["pushViewController(_:animated:)"])
  }
}
