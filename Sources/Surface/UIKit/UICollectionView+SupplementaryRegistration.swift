// MARK: - Supplementary registrations

extension UICollectionView {
  /// A supplementary view class (a header, a footer) of one element kind and how to configure
  /// it, registered with the collection view the first time a view is dequeued with it, as in
  /// UIKit.
  ///
  /// ```swift
  /// struct Album: Hashable { var title: String }
  /// final class TitleView: UICollectionReusableView {
  ///   var title = ""
  /// }
  ///
  /// let albums = [Album(title: "Summer"), Album(title: "Winter")]
  /// let collectionView = UICollectionView(
  ///   frame: CGRect(x: 0, y: 0, width: 393, height: 852),
  ///   collectionViewLayout: UICollectionViewFlowLayout())
  /// collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
  /// let dataSource = UICollectionViewDiffableDataSource<Album, String>(
  ///   collectionView: collectionView
  /// ) { collectionView, indexPath, _ in
  ///   collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
  /// }
  /// let header = UICollectionView.SupplementaryRegistration<TitleView>(
  ///   elementKind: UICollectionView.elementKindSectionHeader
  /// ) { view, elementKind, indexPath in
  ///   view.title = albums[indexPath.section].title
  /// }
  /// dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
  ///   collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
  /// }
  /// ```
  ///
  /// Each registration has a reuse identifier of its own (ours).
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures `supplementaryView`, of `elementKind`, for `indexPath`.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    /// The kind of element the registration's views show.
    public let elementKind: String
    let handler: Handler
    let reuseIdentifier: String

    /// A registration of `Supplementary` for elements of `elementKind` that `handler`
    /// configures.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      reuseIdentifier = RegistrationIdentifier.next(
        "SupplementaryRegistration", for: Supplementary.self)
    }
  }

  /// A view of `registration`'s class and kind for `indexPath`, reused or new (see
  /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``), configured by its
  /// handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.elementKind
    let identifier = registration.reuseIdentifier
    if supplementaryClasses[SupplementaryKey(kind: kind, identifier: identifier)] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    let view: Supplementary
    if let typed = dequeued as? Supplementary {
      view = typed
    } else {
      reportProblem(
        call: "dequeueConfiguredReusableSupplementary(using:for:)",
        message:
          "the view registered under \"\(identifier)\" is not a \(Supplementary.self); a new one "
          + "was made")
      view = Supplementary(reusableFrame: .zero)
      view.reuseIdentifier = identifier
    }
    registration.handler(view, kind, indexPath)
    return view
  }
}
