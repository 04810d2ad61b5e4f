/// What the user changed of an adaptable tab view's tabs (iOS 18): which tabs show in the tab
/// bar and the sidebar, kept with `@AppStorage` or `@SceneStorage`.
///
/// Kept, not acted on (inert): no user customizes tabs headless, and every tab shows. An app's
/// own changes are read back as written.
///
/// ```swift
/// import SwiftUI
///
/// struct Home: View {
///   @AppStorage("tabs") private var customization = TabViewCustomization()
///   var body: some View {
///     TabView {
///       Tab("Schedule", systemImage: "calendar") { Text("Today") }.customizationID("schedule")
///     }
///     .tabViewStyle(.sidebarAdaptable)
///     .tabViewCustomization($customization)
///   }
/// }
/// ```
public struct TabViewCustomization: Hashable, Codable, Sendable {
  /// The visibilities set, by tab, as the names of their cases (stored as text).
  private var tabBarVisibilities: [String: String] = [:]
  private var sidebarVisibilities: [String: String] = [:]

  /// No changes: every tab as its app placed it.
  public init() {}

  /// Whether the tab with customization ID `id` shows in the tab bar; `.automatic` until set.
  public subscript(visibility id: String) -> Visibility {
    get { Self.visibility(named: tabBarVisibilities[id]) }
    set { tabBarVisibilities[id] = "\(newValue)" }
  }

  /// Whether the tab with customization ID `id` shows in the sidebar; `.automatic` until set.
  public subscript(sidebarVisibility id: String) -> Visibility {
    get { Self.visibility(named: sidebarVisibilities[id]) }
    set { sidebarVisibilities[id] = "\(newValue)" }
  }

  /// The visibility a stored name stands for; `.automatic` for none or one not known.
  private static func visibility(named name: String?) -> Visibility {
    Visibility.allCases.first { "\($0)" == name } ?? .automatic
  }

  /// Forgets the visibility set for every tab.
  public mutating func resetVisibility() {
    tabBarVisibilities = [:]
    sidebarVisibilities = [:]
  }
}

/// iOS 18's adaptable tab view style: a tab bar on iPhone (a sidebar on iPad), shown here as
/// ``DefaultTabViewStyle`` shows it.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
  /// The adaptable style.
  public init() {}
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A tab bar on iPhone that becomes a sidebar on iPad (iOS 18): the tab bar here.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension Tab {
  /// Names the tab for the user's customization (inert: kept nowhere, as no user customizes
  /// tabs headless).
  public func customizationID(_ id: String) -> Tab { self }
}

nonisolated extension View {
  /// Keeps the tab view's customization in `customization` (inert: no user changes the tabs
  /// headless, so the binding is never written).
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
    self
  }
}

extension AppStorage where Value == TabViewCustomization {
  /// A tab view's customization stored under `key`, `wrappedValue` until one is (iOS 18).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue)
  }
}
