/// How a list laid out by a compositional layout looks: its appearance, headers and footers.
///
/// Rows are full width with an estimated height of 44 points, which is their height headless
/// (self-sizing is not modelled; the 44-pt row is ours, after UIKit's default row height).
/// Headers and footers (``HeaderMode/supplementary``, ``FooterMode/supplementary``) are
/// full-width 44-pt estimates too (ours). The appearance does not change the geometry headless
/// (ours: grouped spacing and inset-grouped margins are not modelled); ``showsSeparators``,
/// ``backgroundColor`` and ``headerTopPadding`` are inert.
///
/// The swipe-action providers make the list's cells swipe as a table's rows do (the same
/// thresholds, settle and rules; docs/compatibility/uikit.md, "Row swipes"): a collection view
/// whose layout has list sections asks the provider of the side the finger moves toward when a
/// horizontal drag begins on a cell.
///
/// ```swift
/// final class ShoppingListViewController: UIViewController {
///   private var items = ["Milk", "Bread", "Apples"]
///
///   func delete(at indexPath: IndexPath) {
///     items.remove(at: indexPath.item)
///   }
///
///   func makeLayout() -> UICollectionViewLayout {
///     var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
///     configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
///       let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
///         self.delete(at: indexPath)
///         completion(true)
///       }
///       return UISwipeActionsConfiguration(actions: [delete])
///     }
///     return UICollectionViewCompositionalLayout.list(using: configuration)
///   }
/// }
/// ```
public struct UICollectionLayoutListConfiguration {
  /// A closure that gives the swipe actions of the cell at an index path, or nil for none.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

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
  /// The actions a swipe from the leading edge of a cell shows; nil (no actions) by default.
  ///
  /// Asked, with the leading then the trailing provider, when a mostly horizontal drag begins
  /// on a cell; a nil or empty configuration on the side the finger moves toward does not swipe
  /// the cell. The list infers no action of its own (UIKit's lists have no Delete by default).
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a swipe from the trailing edge of a cell shows; nil (no actions) by default.
  ///
  /// Asked as ``leadingSwipeActionsConfigurationProvider`` is.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// A list configuration of `appearance`.
  public init(appearance: Appearance) {
    self.appearance = appearance
  }
}
