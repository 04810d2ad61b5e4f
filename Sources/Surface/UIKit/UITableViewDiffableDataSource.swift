import HeadlessRuntime

/// A table view's data source that shows the sections and rows of the last snapshot applied,
/// and turns each new snapshot into the batch update between the two, as in UIKit.
///
/// ```swift
/// enum Section { case all }
/// struct Contact: Identifiable { var id: Int; var name: String }
///
/// let contacts = [1: Contact(id: 1, name: "Ada"), 2: Contact(id: 2, name: "Grace")]
/// let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: .plain)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
/// let dataSource = UITableViewDiffableDataSource<Section, Contact.ID>(tableView: tableView) {
///   tableView, indexPath, id in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
///   cell.textLabel?.text = contacts[id]?.name
///   return cell
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Contact.ID>()
/// snapshot.appendSections([.all])
/// snapshot.appendItems(contacts.keys.sorted())
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// The table view holds its data source weakly, as in UIKit: keep this object in a property.
/// Subclass it to give section titles or allow editing, as on iOS.
///
/// > Note: Animations are not modelled: an animated `apply` runs the difference through
/// > ``UITableView/performBatchUpdates(_:completion:)`` with ``defaultRowAnimation`` and the
/// > table shows the end state at once.
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  /// Returns the cell for a row, usually from
  /// ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  /// The animation of inserted, deleted and reloaded rows; `.automatic` by default (inert:
  /// accepted, not modelled).
  public var defaultRowAnimation: UITableView.RowAnimation = .automatic

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  /// Whether a snapshot was applied: the first one is shown with a reload.
  private var hasApplied = false

  /// A data source for `tableView` whose cells `cellProvider` returns; it becomes the table
  /// view's ``UITableView/dataSource``, as in UIKit.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  // MARK: - Snapshots

  /// A copy of the data shown now.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    current
  }

  /// Shows `snapshot`, through a batch update of the difference when animating.
  ///
  /// The first snapshot is shown with a ``UITableView/reloadData()``; later ones through a
  /// batch update of the difference, animated or not, as UIKit does from iOS 15 (rows that stay
  /// keep their cells; ``applySnapshotUsingReloadData(_:completion:)`` reloads instead);
  /// reconfigured rows on screen then get their own cells back from the cell provider.
  /// `completion` runs after the batch update's completion, or at once after a reload.
  /// Animations are not modelled: the end state shows at once.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    guard hasApplied, let tableView, tableView.dataSource === self else {
      applySnapshotUsingReloadData(snapshot, completion: completion)
      return
    }
    let update = DiffableDifference.update(from: current, to: snapshot)
    let reloaded = Set(snapshot.reloadedItemIdentifiers)
    let reconfigured = snapshot.reconfiguredItemIdentifiers.filter { !reloaded.contains($0) }
    guard !update.isEmpty else {
      current = snapshot.applied
      reconfigure(reconfigured, in: tableView)
      completion?()
      return
    }
    let animation = defaultRowAnimation
    tableView.performBatchUpdates(
      {
        // The counts before the update were read from the old snapshot; those after, from this.
        self.current = snapshot.applied
        tableView.deleteSections(update.deletedSections, with: animation)
        tableView.insertSections(update.insertedSections, with: animation)
        tableView.reloadSections(update.reloadedSections, with: animation)
        for move in update.movedSections {
          tableView.moveSection(move.from, toSection: move.to)
        }
        tableView.deleteRows(at: update.deletedItems, with: animation)
        tableView.insertRows(at: update.insertedItems, with: animation)
        tableView.reloadRows(at: update.reloadedItems, with: animation)
        for move in update.movedItems { tableView.moveRow(at: move.from, to: move.to) }
      },
      completion: { _ in
        self.reconfigure(reconfigured, in: tableView)
        completion?()
      })
  }

  /// Shows `snapshot` through ``UITableView/reloadData()``, without a difference, then calls
  /// `completion`.
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    completion: (() -> Void)? = nil
  ) {
    current = snapshot.applied
    hasApplied = true
    tableView?.reloadData()
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
    return current.item(at: indexPath.section, indexPath.row)
  }

  /// The index path of `itemIdentifier`, or `nil` when it is not shown.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.position(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
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

  // MARK: - UITableViewDataSource

  /// The number of sections in the snapshot shown.
  open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

  /// The number of rows in section `section` of the snapshot shown.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    let sections = current.sections
    return sections.indices.contains(section) ? sections[section].items.count : 0
  }

  /// The cell the cell provider returns for the row at `indexPath`.
  ///
  /// A provider returning `nil`, or an index path the snapshot does not hold, is reported (UIKit
  /// raises an exception) and the row gets a plain cell that is not reused (ours).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let place = tableView.describe(indexPath)
    guard let item = itemIdentifier(for: indexPath) else {
      return placeholderCell("no item of the snapshot is at \(place)")
    }
    guard let cell = cellProvider(tableView, indexPath, item) else {
      return placeholderCell(
        "the cell provider returned nil for item \(item) at \(place); it must return a cell "
          + "(UIKit raises an exception)")
    }
    return cell
  }

  /// The header title of a section; `nil` (subclasses override it, as on iOS).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// The footer title of a section; `nil` (subclasses override it, as on iOS).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Whether a row can be edited; `false`, so rows do not swipe (subclasses override it, as on
  /// iOS).
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Whether a row can be moved; `false` (reordering is inert).
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Commits an edit; does nothing (a subclass that overrides it, and `canEditRowAt`, gets the
  /// Delete swipe action on its rows).
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    tableView.defaultCommitWasCalled = true
  }

  // MARK: - Internal

  /// Asks the cell provider again for the cells on screen of `items`, dequeuing returning each
  /// row's own cell, as UIKit's `reconfigureItems` does; rows off screen need nothing.
  ///
  /// A provider that returns another cell is reported and the cell on screen stays (ours).
  private func reconfigure(_ items: [ItemIdentifierType], in tableView: UITableView) {
    for item in items {
      guard let indexPath = indexPath(for: item), let cell = tableView.cellForRow(at: indexPath)
      else { continue }
      tableView.cellBeingReconfigured = (indexPath, cell)
      let returned = cellProvider(tableView, indexPath, item)
      tableView.cellBeingReconfigured = nil
      guard let returned, returned !== cell else { continue }
      HeadlessRuntime.current?.report(
        HeadlessProblem(
          type: "UITableViewDiffableDataSource", call: "tableView(_:cellForRowAt:)",
          message:
            "the cell provider returned another cell while reconfiguring item \(item); it must "
            + "dequeue the cell with the identifier it was created with (the cell on screen "
            + "stays)"))
      tableView.recycle(returned)
    }
  }

  private func placeholderCell(_ message: String) -> UITableViewCell {
    HeadlessRuntime.current?.report(
      HeadlessProblem(
        type: "UITableViewDiffableDataSource", call: "tableView(_:cellForRowAt:)",
        message: message))
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}
