import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// Tolerance: none. Safe areas, insets and offsets are sums of the profiles' whole points
// (iPhone 15 Pro: 59 pt top, 34 pt bottom; iPhone SE: 20 pt top) and are compared exactly.

/// A full-screen list as an app writes one: a collection view of 60-pt rows filling the
/// controller's view, each inset change and scroll noted.
final class SafeAreaListController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  /// Rows in the list: 40 scroll, 3 fit on the screen.
  nonisolated(unsafe) static var rows = 40
  /// The behaviour the list is given before it is laid out.
  nonisolated(unsafe) static var behavior = UIScrollView.ContentInsetAdjustmentBehavior.automatic
  /// Extra safe area the controller asks for.
  nonisolated(unsafe) static var additional = UIEdgeInsets.zero
  nonisolated(unsafe) static var adjustsInsets = true

  private(set) var collectionView: UICollectionView!
  /// The adjusted insets the delegate heard, in order.
  var insetChanges: [UIEdgeInsets] = []
  /// How often the controller heard its view's safe area change.
  var safeAreaChanges = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: view.bounds.width, height: 60)
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.contentInsetAdjustmentBehavior = Self.behavior
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.accessibilityIdentifier = "list"
    view.addSubview(collectionView)
    additionalSafeAreaInsets = Self.additional
    automaticallyAdjustsScrollViewInsets = Self.adjustsInsets
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    safeAreaChanges += 1
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { Self.rows }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
  }

  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    insetChanges.append(scrollView.adjustedContentInset)
  }
}

enum SafeAreaListScreen: UIKitScreen {
  static let id = "safe-area-list"
  static let summary = "A full-screen list of 60-pt rows."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SafeAreaListController()
  }
}

enum SafeAreaTabsScreen: UIKitScreen {
  static let id = "safe-area-tabs"
  static let summary = "The same list as the first of two tabs."
  /// Whether the tab bar is translucent, as by default.
  nonisolated(unsafe) static var isTranslucent = true
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    let tabs = UITabBarController()
    tabs.tabBar.isTranslucent = isTranslucent
    tabs.viewControllers = [SafeAreaListController(), UIViewController()]
    return tabs
  }
}

enum SafeAreaNavigationScreen: UIKitScreen {
  static let id = "safe-area-navigation"
  static let summary = "The same list in a navigation controller."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    UINavigationController(rootViewController: SafeAreaListController())
  }
}

/// A navigation controller whose safe-area callback forgets `super`, as app code does.
final class ForgetfulNavigationController: UINavigationController {
  var safeAreaChanges = 0
  override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
}

/// A view that moves itself to `destination` as its layout pass begins (an override of
/// `layoutIfNeeded` may move a view).
final class SafeAreaMovingView: UIView {
  weak var destination: UIView?

  override func layoutIfNeeded() {
    if let destination, superview !== destination { destination.addSubview(self) }
    super.layoutIfNeeded()
  }
}

/// A tab bar controller whose safe-area callback forgets `super`.
final class ForgetfulTabBarController: UITabBarController {
  override func viewSafeAreaInsetsDidChange() {}
}

enum SafeAreaForgetfulScreen: UIKitScreen {
  static let id = "safe-area-forgetful"
  static let summary = "The list in a navigation controller in a tab bar controller."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    let tabs = ForgetfulTabBarController()
    tabs.viewControllers = [
      ForgetfulNavigationController(rootViewController: SafeAreaListController())
    ]
    return tabs
  }
}

/// A 393 × 852-pt window with a 59-pt status bar and a 34-pt home indicator (the iPhone 15
/// Pro's safe area in portrait).
private func notchedWindow() -> UIWindow {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  window.hostSafeAreas = (UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), .zero)
  return window
}

@Suite(
  "Safe area: the device's, passed down the hierarchy and into scroll views' insets",
  .serialized)
struct SafeAreaTests {
  /// The list hosted on `device`, laid out, with `rows` rows and `behavior`.
  private func host<Screen: UIKitScreen>(
    _ screen: Screen.Type, on device: DeviceProfile = .iPhone15Pro, rows: Int = 40,
    behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic,
    additional: UIEdgeInsets = .zero
  ) throws -> (scene: UIKitScene<Screen>, list: SafeAreaListController)
  where Screen.Configuration == UIKitScreenConfiguration {
    SafeAreaListController.rows = rows
    SafeAreaListController.behavior = behavior
    SafeAreaListController.additional = additional
    defer {
      SafeAreaListController.rows = 40
      SafeAreaListController.behavior = .automatic
      SafeAreaListController.additional = .zero
    }
    let scene = try UIKitScene<Screen>(device: device, configuration: .init())
    let root = try #require(scene.rootViewController)
    let list = try #require(
      (root as? SafeAreaListController)
        ?? (root as? UINavigationController)?.topViewController as? SafeAreaListController)
    return (scene, list)
  }

  @Test("the profiles carry their safe areas, and a tape's device gets them back by name")
  func profiles() {
    #expect(DeviceProfile.iPhone15Pro.safeAreaInsets == Insets(top: 59, bottom: 34))
    #expect(DeviceProfile.iPhone15ProMax.safeAreaInsets == Insets(top: 59, bottom: 34))
    #expect(DeviceProfile.iPhoneSE.safeAreaInsets == Insets(top: 20))
    let decoded = DeviceProfile(
      name: "iphone-15-pro", screenSize: Size2D(width: 393, height: 852), scale: 3,
      frameRate: 120)
    #expect(decoded == .iPhone15Pro)
    let custom = DeviceProfile(
      name: "iphone-15-pro", screenSize: Size2D(width: 400, height: 852), scale: 3,
      frameRate: 120)
    #expect(custom.safeAreaInsets == .zero)
  }

  @Test("a scrolling list takes the safe area as content inset and rests below the status bar")
  func scrollingList() throws {
    let (_, list) = try host(SafeAreaListScreen.self)
    #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(list.collectionView.safeAreaInsets == list.view.safeAreaInsets)
    #expect(list.collectionView.contentInset == .zero)
    #expect(
      list.collectionView.adjustedContentInset
        == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: -59))
    #expect(list.insetChanges == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
    #expect(list.safeAreaChanges == 1)
    // The first row shows below the status bar, and the safe area the inset took is not
    // passed on to the rows.
    let first = try #require(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(list.collectionView.convert(first.frame, to: nil).minY == 59)
    #expect(first.safeAreaInsets == .zero)
    // The end of the content rests above the home indicator: 40 × 60 − 852 + 34.
    list.collectionView.setContentOffset(CGPoint(x: 0, y: 10_000), animated: false)
    #expect(list.collectionView.contentOffset.y == 10_000)
  }

  @Test("a list that fits does not scroll, so .automatic leaves its insets alone")
  func listThatFits() throws {
    let (_, list) = try host(SafeAreaListScreen.self, rows: 3)
    #expect(list.collectionView.adjustedContentInset == .zero)
    #expect(list.collectionView.contentOffset == .zero)
    #expect(list.insetChanges.isEmpty)
    // `.always` adds the safe area anyway; `.never` never does, even when the list scrolls.
    let (_, always) = try host(SafeAreaListScreen.self, rows: 3, behavior: .always)
    #expect(
      always.collectionView.adjustedContentInset
        == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(always.collectionView.contentOffset == CGPoint(x: 0, y: -59))
    let (_, never) = try host(SafeAreaListScreen.self, behavior: .never)
    #expect(never.collectionView.adjustedContentInset == .zero)
    #expect(never.collectionView.contentOffset == .zero)
  }

  @Test("in a navigation controller the bar adds 44 pt, and even a list that fits is adjusted")
  func navigationBar() throws {
    let (scene, list) = try host(SafeAreaNavigationScreen.self, rows: 3)
    #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(
      list.collectionView.adjustedContentInset
        == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: -103))
    let navigation = try #require(list.navigationController)
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    withExtendedLifetime(scene) {}
  }

  @Test("the bars are placed even when a subclass's safe-area callback does not call super")
  func forgetfulContainers() throws {
    let scene = try UIKitScene<SafeAreaForgetfulScreen>(
      device: .iPhone15Pro, configuration: .init())
    let tabs = try #require(scene.rootViewController as? ForgetfulTabBarController)
    let navigation = try #require(tabs.selectedViewController as? ForgetfulNavigationController)
    #expect(navigation.safeAreaChanges == 1)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    let list = try #require(navigation.topViewController as? SafeAreaListController)
    #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
  }

  @Test("with automaticallyAdjustsScrollViewInsets off, only a list that scrolls is adjusted")
  func withoutAutomaticAdjustment() throws {
    SafeAreaListController.adjustsInsets = false
    defer { SafeAreaListController.adjustsInsets = true }
    let (fitting, short) = try host(SafeAreaNavigationScreen.self, rows: 3)
    #expect(short.collectionView.adjustedContentInset == .zero)
    #expect(short.collectionView.contentOffset == .zero)
    let (scrolling, long) = try host(SafeAreaNavigationScreen.self, rows: 40)
    #expect(
      long.collectionView.adjustedContentInset
        == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(long.collectionView.contentOffset == CGPoint(x: 0, y: -103))
    withExtendedLifetime((fitting, scrolling)) {}
  }

  @Test("in a tab bar controller the list runs under the translucent bar, its rows above it")
  func tabBar() throws {
    let scene = try UIKitScene<SafeAreaTabsScreen>(device: .iPhone15Pro, configuration: .init())
    let tabs = try #require(scene.rootViewController as? UITabBarController)
    let list = try #require(tabs.selectedViewController as? SafeAreaListController)
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
    #expect(list.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    #expect(
      list.collectionView.adjustedContentInset
        == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: -59))
    // An opaque bar: the list ends above it, with no bottom safe area left.
    SafeAreaTabsScreen.isTranslucent = false
    defer { SafeAreaTabsScreen.isTranslucent = true }
    let opaqueScene = try UIKitScene<SafeAreaTabsScreen>(
      device: .iPhone15Pro, configuration: .init())
    let opaque = try #require(
      (opaqueScene.rootViewController as? UITabBarController)?.selectedViewController
        as? SafeAreaListController)
    #expect(opaque.view.frame == CGRect(x: 0, y: 0, width: 393, height: 769))
    #expect(
      opaque.collectionView.adjustedContentInset
        == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
  }

  @Test("additional insets and the iPhone SE's status bar add up")
  func additionalAndSE() throws {
    let (_, list) = try host(
      SafeAreaListScreen.self, additional: UIEdgeInsets(top: 10, left: 0, bottom: 6, right: 0))
    #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 0, bottom: 40, right: 0))
    #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: -69))
    let (_, small) = try host(SafeAreaListScreen.self, on: .iPhoneSE)
    #expect(
      small.collectionView.adjustedContentInset
        == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(small.collectionView.contentOffset == CGPoint(x: 0, y: -20))
  }

  @Test("turned to landscape, the safe area turns with the screen")
  func landscape() throws {
    let (scene, list) = try host(SafeAreaListScreen.self)
    let root = try #require(scene.rootViewController)
    try UIKitScreenTransition(to: CGSize(width: 852, height: 393)).perform(on: root)
    list.view.window?.layoutIfNeeded()
    #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    // The list scrolls only vertically, so only the bottom edge becomes content inset, and the
    // list resting at its top stays there.
    #expect(
      list.collectionView.adjustedContentInset
        == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    #expect(list.collectionView.contentOffset == .zero)
  }

  @Test("non-finite additional insets are reported and the previous ones kept")
  func nonFiniteAdditionalInsets() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    let controller = UIViewController()
    runtime.run {
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
      controller.additionalSafeAreaInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
    }
    #expect(
      controller.additionalSafeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(runtime.takeProblems().map(\.call) == ["additionalSafeAreaInsets"])
  }

  /// The frame of the first item `layout` places in a landscape iPhone 15 Pro window.
  ///
  /// The collection view fills the window, whose safe area is 59 pt left and right and 21 pt at
  /// the bottom. Call inside a runtime.
  private func firstItemFrame(
    of layout: UICollectionViewLayout, from dataSource: CollectionTestDataSource
  ) -> CGRect {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
    window.hostSafeAreas = (.zero, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    let collectionView = dataSource.makeCollectionView(
      size: CGSize(width: 852, height: 393), layout: layout)
    window.addSubview(collectionView)
    window.layoutIfNeeded()
    collectionView.collectionViewLayout.invalidateLayout()
    collectionView.layoutIfNeeded()
    return collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
      ?? .null
  }

  @Test("a flow layout measuring from the safe area keeps landscape items off the sensor housing")
  func flowFromSafeArea() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 852, height: 393, scale: 3, frameRate: 120))
    let dataSource = CollectionTestDataSource(counts: [10])
    var firstItems: [CGRect] = []
    runtime.run {
      for reference in [
        UICollectionViewFlowLayout.SectionInsetReference.fromContentInset, .fromSafeArea,
      ] {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        layout.sectionInsetReference = reference
        firstItems.append(firstItemFrame(of: layout, from: dataSource))
      }
    }
    // The list scrolls only vertically, so its left and right safe area (59 pt each side) is
    // not content inset: from the content inset the first item is 10 pt in, from the safe area
    // 69 pt.
    #expect(firstItems.map(\.minX) == [10, 69])
    #expect(runtime.takeProblems().isEmpty)
  }

  @Test("a compositional layout inset from the safe area keeps landscape items off its edges")
  func compositionalFromSafeArea() {
    let runtime = HeadlessRuntime(
      display: HeadlessDisplay(width: 852, height: 393, scale: 3, frameRate: 120))
    let dataSource = CollectionTestDataSource(counts: [10])
    var firstItems: [CGRect] = []
    runtime.run {
      for reference in [UIContentInsetsReference.none, .safeArea] {
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
          subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.contentInsetsReference = reference
        let layout = UICollectionViewCompositionalLayout(
          section: NSCollectionLayoutSection(group: group), configuration: configuration)
        firstItems.append(firstItemFrame(of: layout, from: dataSource))
      }
    }
    // Full width with no reference; 59 pt in from each side, 734 pt wide, from the safe area.
    #expect(
      firstItems == [
        CGRect(x: 0, y: 0, width: 852, height: 60), CGRect(x: 59, y: 0, width: 734, height: 60),
      ])
    #expect(runtime.takeProblems().isEmpty)
  }

  @Test("a view covers only the part of the safe area over it")
  func partialCover() {
    let window = notchedWindow()
    let banner = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
    let middle = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
    let footer = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
    for view in [banner, middle, footer] { window.addSubview(view) }
    window.layoutIfNeeded()
    #expect(banner.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    #expect(middle.safeAreaInsets == .zero)
    #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
  }

  @Test("a controller moved from a plain parent into a navigation controller gets its bar")
  func childMovedIntoNavigation() {
    let window = notchedWindow()
    let root = UIViewController()
    let child = UIViewController()
    window.rootViewController = root
    root.addChild(child)
    root.view.addSubview(child.view)
    child.view.frame = root.view.bounds
    child.didMove(toParent: root)
    window.layoutIfNeeded()
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    let navigation = UINavigationController(rootViewController: child)
    window.rootViewController = navigation
    window.layoutIfNeeded()
    // 59 + the bar's 44. Fails with the kind of container taken from the parent before.
    #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
  }

  @Test("a view leaving the safe area loses it, and one moved into it mid-pass gets it")
  func movesInAndOut() {
    let window = notchedWindow()
    let banner = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
    let label = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 50))
    let middle = UIView(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
    let mover = SafeAreaMovingView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
    for view in [banner, middle] { window.addSubview(view) }
    banner.addSubview(label)
    window.layoutIfNeeded()
    // 59 − 20 = 39 of the banner is under the status bar, all of it over the label.
    #expect(label.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
    // The banner scrolled to the middle: it passes none down, and the label loses its 39.
    banner.frame.origin.y = 400
    window.layoutIfNeeded()
    #expect(label.safeAreaInsets == .zero)
    // Laid out under the middle view, which passes none, the mover goes to the window's top
    // before its own pass: 59 of it is under the status bar there.
    middle.addSubview(mover)
    mover.destination = window
    window.layoutIfNeeded()
    #expect(mover.superview === window)
    #expect(mover.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
  }

  @Test("a view's safe area follows its own frame and its superview's bounds between passes")
  func keptSafeAreaFollowsChanges() {
    let window = notchedWindow()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let child = UIView(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
    window.addSubview(container)
    container.addSubview(child)
    window.layoutIfNeeded()
    #expect(child.safeAreaInsets.top == 39)
    // A pass with nothing changed keeps it.
    window.layoutIfNeeded()
    #expect(child.safeAreaInsets.top == 39)
    // Its own frame moved: 59 − 40 = 19.
    child.frame.origin.y = 40
    window.layoutIfNeeded()
    #expect(child.safeAreaInsets.top == 19)
    // The container's bounds moved 30 pt down its content, as a scroll does: the child is drawn
    // at 10, so 49 of it is under the status bar.
    container.bounds.origin.y = 30
    window.layoutIfNeeded()
    #expect(child.safeAreaInsets.top == 49)
  }

  @Test("a pull from rest rubber-bands from the adjusted top, and the list settles back there")
  func pullFromRest() throws {
    let recording = try Session.record(
      scene: UIKitScene<SafeAreaListScreen>.self, device: .iPhone15Pro,
      script: try GestureScript(
        parsing: "touch 1 at 196,300\ndrag 1 to 196,500 in 0.5s\nlift 1\nwait 1.5s"))
    let offsets: [Double] = recording.events.compactMap { event in
      guard case .record(let record) = event, record.kind == .scroll, record.name == "didScroll",
        case .position(let y)? = record[field: "y"]
      else { return nil }
      return y
    }
    // The move to the adjusted top, heard while the screen was built, is recorded at time 0.
    #expect(offsets.first == -59)
    #expect((offsets.min() ?? 0) < -59 - 50)
    #expect(offsets.last == -59)
  }
}
