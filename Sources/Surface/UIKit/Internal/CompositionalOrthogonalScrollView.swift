import TouchCore
import TouchModel

/// The scroll view a collection view puts over a compositional section whose
/// ``NSCollectionLayoutSection/orthogonalScrollingBehavior`` is not `.none`, as UIKit does with a
/// private scroll view class: it covers the section's band, scrolls only across the layout's
/// scroll axis, and is driven by the same engine as every scroll view, so a drag along it
/// scrolls the section and a drag along the layout's axis scrolls the collection view.
///
/// Its offset moves the section's cells (the layout reads it); a tap on it selects the cell
/// under the finger through the collection view; its settling follows the behavior.
final class CompositionalOrthogonalScrollView: UIScrollView {
  private(set) weak var collectionView: UICollectionView?
  private(set) var band: CompositionalOrthogonalBand
  /// The offset when the finger last touched down, for the group-paging rules.
  private var offsetAtTouchDown: CGPoint?

  /// A release slower than this (points per second) settles on the nearest group instead of
  /// paging in the fling's direction (ours: UIKit documents no threshold).
  static let pagingVelocityThreshold: CGFloat = 100

  init(band: CompositionalOrthogonalBand, in collectionView: UICollectionView) {
    self.band = band
    self.collectionView = collectionView
    super.init(frame: band.frame)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    nameAfterSection()
    apply(band)
    contentOffset = restingOffset(ofGroup: 0)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Names the band after its collection view and section (`store section 1`), so its scroll
  /// events on a tape say which carousel moved: the host names a view by its accessibility
  /// identifier.
  private func nameAfterSection() {
    let owner =
      collectionView.map { $0.accessibilityIdentifier ?? String(describing: type(of: $0)) }
      ?? "UICollectionView"
    accessibilityIdentifier = "\(owner) section \(band.section)"
  }

  /// Takes `band`'s geometry and behavior, keeping the offset (clamped into the new range).
  func update(_ band: CompositionalOrthogonalBand) {
    self.band = band
    nameAfterSection()
    if frame != band.frame { frame = band.frame }
    apply(band)
    let range = offsetRange
    let offset = across(contentOffset)
    let clamped = min(max(offset, range.lowerBound), range.upperBound)
    if clamped != offset, isAtRest { contentOffset = point(across: clamped) }
  }

  private func apply(_ band: CompositionalOrthogonalBand) {
    let size =
      band.layoutIsHorizontal
      ? CGSize(width: band.frame.width, height: band.contentLength)
      : CGSize(width: band.contentLength, height: band.frame.height)
    if contentSize != size { contentSize = size }
    let paging = band.behavior == .paging
    if isPagingEnabled != paging { isPagingEnabled = paging }
    // A centred group needs room to be centred at either end (ours: UIKit centres the first
    // and the last group too).
    var insets = UIEdgeInsets.zero
    if band.behavior == .groupPagingCentered, let first = band.groupStarts.first,
      let last = band.groupStarts.last
    {
      let visible = visibleLength
      let leading = max(0, visible / 2 - (first + band.groupLength / 2))
      let trailing = max(0, visible / 2 - (band.contentLength - last - band.groupLength / 2))
      insets =
        band.layoutIsHorizontal
        ? UIEdgeInsets(top: leading, left: 0, bottom: trailing, right: 0)
        : UIEdgeInsets(top: 0, left: leading, bottom: 0, right: trailing)
    }
    if contentInset != insets { contentInset = insets }
  }

  // MARK: - Axis helpers

  private var visibleLength: CGFloat {
    band.layoutIsHorizontal ? band.frame.height : band.frame.width
  }

  private func across(_ point: CGPoint) -> CGFloat {
    band.layoutIsHorizontal ? point.y : point.x
  }

  private func point(across value: CGFloat) -> CGPoint {
    band.layoutIsHorizontal ? CGPoint(x: 0, y: value) : CGPoint(x: value, y: 0)
  }

  /// The offsets the band can rest at across the scroll axis.
  private var offsetRange: ClosedRange<CGFloat> {
    let insets = contentInset
    let leading = band.layoutIsHorizontal ? insets.top : insets.left
    let trailing = band.layoutIsHorizontal ? insets.bottom : insets.right
    let lower = -leading
    let upper = band.contentLength + trailing - visibleLength
    return lower...max(lower, upper)
  }

  // MARK: - Settling

  /// The offset at which group `index` rests: its leading edge where the first group's is at
  /// rest, or, for `.groupPagingCentered`, its centre at the band's centre; clamped.
  private func restingOffset(ofGroup index: Int) -> CGPoint {
    point(across: restingValue(ofGroup: index))
  }

  private func restingValue(ofGroup index: Int) -> CGFloat {
    let range = offsetRange
    guard band.groupStarts.indices.contains(index), let first = band.groupStarts.first else {
      return max(range.lowerBound, 0)
    }
    let start = band.groupStarts[index]
    let value =
      band.behavior == .groupPagingCentered
      ? start + band.groupLength / 2 - visibleLength / 2 : start - first
    return min(max(value, range.lowerBound), range.upperBound)
  }

  /// The group whose resting offset is nearest `value`.
  private func nearestGroup(to value: CGFloat) -> Int {
    var best = 0
    var bestDistance = CGFloat.infinity
    for index in band.groupStarts.indices {
      let distance = abs(restingValue(ofGroup: index) - value)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  override func targetContentOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
    guard !band.groupStarts.isEmpty else { return proposed }
    switch band.behavior {
    case .none, .continuous, .paging:
      // `.paging` pages through `isPagingEnabled`, by the band's visible length.
      return proposed
    case .continuousGroupLeadingBoundary:
      return restingOffset(ofGroup: nearestGroup(to: across(proposed)))
    case .groupPaging, .groupPagingCentered:
      let start = nearestGroup(to: across(offsetAtTouchDown ?? contentOffset))
      let speed = across(velocity)
      let target: Int
      if speed > Self.pagingVelocityThreshold {
        target = start + 1
      } else if speed < -Self.pagingVelocityThreshold {
        target = start - 1
      } else {
        target = min(max(nearestGroup(to: across(proposed)), start - 1), start + 1)
      }
      return restingOffset(ofGroup: min(max(target, 0), band.groupStarts.count - 1))
    }
  }

  /// Scrolls so `frame` (an item's, in the collection view's content coordinates as the layout
  /// returns it, moved by this band) sits at `position`'s across-axis part, within the band's
  /// range; true when `position` has such a part.
  @discardableResult
  func scroll(
    toShow frame: CGRect, at position: UICollectionView.ScrollPosition, animated: Bool
  ) -> Bool {
    let offset = across(contentOffset)
    // Where the item lies in the band's content: its frame before the band scrolled.
    let start = (band.layoutIsHorizontal ? frame.minY : frame.minX) + offset
    let length = band.layoutIsHorizontal ? frame.height : frame.width
    let target: CGFloat
    if position.contains(band.layoutIsHorizontal ? .top : .left) {
      target = start
    } else if position.contains(
      band.layoutIsHorizontal ? .centeredVertically : .centeredHorizontally)
    {
      target = start + length / 2 - visibleLength / 2
    } else if position.contains(band.layoutIsHorizontal ? .bottom : .right) {
      target = start + length - visibleLength
    } else {
      return false
    }
    guard target.isFinite else { return false }
    let range = offsetRange
    setContentOffset(
      point(across: min(max(target, range.lowerBound), range.upperBound)), animated: animated)
    return true
  }

  // MARK: - Touches

  override func handleTouch(_ sample: TouchSample, recognizesTaps: Bool = true) {
    super.handleTouch(sample, recognizesTaps: recognizesTaps)
    // After the engine took the touch-down (which stops momentum): where the drag begins.
    if sample.phase == .began { offsetAtTouchDown = contentOffset }
  }

  /// A tap selects the cell under the finger, as a tap on the cell does.
  override func didTapContent(at location: CGPoint) {
    super.didTapContent(at: location)
    guard let collectionView else { return }
    collectionView.handleTap(at: collectionView.convert(location, from: self))
  }

  /// The section's cells follow the offset on the collection view's next layout pass.
  override func scrollViewDidScrollInternally() {
    super.scrollViewDidScrollInternally()
    collectionView?.setNeedsLayout()
  }
}
