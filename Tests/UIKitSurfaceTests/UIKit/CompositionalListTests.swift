import Testing
import UIKit

// Tolerance: frames within 1e-9 pt (multiples of the 44-pt estimate).
private let pointTolerance: CGFloat = 1e-9

@Suite("UICollectionViewCompositionalLayout.list: full-width rows at the 44-pt estimate")
struct CompositionalListTests {
  @Test("a plain list with section headers: 390 × 44 rows under a 44-pt header")
  func plainListWithHeaders() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let collectionView = CollectionTestDataSource(counts: [3, 2]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    expectFrame(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame, CGRect(x: 0, y: 0, width: 390, height: 44), pointTolerance)
    expectFrame(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
      CGRect(x: 0, y: 44, width: 390, height: 44), pointTolerance)
    expectFrame(
      layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
      CGRect(x: 0, y: 132, width: 390, height: 44), pointTolerance)
    // Section 1: header at 176, rows at 220 and 264; 308 in all.
    expectFrame(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame,
      CGRect(x: 0, y: 264, width: 390, height: 44), pointTolerance)
    #expect(collectionView.contentSize == CGSize(width: 390, height: 308))
    #expect(configuration.showsSeparators)
  }

  @Test("a list section from a section provider, beside a grid section")
  func listSectionInProvider() {
    let layout = UICollectionViewCompositionalLayout { index, environment in
      if index == 1 {
        return .list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
          layoutEnvironment: environment)
      }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
      return NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
          subitems: [item]))
    }
    let collectionView = CollectionTestDataSource(counts: [2, 2]).makeCollectionView(
      size: CGSize(width: 390, height: 844), layout: layout)
    expectFrame(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
      CGRect(x: 195, y: 0, width: 195, height: 100), pointTolerance)
    expectFrame(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame,
      CGRect(x: 0, y: 144, width: 390, height: 44), pointTolerance)
    #expect(collectionView.contentSize.height == 188)
  }
}
