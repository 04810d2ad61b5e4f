import UIKit

/// The thumbnail strip: thumbnails half as wide as the strip is tall, centred by large side
/// insets; the one at the centre grows toward its photo's aspect ratio and pushes the others
/// aside, scaled by `expandingRate`; animations add per-thumbnail `updates`.
final class ThumbnailLayout: UICollectionViewLayout {
  struct Configuration {
    var defaultAspectRatio: CGFloat = 0.5
    var distanceBetween: CGFloat = 4
    var distanceBetweenFocused: CGFloat = 20
    var expandingRate: CGFloat = 1
    var updates: [Int: ThumbnailCellUpdate] = [:]
  }

  var config = Configuration() {
    didSet { invalidateLayout() }
  }

  /// Each photo's width / height.
  var aspectRatios: [CGFloat] {
    didSet { invalidateLayout() }
  }

  /// The photo to land on when the bounds change (rotation); `nil` leaves the offset alone.
  var targetIndex: Int?

  init(aspectRatios: [CGFloat]) {
    self.aspectRatios = aspectRatios
    super.init()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var itemsCount: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

  var itemSize: CGSize {
    let height = collectionView?.bounds.height ?? 0
    return CGSize(width: height * config.defaultAspectRatio, height: height)
  }

  var cellWithSpacing: CGFloat { itemSize.width + config.distanceBetween }

  /// The side inset that lets the first and last thumbnail reach the centre.
  var farInset: CGFloat {
    guard let collectionView else { return .zero }
    return (collectionView.bounds.width - itemSize.width - config.distanceBetween) / 2
  }

  var insets: UIEdgeInsets {
    UIEdgeInsets(top: .zero, left: farInset, bottom: .zero, right: farInset)
  }

  /// The content offset without the left inset: where the centre of the strip is.
  var offsetWithoutInsets: CGPoint {
    guard let collectionView else { return .zero }
    return CGPoint(
      x: collectionView.contentOffset.x + farInset, y: collectionView.contentOffset.y)
  }

  /// The share of the content scrolled past the centre.
  var relativeOffset: CGFloat {
    guard let collectionView else { return 0 }
    let width = collectionViewContentSize.width
    return width > 0
      ? (collectionView.contentOffset.x + collectionView.contentInset.left) / width : 0
  }

  /// The thumbnail nearest the centre.
  var nearestIndex: Int {
    let count = itemsCount
    guard count > 0 else { return 0 }
    let nearest = (relativeOffset * CGFloat(count) + 0.5).rounded(.down)
    guard nearest.isFinite else { return 0 }
    return Int(min(max(nearest, 0), CGFloat(count - 1)))
  }

  /// The offset that scrolls `relative` of the content past the centre.
  func contentOffset(relative: CGFloat) -> CGPoint {
    CGPoint(
      x: collectionViewContentSize.width * relative - farInset,
      y: collectionView?.contentOffset.y ?? 0)
  }

  override func prepare() {
    super.prepare()
    if let collectionView, collectionView.contentInset != insets {
      collectionView.contentInset = insets
    }
  }

  // The content size does not follow the expansion.
  override var collectionViewContentSize: CGSize {
    CGSize(width: CGFloat(itemsCount) * cellWithSpacing, height: itemSize.height)
  }

  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    true
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    let cells = (0..<itemsCount).map(cell(for:))
    let sideCells = cells.filter { $0.leftShift != 0 || $0.rightShift != 0 }
    return cells.map { $0.attributes(with: sideCells) }.filter { attributes in
      attributes.frame.offsetBy(dx: attributes.transform.tx, dy: 0).intersects(rect)
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.section == 0, (0..<itemsCount).contains(indexPath.item) else { return nil }
    let cells = (0..<itemsCount).map(cell(for:))
    let sideCells = cells.filter { $0.leftShift != 0 || $0.rightShift != 0 }
    return cells[indexPath.item].attributes(with: sideCells)
  }

  /// Stops on the nearer of the two thumbnails around the proposed offset.
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    guard let collection = collectionView, cellWithSpacing > 0 else {
      return super.targetContentOffset(
        forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }
    let relative = (proposedContentOffset.x + collection.contentInset.left) / cellWithSpacing
    let leftIndex = max(0, floor(relative))
    let rightIndex = min(ceil(relative), CGFloat(itemsCount))
    let leftCenter = leftIndex * cellWithSpacing - collection.contentInset.left
    let rightCenter = rightIndex * cellWithSpacing - collection.contentInset.left
    if abs(leftCenter - proposedContentOffset.x) < abs(rightCenter - proposedContentOffset.x) {
      return CGPoint(x: leftCenter, y: proposedContentOffset.y)
    } else {
      return CGPoint(x: rightCenter, y: proposedContentOffset.y)
    }
  }

  /// Keeps the target thumbnail centred when the bounds change.
  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    let targetOffset = super.targetContentOffset(forProposedContentOffset: proposedContentOffset)
    guard let targetIndex, itemsCount > 0 else { return targetOffset }
    let offset = CGFloat(targetIndex) / CGFloat(itemsCount)
    return CGPoint(x: collectionViewContentSize.width * offset - farInset, y: targetOffset.y)
  }

  /// The thumbnail at `item`: grown by its distance from the centre, then its update.
  private func cell(for item: Int) -> ThumbnailCell {
    var cell = ThumbnailCell(
      item: item,
      dims: ThumbnailCell.Dimensions(
        defaultSize: itemSize,
        aspectRatio: aspectRatios.indices.contains(item)
          ? aspectRatios[item] : config.defaultAspectRatio,
        inset: config.distanceBetween, insetAsExpanded: config.distanceBetweenFocused))
    let cellOffset = cell.center.x - itemSize.width / 2
    let distance = abs(cellOffset - offsetWithoutInsets.x)
    if distance < cellWithSpacing {
      cell.state.expanding = (1 - distance / cellWithSpacing) * config.expandingRate
    }
    if let update = config.updates[item] { cell = update.applied(to: cell) }
    return cell
  }
}
