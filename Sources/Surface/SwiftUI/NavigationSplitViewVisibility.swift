/// Which leading columns of a `NavigationSplitView` are shown beside the detail.
///
/// Inert on iPhone: a split view collapsed into one stack shows one column at a time, whatever
/// the visibility; a binding to it is left as the app set it.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  /// 0 automatic, 1 all, 2 double column, 3 detail only.
  private let kind: Int

  /// The split view's own choice for the size it has.
  ///
  /// Inert on iPhone.
  public static var automatic: NavigationSplitViewVisibility {
    NavigationSplitViewVisibility(kind: 0)
  }

  /// Every column.
  ///
  /// Inert on iPhone.
  public static var all: NavigationSplitViewVisibility { NavigationSplitViewVisibility(kind: 1) }

  /// The content and detail columns of a three-column split view; the sidebar and detail of a
  /// two-column one.
  ///
  /// Inert on iPhone.
  public static var doubleColumn: NavigationSplitViewVisibility {
    NavigationSplitViewVisibility(kind: 2)
  }

  /// The detail column alone.
  ///
  /// Inert on iPhone.
  public static var detailOnly: NavigationSplitViewVisibility {
    NavigationSplitViewVisibility(kind: 3)
  }
}
