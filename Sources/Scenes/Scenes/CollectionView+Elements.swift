import CollectionLayout
import ScrollEngine
import TouchCore

// MARK: - Elements on screen

extension CollectionView {
  /// The visible cells (not hidden, not fully transparent) with the part of each that lies
  /// inside the view, in screen points, in the layout's order: what a scene returns from
  /// ``HapticScene/elementsOnScreen()``.
  ///
  /// Each cell's frame is its ``CollectionLayout/LayoutAttributes/boundingFrame``: where its
  /// transform (a translation, a scale, a turn) puts it on screen, as a hit test finds it.
  public func elementsOnScreen() -> [SceneElement] {
    let offset = scrollView.contentOffset
    let horizontal = scrollView.canScroll(.horizontal)
    let vertical = scrollView.canScroll(.vertical)
    let axis: Axis2D? = horizontal == vertical ? nil : (horizontal ? .horizontal : .vertical)
    var elements: [SceneElement] = []
    for attributes in visibleAttributes()
    where attributes.category == .cell && !attributes.isHidden && attributes.alpha > 0 {
      let content = attributes.boundingFrame
      let onScreen = Rect2D(
        x: content.minX - offset.x + frame.minX, y: content.minY - offset.y + frame.minY,
        width: content.width, height: content.height)
      let visible = onScreen.intersection(frame)
      guard !visible.isEmpty else { continue }
      elements.append(
        SceneElement(view: name, indexPath: attributes.indexPath, frame: visible, scrollAxis: axis))
    }
    return elements
  }
}
