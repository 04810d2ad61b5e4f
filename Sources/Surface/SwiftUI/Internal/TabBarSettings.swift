import UIKit

/// Whether the views of a tab-bar-style `TabView` hide its bar (`toolbar(.hidden, for:
/// .tabBar)`): the selected tab's views decide (``BarRequests``).
final class TabBarSettings {
  /// The bar's height above the bottom of the safe area, as UIKit's on an iPhone (the surface's
  /// `UITabBarController.standardBarHeight`).
  static let height = UITabBarController.standardBarHeight

  // Read by the tab view's layout pass, which follows every update that changes them.
  private var requests = BarRequests<Visibility>()

  /// Keeps `visibility` for the modifier's `node`.
  func set(_ visibility: Visibility, from node: ViewNode) { requests.set(visibility, from: node) }

  /// Forgets the request of a modifier that left.
  func remove(_ node: ObjectIdentifier) { requests.remove(node) }

  /// Whether the views of `tab` hide the bar: a modifier in it, or around it (as around the tab's
  /// content) asks.
  func isHidden(in tab: ViewNode) -> Bool {
    requests.deepest(from: { $0.isInside(tab) || tab.isInside($0) }) { $0 } == .hidden
  }
}

private enum TabBarSettingsKey: EnvironmentKey {
  static var defaultValue: TabBarSettings? { nil }
}

extension EnvironmentValues {
  /// The bar of the tab view the view is shown in.
  var tabBarSettings: TabBarSettings? {
    get { self[TabBarSettingsKey.self] }
    set { self[TabBarSettingsKey.self] = newValue }
  }
}

extension ViewNode {
  /// Whether the node is `ancestor` or below it.
  func isInside(_ ancestor: ViewNode) -> Bool {
    var current: ViewNode? = self
    while let node = current {
      if node === ancestor { return true }
      current = node.parent
    }
    return false
  }
}
