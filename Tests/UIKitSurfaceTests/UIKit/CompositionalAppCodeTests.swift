import HeadlessRuntime
import Testing
import UIKit

// Tolerance: frames within 1e-9 pt (fractions 0.5 and 0.25 of 400 pt, whole-point estimates).
private let pointTolerance: CGFloat = 1e-9

/// A screen written as iOS apps write modern collection views: a diffable data source, cell
/// and supplementary registrations, a section provider that varies by section, a pinned header
/// with an estimated height, badges and a background.
private final class StoreViewController: UIViewController {
  enum Section: Int, CaseIterable { case featured, apps }

  static let headerKind = "section-header-element-kind"
  static let badgeKind = "badge-element-kind"
  static let backgroundKind = "background-element-kind"

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    configureDataSource()
  }

  private func createLayout() -> UICollectionViewLayout {
    let sectionProvider = {
      (sectionIndex: Int, layoutEnvironment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      guard let sectionKind = Section(rawValue: sectionIndex) else { return nil }
      let columns = layoutEnvironment.container.effectiveContentSize.width > 600 ? 4 : 2
      switch sectionKind {
      case .featured:
        let itemSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(180))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 0, bottom: 20, trailing: 0)
        return section
      case .apps:
        let badgeAnchor = NSCollectionLayoutAnchor(
          edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(
          widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(
          layoutSize: badgeSize, elementKind: StoreViewController.badgeKind,
          containerAnchor: badgeAnchor)
        let itemSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
          heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let headerSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: headerSize, elementKind: StoreViewController.headerKind, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        section.boundarySupplementaryItems = [header]
        let background = NSCollectionLayoutDecorationItem.background(
          elementKind: StoreViewController.backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 10, bottom: 0, trailing: 10)
        section.decorationItems = [background]
        return section
      }
    }
    let config = UICollectionViewCompositionalLayoutConfiguration()
    config.interSectionSpacing = 10
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: sectionProvider, configuration: config)
    layout.register(
      UICollectionReusableView.self, forDecorationViewOfKind: StoreViewController.backgroundKind)
    return layout
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Int> {
      cell, indexPath, identifier in
      cell.isHidden = false
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: StoreViewController.headerKind
    ) { supplementaryView, elementKind, indexPath in
      supplementaryView.alpha = 1
    }
    let badgeRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: StoreViewController.badgeKind
    ) { badgeView, elementKind, indexPath in
      badgeView.isHidden = indexPath.item % 2 == 1
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int)
        -> UICollectionViewCell? in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: kind == StoreViewController.headerKind ? headerRegistration : badgeRegistration,
        for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.featured, .apps])
    snapshot.appendItems([0], toSection: .featured)
    snapshot.appendItems(Array(1...40), toSection: .apps)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

@Suite("Compositional layout in app code: diffable data source, registrations, providers")
struct CompositionalAppCodeTests {
  private let display = HeadlessDisplay(width: 400, height: 800, scale: 2, frameRate: 60)

  @Test("a store screen lays out, shows badges and a pinned header, and reports nothing")
  func storeScreen() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let controller = StoreViewController()
      controller.view.frame = CGRect(x: 0, y: 0, width: 400, height: 800)
      controller.loadViewIfNeeded()
      let collectionView = try #require(controller.collectionView)
      collectionView.layoutIfNeeded()
      let layout = collectionView.collectionViewLayout
      // Featured: 180 tall, 20 inset below; 10 between sections; the apps header (44) at 210.
      let header = try #require(
        layout.layoutAttributesForSupplementaryView(
          ofKind: StoreViewController.headerKind, at: IndexPath(item: 0, section: 1)))
      #expect(abs(header.frame.minY - 210) <= pointTolerance)
      #expect(header.zIndex == 2)
      // Two columns of 200 in 400 pt, each inset 5: item 1 at (205, 259), 190 × 90.
      let second = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)))
      #expect(abs(second.frame.minX - 205) <= pointTolerance)
      #expect(abs(second.frame.minY - 259) <= pointTolerance)
      #expect(abs(second.frame.width - 190) <= pointTolerance)
      // The badge's corner sits on the item's top trailing corner (395, 259), moved by
      // (0.3, −0.3) × 20: origin (395 − 20 + 6, 259 − 6) = (381, 253).
      let badge = try #require(
        layout.layoutAttributesForSupplementaryView(
          ofKind: StoreViewController.badgeKind, at: IndexPath(item: 1, section: 1)))
      #expect(abs(badge.frame.minX - 381) <= pointTolerance)
      #expect(abs(badge.frame.minY - 253) <= pointTolerance)
      // 20 rows of 100 after the header: the background spans 210…2254, inset 10 at the sides.
      let background = try #require(
        layout.layoutAttributesForDecorationView(
          ofKind: StoreViewController.backgroundKind, at: IndexPath(item: 0, section: 1)))
      #expect(abs(background.frame.minX - 10) <= pointTolerance)
      #expect(abs(background.frame.height - 2_044) <= pointTolerance)
      #expect(collectionView.contentSize == CGSize(width: 400, height: 2_254))
      #expect(collectionView.indexPathsForVisibleItems.count == 13)
      #expect(
        collectionView.visibleSupplementaryViews(ofKind: StoreViewController.badgeKind).count
          == 12)
      // Scrolled into the apps, the header stays at the top of the visible area.
      collectionView.contentOffset = CGPoint(x: 0, y: 1_000)
      collectionView.layoutIfNeeded()
      let pinned = try #require(
        collectionView.supplementaryView(
          forElementKind: StoreViewController.headerKind, at: IndexPath(item: 0, section: 1)))
      #expect(abs(pinned.frame.minY - 1_000) <= pointTolerance)
      #expect(runtime.takeProblems().isEmpty)
    }
  }
}
