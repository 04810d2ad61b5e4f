import UIKit

/// The photos screen: a full-screen paging preview with parallax and, on top of it at the bottom
/// safe area, a centred strip of thumbnails whose focused one grows to its photo's aspect ratio.
public final class PhotosViewController: UIViewController, UICollectionViewDataSource {
  /// What the screen is built with.
  public struct Settings {
    /// Each photo's width / height; the number of photos is the list's length.
    public var aspectRatios: [CGFloat] = [1.5, 0.75, 1, 2, 0.5, 1.333, 0.667, 1.778, 0.5625, 1.25]
    /// The bottom safe-area inset the strip sits on in portrait, in points.
    public var portraitBottomSafeAreaInset: CGFloat = 34
    /// The bottom safe-area inset in landscape, in points.
    public var landscapeBottomSafeAreaInset: CGFloat = 21
    /// Whether a change of the active photo plays selection feedback.
    public var playsSelectionFeedback = false

    public init() {}
  }

  /// Why a delete did not start.
  public enum DeleteRefusal: Error {
    /// Two photos or fewer are left (the app shows an alert).
    case tooFewPhotos
    /// A drag, move or delete is still running.
    case busy
  }

  static let thumbnailsHeight: CGFloat = 66

  private let settings: Settings
  private var aspectRatios: [CGFloat]
  private let previewLayout = PreviewLayout()
  private let thumbnailLayout: ThumbnailLayout
  private lazy var preview = UICollectionView(frame: .zero, collectionViewLayout: previewLayout)
  private lazy var thumbnails = UICollectionView(
    frame: .zero, collectionViewLayout: thumbnailLayout)
  private lazy var synchronizer = ScrollSynchronizer(
    preview: preview, previewLayout: previewLayout, thumbnails: thumbnails,
    thumbnailLayout: thumbnailLayout)
  private let selectionFeedback = UISelectionFeedbackGenerator()
  /// The size the collections were last laid out for.
  private var laidOutSize = CGSize.zero

  public init(settings: Settings = Settings()) {
    self.settings = settings
    aspectRatios = settings.aspectRatios
    thumbnailLayout = ThumbnailLayout(aspectRatios: settings.aspectRatios)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The photo in focus.
  public var activeIndex: Int { synchronizer.activeIndex }
  /// The number of photos.
  public var photoCount: Int { aspectRatios.count }
  /// The smallest screen height the strip fits in, on either bottom safe-area inset.
  public var minimumScreenHeight: CGFloat {
    Self.thumbnailsHeight
      + max(settings.portraitBottomSafeAreaInset, settings.landscapeBottomSafeAreaInset)
  }
  /// The strip's `expandingRate`.
  public var expandingRate: CGFloat { thumbnailLayout.config.expandingRate }

  public override func viewDidLoad() {
    super.viewDidLoad()
    preview.accessibilityIdentifier = "preview"
    preview.isPagingEnabled = true
    preview.register(PreviewCollectionViewCell.self, forCellWithReuseIdentifier: "preview")
    preview.dataSource = self
    view.addSubview(preview)

    thumbnails.accessibilityIdentifier = "thumbnails"
    thumbnails.decelerationRate = .fast
    thumbnails.register(ThumbnailCollectionViewCell.self, forCellWithReuseIdentifier: "thumbnail")
    thumbnails.dataSource = self
    view.addSubview(thumbnails)

    layoutCollections(in: view.bounds.size)
    thumbnails.contentOffset = CGPoint(x: -thumbnailLayout.farInset, y: 0)
    synchronizer.onActiveIndexChange = { [weak self] _ in
      guard let self, self.settings.playsSelectionFeedback else { return }
      self.selectionFeedback.selectionChanged()
    }
    synchronizer.bind()
  }

  /// A rotation lays the collections out again for the new size.
  public override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    if view.bounds.size != laidOutSize { layoutCollections(in: view.bounds.size) }
  }

  /// While the screen rotates, neither collection follows the other, and both layouts land on
  /// the active photo (their `targetContentOffset(forProposedContentOffset:)`).
  public override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    synchronizer.unbind()
    previewLayout.targetIndex = activeIndex
    thumbnailLayout.targetIndex = activeIndex
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      guard let self else { return }
      self.previewLayout.targetIndex = nil
      self.thumbnailLayout.targetIndex = nil
      self.synchronizer.bind()
    }
  }

  /// The preview fills the screen; the strip lies on the bottom safe area.
  private func layoutCollections(in size: CGSize) {
    laidOutSize = size
    preview.frame = CGRect(origin: .zero, size: size)
    let bottomInset =
      size.width > size.height
      ? settings.landscapeBottomSafeAreaInset : settings.portraitBottomSafeAreaInset
    thumbnails.frame = CGRect(
      x: 0, y: size.height - bottomInset - Self.thumbnailsHeight, width: size.width,
      height: Self.thumbnailsHeight)
    thumbnails.contentInset = thumbnailLayout.insets
  }

  /// Deletes photo `index` after the strip's delete animation.
  /// - Throws: ``DeleteRefusal`` when two photos or fewer are left or the screen is busy.
  public func deletePhoto(at index: Int) throws(DeleteRefusal) {
    guard aspectRatios.count > 2 else { throw .tooFewPhotos }
    guard synchronizer.canDelete else { throw .busy }
    guard aspectRatios.indices.contains(index) else { return }
    synchronizer.delete(at: index) { [weak self] in
      guard let self else { return }
      self.aspectRatios.remove(at: index)
      self.thumbnailLayout.aspectRatios = self.aspectRatios
    }
  }

  // MARK: - UICollectionViewDataSource

  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    aspectRatios.count
  }

  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(
      withReuseIdentifier: collectionView === preview ? "preview" : "thumbnail", for: indexPath)
  }
}
