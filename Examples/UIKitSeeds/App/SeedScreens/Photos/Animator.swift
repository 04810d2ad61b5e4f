import QuartzCore
import UIKit

/// Calls `onProgress` on every display frame with the eased progress, 0 → 1, until the duration
/// has passed, then the completion.
final class Animator {
  private let onProgress: (CGFloat) -> Void
  private let easing: Easing
  private var displayLink: CADisplayLink?
  private var startTime: CFTimeInterval = 0
  private var duration: TimeInterval = 0
  private var completion: ((Bool) -> Void)?

  init(onProgress: @escaping (CGFloat) -> Void, easing: Easing = .linear) {
    self.onProgress = onProgress
    self.easing = easing
  }

  /// Starts from now; the first progress comes on the next frame.
  func animate(duration: TimeInterval, completion: ((Bool) -> Void)? = nil) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.completion = completion
    startTime = CACurrentMediaTime()
    displayLink?.invalidate()
    // The link holds the animator until it is invalidated (the last tick, or cancel()).
    let link = CADisplayLink(target: self, selector: #selector(tick(_:)))
    link.add(to: .main, forMode: .common)
    displayLink = link
  }

  /// Stops without calling the completion.
  func cancel() {
    displayLink?.invalidate()
    displayLink = nil
    completion = nil
  }

  @objc private func tick(_ link: CADisplayLink) {
    let elapsed = link.timestamp - startTime
    let linear = duration > 0 ? min(max(elapsed / duration, 0), 1) : 1
    onProgress(easing.value(CGFloat(linear)))
    guard linear >= 1 else { return }
    displayLink?.invalidate()
    displayLink = nil
    let completion = self.completion
    self.completion = nil
    completion?(true)
  }
}
