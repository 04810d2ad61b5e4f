/// A column of a `NavigationSplitView`: the sidebar, the content or the detail.
///
/// Apple: "A NavigationSplitView collapses into a single stack in some contexts, like on
/// iPhone or Apple Watch. Use this type with the preferredCompactColumn parameter to control
/// which column of the navigation split view appears on top of the collapsed stack."
public struct NavigationSplitViewColumn: Hashable, Sendable {
  /// The column's place: 0 the sidebar, 1 the content, 2 the detail.
  let position: Int

  /// The leading column.
  ///
  /// On iPhone, the root of the collapsed stack.
  public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(position: 0) }

  /// The middle column of a three-column split view.
  ///
  /// On iPhone, pushed over the sidebar; in a two-column split view it stands for the detail.
  public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(position: 1) }

  /// The detail column.
  ///
  /// On iPhone, pushed over the column before it.
  public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(position: 2) }
}
