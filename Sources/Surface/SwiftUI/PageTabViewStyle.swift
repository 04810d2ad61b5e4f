/// The page style of `TabView`: its pages side by side in a horizontally paging scroll view, a
/// `UIScrollView` with `isPagingEnabled` on the calibrated engine, as on iOS.
///
/// A fling moves one page; the selection follows the page the scroll view settles on.
public struct PageTabViewStyle: TabViewStyle {
  /// When the page indicator shows (inert: no indicator is drawn).
  public struct IndexDisplayMode: Hashable, Sendable {
    let kind: Int
    /// Shown with more than one page (Apple).
    public static let automatic = IndexDisplayMode(kind: 0)
    /// Always shown.
    public static let always = IndexDisplayMode(kind: 1)
    /// Never shown.
    public static let never = IndexDisplayMode(kind: 2)
  }

  /// When the page indicator shows (inert).
  public var indexDisplayMode: IndexDisplayMode

  /// The page style, its indicator shown as `indexDisplayMode` says.
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
}
