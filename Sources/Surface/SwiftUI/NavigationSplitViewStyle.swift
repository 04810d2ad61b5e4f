/// How a `NavigationSplitView` shares its width between its columns.
///
/// Inert on iPhone: a collapsed split view shows one column at a time, in the whole width.
/// Apple's protocol asks a style for its body; this one asks nothing (ours), so an app's own
/// style compiles and is not used.
public protocol NavigationSplitViewStyle {}

/// The split view's own sharing of its width for the size it has.
///
/// Inert on iPhone, where the split view collapses into one stack.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The automatic style.
  ///
  /// Inert on iPhone.
  public init() {}
}

/// Leading columns beside the detail, the detail narrowed to make room.
///
/// Inert on iPhone, where the split view collapses into one stack.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The balanced style.
  ///
  /// Inert on iPhone.
  public init() {}
}

/// Leading columns over the detail, which keeps its width.
///
/// Inert on iPhone, where the split view collapses into one stack.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  /// The prominent-detail style.
  ///
  /// Inert on iPhone.
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The split view's own sharing of its width.
  ///
  /// Inert on iPhone.
  public static var automatic: AutomaticNavigationSplitViewStyle {
    AutomaticNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Leading columns beside the detail.
  ///
  /// Inert on iPhone.
  public static var balanced: BalancedNavigationSplitViewStyle {
    BalancedNavigationSplitViewStyle()
  }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// Leading columns over the detail.
  ///
  /// Inert on iPhone.
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
    ProminentDetailNavigationSplitViewStyle()
  }
}
