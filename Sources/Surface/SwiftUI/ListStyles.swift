/// The platform's list style: inset grouped on iPhone.
public struct DefaultListStyle: ListStyle, ListAppearanceStyle {
  /// The platform's style.
  public init() {}
  var appearance: ListAppearance { .insetGrouped }
}

/// Rows edge to edge, sections one after another.
public struct PlainListStyle: ListStyle, ListAppearanceStyle {
  /// The plain style.
  public init() {}
  var appearance: ListAppearance { .plain }
}

/// Rows edge to edge, sections apart.
public struct GroupedListStyle: ListStyle, ListAppearanceStyle {
  /// The grouped style.
  public init() {}
  var appearance: ListAppearance { .grouped }
}

/// Sections apart, inset from the list's edges.
public struct InsetGroupedListStyle: ListStyle, ListAppearanceStyle {
  /// The inset grouped style.
  public init() {}
  var appearance: ListAppearance { .insetGrouped }
}

/// Rows inset from the list's edges, sections one after another.
public struct InsetListStyle: ListStyle, ListAppearanceStyle {
  /// The inset style.
  public init() {}
  var appearance: ListAppearance { .inset }
}

/// A sidebar: on iPhone, set out as inset grouped.
public struct SidebarListStyle: ListStyle, ListAppearanceStyle {
  /// The sidebar style.
  public init() {}
  var appearance: ListAppearance { .insetGrouped }
}
