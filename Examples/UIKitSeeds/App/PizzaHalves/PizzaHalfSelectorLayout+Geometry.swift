import UIKit

// MARK: - Pizza index and content offset

extension PizzaHalfSelectorLayout {
  func contentOffset(for pizzaIndex: Int) -> CGPoint {
    let cellHeight = itemSize.height
    let screenHalf = collectionView!.bounds.height / 2

    let midY = cellHeight * CGFloat(pizzaIndex) + cellHeight / 2
    let newY = midY - screenHalf

    return CGPoint(x: 0, y: newY)
  }

  func pizzaIndex(offset: CGPoint) -> CGFloat {
    let cellHeight = itemSize.height

    let proposedCenterY = collectionView!.screenCenterYOffset(for: offset)
    let pizzaIndex = proposedCenterY / cellHeight

    return pizzaIndex
  }
}

// MARK: - Scale

extension PizzaHalfSelectorLayout {
  func scale(for row: Int) -> CGFloat {
    let frame = cache.defaultCellFrame(atRow: row)
    let scale = self.scale(for: frame)
    return scale.normalized
  }

  func scale(for frame: CGRect) -> CGFloat {
    let criticalOffset = PizzaHalfSelectorLayout.criticalOffsetFromCenter  // 200 pt
    let centerOffset = offsetFromScreenCenter(frame)
    let relativeOffset = centerOffset / criticalOffset

    return relativeOffset
  }

  func offsetFromScreenCenter(_ frame: CGRect) -> CGFloat {
    return frame.midY - collectionView!.screenCenterYOffset()
  }
}

// MARK: - Alignment

extension PizzaHalfSelectorLayout {
  /// The drum's starting frame: a pizza centred on screen.
  var centerPizzaFrame: CGRect {
    CGRect(
      x: 0, y: collectionView!.screenCenterYOffset() - itemSize.height / 2,
      width: collectionView!.bounds.width, height: itemSize.height)
  }

  func centerAlignedFrame(for element: UICollectionViewLayoutAttributes, scale: CGFloat) -> CGRect {
    let hOffset = horizontalOffset(for: element, scale: scale)
    let vOffset = verticalOffset(for: element, scale: scale)
    let base = style == .standard ? element.frame : centerPizzaFrame

    switch orientation {
    case .left:  // Align to right
      return base.offsetBy(
        dx: +hOffset - spaceBetweenHalves / 2,
        dy: vOffset)
    case .right:  // Align to left
      return base.offsetBy(
        dx: -hOffset + spaceBetweenHalves / 2,
        dy: vOffset)
    }
  }

  private func horizontalOffset(for element: UICollectionViewLayoutAttributes, scale: CGFloat)
    -> CGFloat
  {
    let collectionWidth = collectionView!.bounds.width
    let elementWidth = style == .standard ? element.frame.width : centerPizzaFrame.width
    let scaledElementWidth = elementWidth * scale
    let hOffset = (collectionWidth - scaledElementWidth) / 2

    return hOffset
  }

  private func verticalOffset(for element: UICollectionViewLayoutAttributes, scale: CGFloat)
    -> CGFloat
  {
    switch style {
    case .standard:
      let offsetFromCenter = offsetFromScreenCenter(element.frame)
      return PizzaHalfSelectorLayout.verticalOffset(
        offsetFromCenter: offsetFromCenter,
        scale: scale)
    case .drum:
      let totalProgress = self.scale(for: element.frame).normalized
      let criticalOffset = PizzaHalfSelectorLayout.criticalOffsetFromCenter * 1.1
      return totalProgress * criticalOffset
    }
  }

  static func verticalOffset(
    offsetFromCenter: CGFloat,
    scale: CGFloat
  ) -> CGFloat {
    return -offsetFromCenter / 4 * scale
  }
}
