import UIKit

/// Animates the strip's `expandingRate` over `0.15 s · |Δ|`: to 0 when a drag begins (all
/// thumbnails one size), back to 1 when the strip stops.
final class ScrollAnimation {
  enum Kind {
    case begin
    case end
  }

  let kind: Kind
  private let thumbnails: ThumbnailLayout
  private var animator: Animator?

  init(_ kind: Kind, thumbnails: ThumbnailLayout) {
    self.kind = kind
    self.thumbnails = thumbnails
  }

  func run(completion: @escaping () -> Void) {
    let toValue: CGFloat = kind == .begin ? 0 : 1
    let currentExpanding = thumbnails.config.expandingRate
    let duration = TimeInterval(0.15 * abs(currentExpanding - toValue))
    let animator = Animator(
      onProgress: { [thumbnails] current in
        thumbnails.config.expandingRate = currentExpanding + (toValue - currentExpanding) * current
      }, easing: .easeInOut)
    self.animator = animator
    animator.animate(duration: duration) { _ in completion() }
  }

  func cancel() {
    animator?.cancel()
    animator = nil
  }
}
