import UIKit

/// A data source and delegate for the collection-view suites: item counts per section, cells of
/// one registered class, and a log of the delegate calls.
final class CollectionTestDataSource: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  static let reuseIdentifier = "cell"
  var counts: [Int]
  /// Sizes by index path for the flow-layout delegate; `nil` uses the layout's item size.
  var sizes: [IndexPath: CGSize]?
  var log: [String] = []
  var vetoedSelection: Set<IndexPath> = []

  init(counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizes?[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  { !vetoedSelection.contains(indexPath) }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("select \(indexPath.section).\(indexPath.item)")
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    log.append("deselect \(indexPath.section).\(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("willDisplay \(indexPath.section).\(indexPath.item)")
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(indexPath.section).\(indexPath.item)")
  }

  /// A collection view of `size` showing this data source through `layout`, laid out once.
  func makeCollectionView(
    size: CGSize, layout: UICollectionViewLayout, cellClass: AnyClass = UICollectionViewCell.self
  ) -> UICollectionView {
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(cellClass, forCellWithReuseIdentifier: Self.reuseIdentifier)
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      collectionView.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: Self.reuseIdentifier)
    }
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.layoutIfNeeded()
    return collectionView
  }
}
