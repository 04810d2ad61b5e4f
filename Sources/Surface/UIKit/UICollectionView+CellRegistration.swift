// MARK: - Cell registrations

extension UICollectionView {
  /// A cell class and how to configure it for an item, registered with the collection view the
  /// first time a cell is dequeued with it, as in UIKit.
  ///
  /// ```swift
  /// struct Photo: Hashable { var name: String }
  /// final class PhotoCell: UICollectionViewCell {
  ///   private(set) var photo: Photo?
  ///   func show(_ photo: Photo) { self.photo = photo }
  /// }
  ///
  /// let registration = UICollectionView.CellRegistration<PhotoCell, Photo> {
  ///   cell, indexPath, photo in
  ///   cell.show(photo)
  /// }
  /// let collectionView = UICollectionView(
  ///   frame: CGRect(x: 0, y: 0, width: 393, height: 852),
  ///   collectionViewLayout: UICollectionViewFlowLayout())
  /// // The diffable data source's cell provider:
  /// let dataSource = UICollectionViewDiffableDataSource<Int, Photo>(
  ///   collectionView: collectionView
  /// ) { collectionView, indexPath, photo in
  ///   collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
  /// }
  /// ```
  ///
  /// Each registration has a reuse identifier of its own (ours), so its cells are reused only
  /// through it. Creating registrations inside the cell provider (which UIKit forbids from
  /// iOS 15) is not checked.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures `cell` to show the item `itemIdentifier` at `indexPath`.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    let handler: Handler
    let reuseIdentifier: String

    /// A registration of `Cell` that `handler` configures.
    public init(handler: @escaping Handler) {
      self.handler = handler
      reuseIdentifier = RegistrationIdentifier.next("CellRegistration", for: Cell.self)
    }
  }

  /// A cell of `registration`'s class for the item at `indexPath`, reused or new (see
  /// ``dequeueReusableCell(withReuseIdentifier:for:)``), configured by its handler with `item`.
  ///
  /// With `item` `nil` the handler is not called (ours).
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let identifier = registration.reuseIdentifier
    if cellClasses[identifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: identifier)
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    // The identifier is ours and registered with Cell, so the cast holds; a cell of another
    // class could only come from an app registering under our identifier.
    let cell: Cell
    if let typed = dequeued as? Cell {
      cell = typed
    } else {
      reportProblem(
        call: "dequeueConfiguredReusableCell(using:for:item:)",
        message:
          "the cell registered under \"\(identifier)\" is not a \(Cell.self); a new one was made")
      cell = Cell(reusableFrame: .zero)
      cell.reuseIdentifier = identifier
      if let attributes = attributes(forCellAt: indexPath) { cell.applyIfChanged(attributes) }
    }
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }
}
