import UIKit

/// Deletes a thumbnail in two steps of 0.15 s: it shrinks to nothing and fades, then its gap
/// closes as the neighbour taking its place grows (toward the left for the last thumbnail).
final class DeleteAnimation {
  private let layout: ThumbnailLayout
  private let index: Int
  private let direction: ThumbnailCell.Direction
  private var animator: Animator?

  init(layout: ThumbnailLayout, index: Int, count: Int) {
    self.layout = layout
    self.index = index
    direction = index + 1 >= count ? .left : .right
  }

  private var neighbour: Int { direction == .left ? index - 1 : index + 1 }

  func run(completion: @escaping () -> Void) {
    let (index, neighbour, direction) = (self.index, self.neighbour, self.direction)
    let collapse = Animator(onProgress: { [layout] progress in
      var config = layout.config
      config.updates[index] = (config.updates[index] ?? ThumbnailCellUpdate())
        .then(.collapse(progress))
      layout.config = config
    })
    animator = collapse
    collapse.animate(duration: 0.15) { [weak self, layout] _ in
      let closeGap = Animator(onProgress: { progress in
        var config = layout.config
        config.updates[index] = (config.updates[index] ?? ThumbnailCellUpdate())
          .then(.delete(progress, direction: direction))
        config.updates[neighbour] = (config.updates[neighbour] ?? ThumbnailCellUpdate())
          .then(.expand(progress))
        layout.config = config
      })
      self?.animator = closeGap
      closeGap.animate(duration: 0.15) { _ in completion() }
    }
  }
}
