/// What a custom group's item provider returns: the frames of the group's items.
public typealias NSCollectionLayoutGroupCustomItemProvider =
  (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// An item that lays out other items (its subitems) along a horizontal or vertical line, or at
/// frames a closure gives: the unit a section repeats.
///
/// A group made with ``horizontal(layoutSize:subitems:)`` repeats its subitems along its axis as
/// long as the next one fits, so one item of `fractionalWidth(0.2)` in a full-width group makes
/// five columns. Subitems' fractional sizes are fractions of the group's size (less the group's
/// ``NSCollectionLayoutItem/contentInsets``).
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  enum Arrangement {
    /// Repeats the subitems in order while the next fits.
    case repeating
    /// `count` copies of the subitem, sized equally to fill the group (the deprecated
    /// `subitem:count:` form).
    case filling(count: Int)
    /// `count` copies of the subitem at its own size.
    case counted(count: Int)
    /// Frames from the item provider.
    case custom(NSCollectionLayoutGroupCustomItemProvider)
  }

  /// Whether the subitems run top to bottom (else leading to trailing).
  let isVertical: Bool
  let arrangement: Arrangement
  /// The items the group lays out.
  public let subitems: [NSCollectionLayoutItem]
  /// The spacing between the group's items; `nil` (none) by default.
  open var interItemSpacing: NSCollectionLayoutSpacing?
  private var groupSupplementaryItems: [NSCollectionLayoutSupplementaryItem] = []

  init(
    size: NSCollectionLayoutSize, isVertical: Bool, arrangement: Arrangement,
    subitems: [NSCollectionLayoutItem]
  ) {
    self.isVertical = isVertical
    self.arrangement = arrangement
    self.subitems = subitems
    super.init(size: size, supplementaryItems: [])
  }

  /// Supplementary items anchored to the group (settable on groups, as in UIKit).
  open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { groupSupplementaryItems }
    set { groupSupplementaryItems = newValue }
  }

  /// A group of `layoutSize` that repeats `subitems` from leading to trailing while they fit.
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(
      size: layoutSize, isVertical: false, arrangement: .repeating, subitems: subitems)
  }

  /// A group of `layoutSize` with `count` equal items side by side, `subitem`'s width ignored
  /// (deprecated in iOS 16 for ``horizontal(layoutSize:repeatingSubitem:count:)``).
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      size: layoutSize, isVertical: false, arrangement: .filling(count: count),
      subitems: [subitem])
  }

  /// A group of `layoutSize` that repeats `subitem`, at its own size, `count` times side by
  /// side.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      size: layoutSize, isVertical: false, arrangement: .counted(count: count),
      subitems: [subitem])
  }

  /// A group of `layoutSize` that repeats `subitems` from top to bottom while they fit.
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(
      size: layoutSize, isVertical: true, arrangement: .repeating, subitems: subitems)
  }

  /// A group of `layoutSize` with `count` equal items stacked, `subitem`'s height ignored
  /// (deprecated in iOS 16 for ``vertical(layoutSize:repeatingSubitem:count:)``).
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      size: layoutSize, isVertical: true, arrangement: .filling(count: count), subitems: [subitem])
  }

  /// A group of `layoutSize` that repeats `subitem`, at its own size, `count` times stacked.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      size: layoutSize, isVertical: true, arrangement: .counted(count: count), subitems: [subitem])
  }

  /// A group of `layoutSize` whose items sit at the frames `itemProvider` returns; the provider
  /// is called for each instance of the group, with an environment whose container is the
  /// group.
  open class func custom(
    layoutSize: NSCollectionLayoutSize,
    itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      size: layoutSize, isVertical: false, arrangement: .custom(itemProvider), subitems: [])
  }

  /// A short text description of the group (inert; ours: its kind, size and subitem count).
  open func visualDescription() -> String {
    "\(isVertical ? "vertical" : "horizontal") group \(layoutSize) with \(subitems.count) subitems"
  }
}
