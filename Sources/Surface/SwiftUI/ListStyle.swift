/// How a `List` sets out its rows and sections.
///
/// On iPhone `.automatic` is `.insetGrouped`. Styles change where rows and sections sit; no
/// style draws backgrounds or separators.
public protocol ListStyle {}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's style: inset grouped on iPhone.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows edge to edge, sections one after another.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Rows edge to edge, sections apart.
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections apart, inset from the list's edges.
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the list's edges, sections one after another.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar: on iPhone, set out as inset grouped.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

nonisolated extension View {
  /// Sets the style of the lists inside.
  public func listStyle(_ style: some ListStyle) -> some View {
    let appearance = (style as? any ListAppearanceStyle)?.appearance ?? .insetGrouped
    return environment(\.listStyleAppearance, appearance)
  }
}

/// A style's layout, read by the lists inside.
protocol ListAppearanceStyle {
  var appearance: ListAppearance { get }
}

private enum ListStyleAppearanceKey: EnvironmentKey {
  static var defaultValue: ListAppearance { .insetGrouped }
}

private enum ListAppearanceKey: EnvironmentKey {
  static var defaultValue: ListAppearance? { nil }
}

extension EnvironmentValues {
  /// The layout `listStyle(_:)` set for the lists inside.
  var listStyleAppearance: ListAppearance {
    get { self[ListStyleAppearanceKey.self] }
    set { self[ListStyleAppearanceKey.self] = newValue }
  }
  /// The layout of the list the view is in; nil outside lists.
  var listAppearance: ListAppearance? {
    get { self[ListAppearanceKey.self] }
    set { self[ListAppearanceKey.self] = newValue }
  }
}
