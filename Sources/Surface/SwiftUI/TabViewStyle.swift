/// How a `TabView` shows its pages.
///
/// `.automatic` is the tab bar on iPhone; `.page` a horizontally paging scroll view.
public protocol TabViewStyle {}

/// The tab bar style: the selected tab's content fills the view above the tab bar.
///
/// The tab bar is not drawn: a tap in a tab's slot of it selects the tab. `tabItem(_:)` is
/// inert.
public struct DefaultTabViewStyle: TabViewStyle {
  /// The tab bar style.
  public init() {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The platform's style: a tab bar on iPhone.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages side by side in a horizontally paging scroll view.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages side by side in a horizontally paging scroll view, with the page indicator shown as
  /// `indexDisplayMode` says (inert: no indicator is drawn).
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
    -> PageTabViewStyle
  {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

nonisolated extension View {
  /// Sets the style of the tab views inside.
  public func tabViewStyle(_ style: some TabViewStyle) -> some View {
    let paged = style is PageTabViewStyle
    return environment(\.tabViewPaged, paged)
  }

  /// The label of the view's tab in a tab bar (inert: the tab bar is not drawn).
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
}

private enum TabViewPagedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether `tabViewStyle(.page)` is set for the tab views inside.
  var tabViewPaged: Bool {
    get { self[TabViewPagedKey.self] }
    set { self[TabViewPagedKey.self] = newValue }
  }
}
