import UIKit

/// One half of the picker: the centred pizza is full size; its neighbours shrink, fade and
/// are pulled toward it, and every release snaps a pizza to the centre.
public class PizzaHalfSelectorLayout: TableLayout {
  static let criticalOffsetFromCenter: CGFloat = 200
  static let scaleFactor: CGFloat = 0.6

  var orientation: PizzaHalfOrientation = .left
  var style: PizzaHalfLayoutStyle = .standard
  let spaceBetweenHalves: CGFloat = 4
  let cellZLevel = 0
  let headerZLevel = 2

  /// The floating index of the pizza under the screen centre, from the last pass.
  var currentPizzaIndex: CGFloat = 0
  var currentPizzaIndexInt: Int { Int(currentPizzaIndex) }

  public override func prepare() {
    super.prepare()
    currentPizzaIndex = pizzaIndex(offset: collectionView!.contentOffset)
  }

  public override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    guard let elements = super.layoutAttributesForElements(in: rect) else {
      return nil
    }

    let cells = elements.filter { $0.representedElementCategory == .cell }
    self.updateCells(cells)

    let visiblePaths = cells.map { $0.indexPath }
    let headers = self.headers(for: visiblePaths)
    updateHeaders(headers)

    let visibleHeaders = headers.filter { $0.alpha > 0 }

    return cells + visibleHeaders
  }

  public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    return true
  }

  // MARK: - Snapping

  public override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint,
    withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    let pizzaIndex = Int(self.pizzaIndex(offset: proposedContentOffset))
    let projectedOffset = contentOffset(for: pizzaIndex)

    let sameCell = pizzaIndex == currentPizzaIndexInt
    if sameCell {
      animateBackwardScroll(to: pizzaIndex)
      return collectionView!.contentOffset  // Stop scroll, we've animated manually
    }

    return projectedOffset
  }

  /// Without this, a fast release moves the cells back very fast: scroll back ourselves, slower.
  private func animateBackwardScroll(to pizzaIndex: Int) {
    let path = IndexPath(row: pizzaIndex, section: 0)

    collectionView?.scrollToItem(
      at: path,
      at: .centeredVertically, animated: true)

    // Again after the release is handled: the deceleration UIKit sets up on return replaces
    // the first animation.
    DispatchQueue.main.async {
      self.collectionView?.scrollToItem(
        at: path,
        at: .centeredVertically, animated: true)
    }
  }

  // MARK: - Cells

  private func updateCells(_ cells: [UICollectionViewLayoutAttributes]) {
    for cell in cells {
      let normScale = scale(for: cell.indexPath.row)
      let scale = 1 - PizzaHalfSelectorLayout.scaleFactor * abs(normScale)

      switch style {
      case .standard:
        cell.alpha = scale
        cell.frame = centerAlignedFrame(for: cell, scale: scale)
        cell.transform = CGAffineTransform(scaleX: scale, y: scale)
        cell.zIndex = cellZLevel
      case .drum:
        cell.alpha = 1
        cell.frame = centerAlignedFrame(for: cell, scale: scale)
        cell.transform = CGAffineTransform(scaleX: scale, y: scale)
        cell.zIndex = zIndex(row: cell.indexPath.row)
      }
    }
  }

  private func zIndex(row: Int) -> Int {
    let numberOfCells = cache.numberOfItems
    if row == currentPizzaIndexInt {
      return numberOfCells
    } else if row < currentPizzaIndexInt {
      return row
    } else {
      return numberOfCells - row - 1
    }
  }

  // MARK: - Headers

  public override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String,
    at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: indexPath)

    attributes.frame = defaultFrameForHeader(at: indexPath)
    attributes.zIndex = headerZLevel

    return attributes
  }

  func headers(for paths: [IndexPath]) -> [UICollectionViewLayoutAttributes] {
    let headers: [UICollectionViewLayoutAttributes] = paths.map {
      layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: $0)
    }.compactMap { $0 }

    return headers
  }

  func updateHeaders(_ headers: [UICollectionViewLayoutAttributes]) {
    for header in headers {
      let scale = self.scale(for: header.indexPath.row)

      let alpha = 1 - abs(scale)
      header.alpha = alpha

      let translation = 20 * scale
      header.transform = CGAffineTransform(
        translationX: 0,
        y: translation)
    }
  }

  func defaultFrameForHeader(at indexPath: IndexPath) -> CGRect {
    let inset = max(
      collectionView!.layoutMargins.left,
      collectionView!.layoutMargins.right)

    let y = collectionView!.bounds.minY
    let height = collectionView!.bounds.height
    let width = collectionView!.bounds.width

    let headerWidth = width - inset * 2
    let headerHeight: CGFloat = 60
    let vOffset: CGFloat = 30

    let screenY = (height - itemSize.height) / 2 - headerHeight / 2 - vOffset

    return CGRect(
      x: inset,
      y: y + screenY,
      width: headerWidth,
      height: headerHeight)
  }
}
