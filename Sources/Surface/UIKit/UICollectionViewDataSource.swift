/// What a collection view shows: how many sections and items, and the cell (and supplementary
/// views) for each.
///
/// UIKit's optional methods have default implementations here (Swift on Linux has no optional
/// protocol requirements): one section, no supplementary views, no moves.
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for the item at `indexPath`, dequeued with
  /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The number of sections; 1 by default.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The supplementary view of `kind` at `indexPath`, dequeued with
  /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
  /// The default returns a plain ``UICollectionReusableView`` (ours: UIKit raises an exception
  /// when a layout asks for a supplementary view the data source does not provide).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
  /// Whether the item at `indexPath` may be moved interactively; `false` by default (inert:
  /// interactive movement is not modelled, so this is never asked).
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  /// Moves the item from `sourceIndexPath` to `destinationIndexPath` in the data (inert: never
  /// called headless).
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

// MARK: - Optional methods

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// A plain reusable view, reported as a problem: the layout asked for a supplementary view the
  /// data source does not provide.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.reportProblem(
      call: "collectionView(_:viewForSupplementaryElementOfKind:at:)",
      message:
        "the layout returned a supplementary view of kind \(kind) but the data source does not "
        + "implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
    return UICollectionReusableView(frame: .zero)
  }

  /// Items cannot be moved.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }

  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
