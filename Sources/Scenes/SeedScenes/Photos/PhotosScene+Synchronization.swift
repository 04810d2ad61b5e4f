import CollectionLayout
import Scenes
import ScrollEngine
import TouchCore
import TouchInput
import TouchModel

// MARK: - Touches and scroll synchronisation

extension PhotosScene {
  /// Routes a finger to the strip (frontmost) or the preview and reacts to what it scrolled.
  mutating func handleTouch(_ sample: TouchSample, into output: inout SceneOutput)
    throws(SceneError)
  {
    let strip = thumbnails.frame
    let screen = preview.frame
    let (stripName, previewName) = (thumbnails.name, preview.name)
    let view = router.route(sample) { point in
      strip.contains(point) ? stripName : screen.contains(point) ? previewName : nil
    }
    var events = eventBuffer.take()
    defer { eventBuffer.giveBack(events) }
    if view == stripName {
      if sample.phase == .began { touchDownStoppedStrip = !thumbnails.isAtRest }
      thumbnails.handle(.touch(sample), snapping: .none, into: &events)
      try reactToThumbnails(events, into: &output)
      if case .recognized(let location, let time) = tap.handle(sample), !touchDownStoppedStrip {
        try selectThumbnail(at: location, at: time, into: &output)
      }
    } else if view == previewName {
      preview.handle(.touch(sample), snapping: .none, into: &events)
      try reactToPreview(events, into: &output)
    }
  }

  /// Whether scroll callbacks reach the synchroniser (its delegates are bound).
  var isSynchronizing: Bool { activity == .idle }

  /// Appends the preview's events, each followed by the synchroniser's reaction: a preview
  /// scroll sets the strip to the same share of its content and takes the strip's nearest index
  /// as the active one (seed 003 `ScrollSynchronizer.scrollViewDidScroll`).
  mutating func reactToPreview(_ events: [ScrollEvent], into output: inout SceneOutput)
    throws(SceneError)
  {
    for event in events {
      output.append(event, of: preview.name)
      guard isSynchronizing, case .didScroll(let offset) = event.kind else { continue }
      let pageWidth = preview.scrollView.boundsSize.width
      guard pageWidth > 0, itemCount > 0 else { continue }
      let relative = offset.x / pageWidth / Double(itemCount)
      let target = thumbnails.layout.contentOffset(relative: relative)
      var caused: [ScrollEvent] = []
      thumbnails.perform {
        $0.setContentOffset(target, animated: false, at: event.timestamp, into: &caused)
      }
      output.append(caused, of: thumbnails.name)
      try setActiveIndex(thumbnails.layout.nearestIndex, at: event.timestamp, into: &output)
    }
  }

  /// Appends the strip's events, each followed by the synchroniser's reaction: a strip scroll
  /// that changes the nearest index jumps the preview to it; a drag start and the strip's stop
  /// animate `expandingRate` (seed 003 `ScrollSynchronizer`).
  mutating func reactToThumbnails(_ events: [ScrollEvent], into output: inout SceneOutput)
    throws(SceneError)
  {
    for event in events {
      output.append(event, of: thumbnails.name)
      guard isSynchronizing else { continue }
      switch event.kind {
      case .willBeginDragging:
        isInteractionEnabled = false
        startExpandingAnimation(.begin, at: event.timestamp, into: &output)
      case .didScroll:
        let index = thumbnails.layout.nearestIndex
        guard index != activeIndex else { continue }
        try setActiveIndex(index, at: event.timestamp, into: &output)
        showPreviewPage(index, at: event.timestamp, into: &output)
      case .didEndDragging(willDecelerate: false), .didEndDecelerating:
        startExpandingAnimation(.end, at: event.timestamp, into: &output)
      default:
        continue
      }
    }
  }

  /// Jumps the preview to page `index` without animation (`scrollToItem(at:at:animated: false)`);
  /// the scroll it causes is not reacted to.
  mutating func showPreviewPage(_ index: Int, at time: Timestamp, into output: inout SceneOutput) {
    var caused: [ScrollEvent] = []
    let request = ScrollToItemRequest(
      indexPath: ItemIndexPath(item: index), position: .centeredHorizontally, isAnimated: false)
    preview.scroll(to: request, at: time, into: &caused)
    output.append(caused, of: preview.name)
  }

  /// Makes `index` the active photo, reporting `activeIndexChanged` (and selection feedback when
  /// configured) if it changed.
  mutating func setActiveIndex(_ index: Int, at time: Timestamp, into output: inout SceneOutput)
    throws(SceneError)
  {
    guard index != activeIndex else { return }
    activeIndex = index
    output.append(SceneEvent("activeIndexChanged", at: time, ["index": .integer(index)]))
    if configuration.playsSelectionFeedback {
      output.append(try SceneHaptics.selection(at: time))
    }
  }

  /// A tap on the strip at `location` (screen points): selecting a thumbnail other than the
  /// active one starts a move to it (seed 003 `collectionView(_:didSelectItemAt:)`).
  mutating func selectThumbnail(
    at location: Point2D, at time: Timestamp, into output: inout SceneOutput
  ) throws(SceneError) {
    guard isSynchronizing else { return }
    let offset = thumbnails.scrollView.contentOffset
    let point = Point2D(
      x: location.x - thumbnails.frame.minX + offset.x,
      y: location.y - thumbnails.frame.minY + offset.y)
    guard
      let cell = thumbnails.visibleAttributes().last(where: { $0.boundingFrame.contains(point) }),
      cell.indexPath.item != activeIndex
    else { return }
    try startMove(to: cell.indexPath.item, at: time, into: &output)
  }
}
