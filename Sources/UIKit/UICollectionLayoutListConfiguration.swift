/// How a list laid out by a compositional layout looks: its appearance, headers and footers.
///
/// Rows are full width with an estimated height of 44 points, which is their height headless
/// (self-sizing is not modelled; the 44-pt row is ours, after UIKit's default row height).
/// Headers and footers (``HeaderMode/supplementary``, ``FooterMode/supplementary``) are
/// full-width 44-pt estimates too (ours). The appearance does not change the geometry headless
/// (ours: grouped spacing and inset-grouped margins are not modelled); ``showsSeparators``,
/// ``backgroundColor`` and ``headerTopPadding`` are inert. Swipe-action providers are absent.
public struct UICollectionLayoutListConfiguration {
  /// The list's overall style.
  public enum Appearance: Int, Hashable, Sendable {
    case plain = 0
    case grouped = 1
    case insetGrouped = 2
    case sidebar = 3
    case sidebarPlain = 4
  }

  /// Whether sections have headers, and which kind.
  public enum HeaderMode: Int, Hashable, Sendable {
    /// No headers.
    case none = 0
    /// A supplementary header of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary = 1
    /// The first item of each section is its header (laid out as a row).
    case firstItemInSection = 2
  }

  /// Whether sections have footers.
  public enum FooterMode: Int, Hashable, Sendable {
    /// No footers.
    case none = 0
    /// A supplementary footer of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary = 1
  }

  /// The list's style.
  public let appearance: Appearance
  /// Whether rows show separators (inert); `true` by default.
  public var showsSeparators = true
  /// The sections' headers; none by default.
  public var headerMode = HeaderMode.none
  /// The sections' footers; none by default.
  public var footerMode = FooterMode.none
  /// The list's background colour (inert).
  public var backgroundColor: UIColor?
  /// Extra padding above each header (inert).
  public var headerTopPadding: CGFloat?

  /// A list configuration of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
