import HeadlessRuntime

/// A collection view's data source that shows the sections and items of the last snapshot
/// applied, and turns each new snapshot into the batch update between the two, as in UIKit.
///
/// ```swift
/// enum Section { case main }
/// struct Photo: Hashable { var name: String }
/// final class PhotoCell: UICollectionViewCell {
///   private(set) var photo: Photo?
///   func show(_ photo: Photo) { self.photo = photo }
/// }
///
/// let collectionView = UICollectionView(
///   frame: CGRect(x: 0, y: 0, width: 393, height: 852),
///   collectionViewLayout: UICollectionViewFlowLayout())
/// let registration = UICollectionView.CellRegistration<PhotoCell, Photo> {
///   cell, indexPath, photo in
///   cell.show(photo)
/// }
/// let dataSource = UICollectionViewDiffableDataSource<Section, Photo>(
///   collectionView: collectionView
/// ) { collectionView, indexPath, photo in
///   collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Photo>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems([Photo(name: "Dunes"), Photo(name: "Harbour")])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// The collection view holds its data source weakly, as in UIKit: keep this object in a
/// property.
///
/// > Note: Animations are not modelled: an animated `apply` runs the difference through
/// > ``UICollectionView/performBatchUpdates(_:completion:)`` (so the layout's
/// > `prepare(forCollectionViewUpdates:)` and initial and final attributes are asked as for any
/// > batch update) and the view shows the end state at once.
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  /// Returns the cell for an item, usually from
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?
  /// Returns the supplementary view of a kind at an index path.
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?

  /// The supplementary views (headers, footers) for the layout's supplementary elements.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  private weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// Whether a snapshot was applied: the first one is shown with a reload.
  private var hasApplied = false

  /// A data source for `collectionView` whose cells `cellProvider` returns; it becomes the
  /// collection view's ``UICollectionView/dataSource``, as in UIKit.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  // MARK: - Snapshots

  /// A copy of the data shown now.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    current
  }

  /// Shows `snapshot`, through a batch update of the difference when animating.
  ///
  /// The first snapshot is shown with a ``UICollectionView/reloadData()``; later ones through a
  /// batch update of the difference (deleted, inserted and moved sections and items, reloaded
  /// items), animated or not, as UIKit does from iOS 15 (items that stay keep their cells;
  /// ``applySnapshotUsingReloadData(_:completion:)`` reloads instead); reconfigured items on
  /// screen then get their own cells back from the cell provider. `completion` runs after the
  /// batch update's completion, or at once after a reload. Animations are not modelled: the end
  /// state shows at once.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    guard hasApplied, let collectionView,
      collectionView.dataSource === self
    else {
      applySnapshotUsingReloadData(snapshot, completion: completion)
      return
    }
    let update = DiffableDifference.update(from: current, to: snapshot)
    let reloaded = Set(snapshot.reloadedItemIdentifiers)
    let reconfigured = snapshot.reconfiguredItemIdentifiers.filter { !reloaded.contains($0) }
    guard !update.isEmpty else {
      current = snapshot.applied
      reconfigure(reconfigured, in: collectionView)
      completion?()
      return
    }
    collectionView.performBatchUpdates(
      {
        // The counts before the update were read from the old snapshot; those after, from this.
        self.current = snapshot.applied
        collectionView.deleteSections(update.deletedSections)
        collectionView.insertSections(update.insertedSections)
        collectionView.reloadSections(update.reloadedSections)
        for move in update.movedSections {
          collectionView.moveSection(move.from, toSection: move.to)
        }
        collectionView.deleteItems(at: update.deletedItems)
        collectionView.insertItems(at: update.insertedItems)
        collectionView.reloadItems(at: update.reloadedItems)
        for move in update.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
      },
      completion: { _ in
        self.reconfigure(reconfigured, in: collectionView)
        completion?()
      })
  }

  /// Shows `snapshot` through ``UICollectionView/reloadData()``, without a difference, then
  /// calls `completion`.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot.applied
    hasApplied = true
    collectionView?.reloadData()
    completion?()
  }

  /// Shows `snapshot` as ``apply(_:animatingDifferences:completion:)`` does, returning once it
  /// is shown.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) async {
    apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
  }

  /// Shows `snapshot` through a reload, returning once it is shown.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  ) async {
    applySnapshotUsingReloadData(snapshot, completion: nil)
  }

  // MARK: - Identifiers

  /// The item shown at `indexPath`, or `nil` when there is none.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count >= 2 else { return nil }
    return current.item(at: indexPath.section, indexPath.item)
  }

  /// The index path of `itemIdentifier`, or `nil` when it is not shown.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.position(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
  }

  /// The section shown at `index`, or `nil` when there is none.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = current.sections
    return sections.indices.contains(index) ? sections[index].identifier : nil
  }

  /// The index of `sectionIdentifier`, or `nil` when it is not shown.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  // MARK: - UICollectionViewDataSource

  /// The number of sections in the snapshot shown.
  open func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The number of items in section `section` of the snapshot shown.
  open func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    let sections = current.sections
    return sections.indices.contains(section) ? sections[section].items.count : 0
  }

  /// The cell the cell provider returns for the item at `indexPath`.
  ///
  /// A provider returning `nil`, or an index path the snapshot does not hold, is reported (UIKit
  /// raises an exception) and the item gets a plain cell of ours.
  open func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let item = itemIdentifier(for: indexPath) else {
      return placeholderCell(
        in: collectionView, at: indexPath,
        message: "no item of the snapshot is at \(collectionView.describe(indexPath))")
    }
    guard let cell = cellProvider(collectionView, indexPath, item) else {
      return placeholderCell(
        in: collectionView, at: indexPath,
        message:
          "the cell provider returned nil for item \(item) at "
          + "\(collectionView.describe(indexPath)); it must return a cell (UIKit raises an "
          + "exception)")
    }
    return cell
  }

  /// The view the supplementary view provider returns; without a provider, or when it returns
  /// `nil`, a reported problem and a plain view (UIKit raises an exception).
  open func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    report(
      "collectionView(_:viewForSupplementaryElementOfKind:at:)",
      "the layout shows a \(kind) view at \(collectionView.describe(indexPath)) but "
        + "supplementaryViewProvider "
        + (supplementaryViewProvider == nil ? "is not set" : "returned nil")
        + " (UIKit raises an exception)")
    return UICollectionReusableView(frame: .zero)
  }

  /// Whether the item may be moved interactively; `false` (reordering is not modelled).
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }

  /// Does nothing (reordering is not modelled).
  open func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  // MARK: - Internal

  /// Asks the cell provider again for the cells on screen of `items`, dequeuing returning each
  /// item's own cell, as UIKit's `reconfigureItems` does; items off screen need nothing.
  ///
  /// A provider that returns another cell is reported and the cell on screen stays (ours).
  private func reconfigure(_ items: [ItemIdentifierType], in collectionView: UICollectionView) {
    for item in items {
      guard let indexPath = indexPath(for: item),
        let cell = collectionView.cellForItem(at: indexPath)
      else { continue }
      collectionView.cellBeingReconfigured = (indexPath, cell)
      let returned = cellProvider(collectionView, indexPath, item)
      collectionView.cellBeingReconfigured = nil
      guard let returned, returned !== cell else { continue }
      report(
        "collectionView(_:cellForItemAt:)",
        "the cell provider returned another cell while reconfiguring item \(item); it must "
          + "dequeue the cell with the identifier it was created with (the cell on screen stays)")
      collectionView.recycle(returned)
    }
  }

  /// A reused plain cell under a reuse identifier of ours, after reporting `message`.
  private func placeholderCell(
    in collectionView: UICollectionView, at indexPath: IndexPath, message: String
  ) -> UICollectionViewCell {
    report("collectionView(_:cellForItemAt:)", message)
    let identifier = "HapticTape.UICollectionViewDiffableDataSource.placeholder"
    if collectionView.cellClasses[identifier] == nil {
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
    }
    return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }
}
