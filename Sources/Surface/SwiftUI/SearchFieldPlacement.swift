/// Where a search field is shown (inert, as `searchable(text:placement:prompt:)` is).
public struct SearchFieldPlacement: Equatable, Sendable {
  /// How a navigation bar drawer shows the field (inert).
  public struct NavigationBarDrawerDisplayMode: Equatable, Sendable {
    let always: Bool
    /// Shown until the content scrolls.
    public static let automatic = NavigationBarDrawerDisplayMode(always: false)
    /// Always shown.
    public static let always = NavigationBarDrawerDisplayMode(always: true)
  }

  let name: String
  let drawerAlways: Bool?

  /// The platform's choice.
  public static let automatic = SearchFieldPlacement(name: "automatic", drawerAlways: nil)
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar", drawerAlways: nil)
  /// In a sidebar.
  public static let sidebar = SearchFieldPlacement(name: "sidebar", drawerAlways: nil)
  /// In a drawer under the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(
    name: "navigationBarDrawer", drawerAlways: false)
  /// In a drawer under the navigation bar, shown as `displayMode` says.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer", drawerAlways: displayMode.always)
  }
}
