extension NSCollectionLayoutSection {
  /// The estimated height of a list row, header or footer (ours: UIKit's default row height).
  static let listEstimatedHeight: CGFloat = 44

  /// A section laid out as a list: full-width rows of an estimated 44 points, with a header or
  /// footer as `configuration` asks (see ``UICollectionLayoutListConfiguration``).
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(listEstimatedHeight))
    let row = NSCollectionLayoutItem(layoutSize: rowSize)
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: rowSize, subitems: [row]))
    section.listConfiguration = configuration
    if configuration.headerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: rowSize, elementKind: UICollectionView.elementKindSectionHeader,
          alignment: .top))
    }
    if configuration.footerMode == .supplementary {
      section.boundarySupplementaryItems.append(
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: rowSize, elementKind: UICollectionView.elementKindSectionFooter,
          alignment: .bottom))
    }
    return section
  }
}
