import UIKit

/// Keeps the preview and the strip on the same photo.
///
/// Paging the preview scrolls the strip to the same share of its content; dragging the strip
/// pages the preview. While it sets one collection's offset it unbinds itself, so neither reacts
/// to the scroll it caused.
final class ScrollSynchronizer: NSObject, UICollectionViewDelegate {
  let preview: UICollectionView
  let thumbnails: UICollectionView
  let previewLayout: PreviewLayout
  let thumbnailLayout: ThumbnailLayout

  /// The photo in focus.
  private(set) var activeIndex = 0
  /// Whether a delete is accepted: not from a strip drag until it has grown back, nor during a
  /// move or delete.
  private(set) var isInteractionEnabled = true
  /// Called when the active photo changes.
  var onActiveIndexChange: ((Int) -> Void)?

  private var expandingAnimation: ScrollAnimation?
  private var runningAnimation: AnyObject?

  init(
    preview: UICollectionView, previewLayout: PreviewLayout, thumbnails: UICollectionView,
    thumbnailLayout: ThumbnailLayout
  ) {
    self.preview = preview
    self.previewLayout = previewLayout
    self.thumbnails = thumbnails
    self.thumbnailLayout = thumbnailLayout
    super.init()
  }

  func bind() {
    preview.delegate = self
    thumbnails.delegate = self
  }

  func unbind() {
    preview.delegate = nil
    thumbnails.delegate = nil
  }

  /// Runs `change` with the delegates unbound, then binds them again.
  func withoutSynchronizing(_ change: () -> Void) {
    unbind()
    change()
    bind()
  }

  // MARK: - Scrolling

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    guard scrollView === thumbnails else { return }
    isInteractionEnabled = false
    runExpanding(.begin)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if scrollView === preview {
      previewDidScroll()
    } else if scrollView === thumbnails {
      let index = thumbnailLayout.nearestIndex
      guard index != activeIndex else { return }
      setActiveIndex(index)
      showPreviewPage(index)
    }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if scrollView === thumbnails && !decelerate { thumbnailEndScrolling() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    if scrollView === thumbnails { thumbnailEndScrolling() }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard collectionView === thumbnails, indexPath.item != activeIndex else { return }
    move(to: indexPath.item)
  }

  private func thumbnailEndScrolling() {
    runExpanding(.end)
  }

  /// The strip follows the preview's share of its content.
  private func previewDidScroll() {
    let pageWidth = preview.bounds.width
    let count = thumbnailLayout.itemsCount
    guard pageWidth > 0, count > 0 else { return }
    let relative = preview.contentOffset.x / pageWidth / CGFloat(count)
    let offset = thumbnailLayout.contentOffset(relative: relative)
    withoutSynchronizing { thumbnails.contentOffset = offset }
    setActiveIndex(thumbnailLayout.nearestIndex)
  }

  func showPreviewPage(_ index: Int) {
    withoutSynchronizing {
      preview.scrollToItem(
        at: IndexPath(item: index, section: 0), at: .centeredHorizontally, animated: false)
    }
  }

  func setActiveIndex(_ index: Int) {
    guard index != activeIndex else { return }
    activeIndex = index
    onActiveIndexChange?(index)
  }

  // MARK: - Animations

  /// Animates the strip's `expandingRate` to 0 (`.begin`) or back to 1 (`.end`), from where a
  /// running one left it.
  private func runExpanding(_ type: ScrollAnimation.Kind) {
    expandingAnimation?.cancel()
    let animation = ScrollAnimation(type, thumbnails: thumbnailLayout)
    expandingAnimation = animation
    // `animation` weakly too: it holds its animator, which holds this closure until the
    // animation ends, and a replay may end first.
    animation.run { [weak self, weak animation] in
      guard let self, let animation, self.expandingAnimation === animation else { return }
      self.expandingAnimation = nil
      if type == .end { self.isInteractionEnabled = true }
    }
  }

  /// Moves the strip to the tapped thumbnail; the preview jumps there at once.
  private func move(to index: Int) {
    let animation = MoveAnimation(
      thumbnails: thumbnails, layout: thumbnailLayout, from: thumbnailLayout.nearestIndex,
      to: index)
    setActiveIndex(index)
    isInteractionEnabled = false
    unbind()
    preview.scrollToItem(
      at: IndexPath(item: index, section: 0), at: .centeredHorizontally, animated: false)
    expandingAnimation?.cancel()
    expandingAnimation = nil
    runningAnimation = animation
    animation.run { [weak self] in
      guard let self else { return }
      self.runningAnimation = nil
      self.isInteractionEnabled = true
      self.bind()
    }
  }

  /// Whether a delete may start now: nothing is dragging, moving or being deleted.
  var canDelete: Bool { isInteractionEnabled && runningAnimation == nil }

  /// Collapses thumbnail `index`, closes its gap, then lets `dataSourceUpdate` remove the photo
  /// and removes it from both collections, keeping an existing photo active.
  func delete(at index: Int, dataSourceUpdate: @escaping () -> Void) {
    isInteractionEnabled = false
    unbind()
    let animation = DeleteAnimation(
      layout: thumbnailLayout, index: index, count: thumbnailLayout.itemsCount)
    runningAnimation = animation
    animation.run { [weak self] in
      guard let self else { return }
      let previousActive = self.activeIndex
      let count = self.thumbnailLayout.itemsCount - 1
      dataSourceUpdate()
      var config = self.thumbnailLayout.config
      config.updates = [:]
      self.thumbnailLayout.config = config
      let indexPath = IndexPath(item: index, section: 0)
      self.thumbnails.deleteItems(at: [indexPath])
      self.preview.deleteItems(at: [indexPath])
      // The seed makes the previous count − 1 active after deleting the last photo, an index
      // that no longer exists: keep it in range.
      let active = index < previousActive ? previousActive - 1 : min(previousActive, count - 1)
      self.preview.contentOffset = CGPoint(x: CGFloat(active) * self.preview.bounds.width, y: 0)
      self.thumbnails.contentOffset = CGPoint(
        x: CGFloat(active) * self.thumbnailLayout.cellWithSpacing - self.thumbnailLayout.farInset,
        y: 0)
      self.runningAnimation = nil
      self.isInteractionEnabled = true
      self.setActiveIndex(active)
      self.bind()
    }
  }
}
