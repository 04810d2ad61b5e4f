import UIKit

/// Moves the strip to a tapped thumbnail over 0.3 s (ease in-out): the tapped thumbnail grows
/// as the one that was centred shrinks; all others stay one size meanwhile.
final class MoveAnimation {
  private let thumbnails: UICollectionView
  private let layout: ThumbnailLayout
  private let fromIndex: Int
  private let toIndex: Int
  private var animator: Animator?

  init(thumbnails: UICollectionView, layout: ThumbnailLayout, from fromIndex: Int, to toIndex: Int)
  {
    self.thumbnails = thumbnails
    self.layout = layout
    self.fromIndex = fromIndex
    self.toIndex = toIndex
  }

  func run(completion: @escaping () -> Void) {
    let fromOffset = thumbnails.contentOffset.x
    let toOffset = CGFloat(toIndex) * layout.cellWithSpacing - layout.farInset
    layout.config.expandingRate = 0
    let (fromIndex, toIndex) = (self.fromIndex, self.toIndex)
    let animator = Animator(
      onProgress: { [thumbnails, layout] progress in
        thumbnails.contentOffset = CGPoint(
          x: fromOffset + (toOffset - fromOffset) * progress, y: thumbnails.contentOffset.y)
        var config = layout.config
        config.updates[toIndex] = .expand(progress)
        config.updates[fromIndex] = .expand(1 - progress)
        layout.config = config
      }, easing: .easeInOut)
    self.animator = animator
    animator.animate(duration: 0.3) { [layout] _ in
      var config = layout.config
      config.expandingRate = 1
      config.updates[toIndex] = nil
      config.updates[fromIndex] = nil
      layout.config = config
      completion()
    }
  }
}
