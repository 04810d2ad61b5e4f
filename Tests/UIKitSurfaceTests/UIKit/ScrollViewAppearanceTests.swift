import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

/// Sets `UIScrollView.appearance()` up as apps do, around scroll views made before and after.
final class AppearanceController: UIViewController {
  let early = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  let table = UITableView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
  let late = UIScrollView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
  let collection = UICollectionView(
    frame: CGRect(x: 0, y: 300, width: 100, height: 100),
    collectionViewLayout: UICollectionViewFlowLayout())

  override func viewDidLoad() {
    super.viewDidLoad()
    // Made before the proxy is set, but not yet in a window: it takes the setting on entering.
    view.addSubview(early)
    UIScrollView.appearance().bounces = false
    UIScrollView.appearance().decelerationRate = .fast
    // A subclass's proxy reaches its views only, and wins over its base class's.
    UICollectionView.appearance().isPagingEnabled = true
    UICollectionView.appearance().decelerationRate = .normal
    view.addSubview(table)
    view.addSubview(collection)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Views already on screen keep what they have; a view entering later takes both settings.
    UIScrollView.appearance().alwaysBounceVertical = true
    view.addSubview(late)
  }
}

enum AppearanceScreen: UIKitScreen {
  static let id = "scroll-view-appearance"
  static let summary = "Scroll views under an appearance proxy."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    AppearanceController()
  }
}

@Suite("UIScrollView.appearance(): set once, taken by each scroll view entering a window")
struct ScrollViewAppearanceTests {
  @Test func scrollViewsEnteringAWindowTakeTheProxysSettings() throws {
    let scene = try UIKitScene<AppearanceScreen>(device: .iPhone15Pro, configuration: .init())
    let controller = try #require(scene.rootViewController as? AppearanceController)
    #expect(!controller.early.bounces)
    #expect(controller.early.decelerationRate == .fast)
    #expect(!controller.table.bounces, "a table view is a scroll view: it takes the setting")
    #expect(!controller.early.alwaysBounceVertical, "set after it entered a window")
    #expect(!controller.late.bounces)
    #expect(controller.late.alwaysBounceVertical)
  }

  @Test func aSubclasssProxyReachesItsViewsOnlyAndWins() throws {
    let scene = try UIKitScene<AppearanceScreen>(device: .iPhone15Pro, configuration: .init())
    let controller = try #require(scene.rootViewController as? AppearanceController)
    #expect(controller.collection.isPagingEnabled)
    #expect(controller.collection.decelerationRate == .normal)
    #expect(!controller.collection.bounces, "its base class's proxy reaches it too")
    #expect(!controller.early.isPagingEnabled)
    #expect(!controller.table.isPagingEnabled)
    #expect(controller.table.decelerationRate == .fast)
  }

  @Test func outsideAReplayTheProxyReachesNoView() {
    let proxy = UIScrollView.appearance()
    proxy.bounces = false
    #expect(UIScrollView(frame: .zero).bounces)
    #expect(UIScrollView.appearance() !== proxy, "each call outside a replay makes a new proxy")
  }

  @Test func aTableViewKeepsItsOwnProxy() {
    #expect(UITableView.appearance() === UITableView.appearance(), "the table views' own, inert")
  }
}
