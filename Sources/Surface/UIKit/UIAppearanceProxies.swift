/// The appearance proxies of the bars and controls an app styles app-wide, as
/// `UINavigationBar.appearance().tintColor = .orange` does in an app's set-up.
///
/// Inert: each proxy is an instance of its class that keeps what is set on it; nothing is
/// copied onto the bars the app shows (nothing is drawn headless). Unlike iOS, a subclass's
/// `appearance()` is its base class's proxy.
enum UIAppearanceProxies {
  // Set only from app code on the replay thread, as on iOS from the main thread.
  nonisolated(unsafe) static let navigationBar = UINavigationBar()
  nonisolated(unsafe) static let tabBar = UITabBar()
  nonisolated(unsafe) static let pageControl = UIPageControl()
  nonisolated(unsafe) static let segmentedControl = UISegmentedControl()
  nonisolated(unsafe) static let tableView = UITableView()
  nonisolated(unsafe) static let switchControl = UISwitch()
  nonisolated(unsafe) static let label = UILabel()
}

extension UINavigationBar {
  /// The navigation bars' appearance proxy (inert).
  public static func appearance() -> UINavigationBar { UIAppearanceProxies.navigationBar }
}

extension UITabBar {
  /// The tab bars' appearance proxy (inert).
  public static func appearance() -> UITabBar { UIAppearanceProxies.tabBar }
}

extension UIPageControl {
  /// The page controls' appearance proxy (inert).
  public static func appearance() -> UIPageControl { UIAppearanceProxies.pageControl }
}

extension UISegmentedControl {
  /// The segmented controls' appearance proxy (inert).
  public static func appearance() -> UISegmentedControl { UIAppearanceProxies.segmentedControl }
}

extension UISwitch {
  /// The switches' appearance proxy (inert).
  public static func appearance() -> UISwitch { UIAppearanceProxies.switchControl }
}

extension UILabel {
  /// The labels' appearance proxy (inert).
  public static func appearance() -> UILabel { UIAppearanceProxies.label }
}
