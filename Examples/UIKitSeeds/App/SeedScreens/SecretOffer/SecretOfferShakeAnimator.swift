import UIKit

/// The secret card's shake: four 0.05 s linear phases (up, back, down, back) looping while the
/// user pulls, calling `onBeat` as each tilt begins; on success it grows by 0.02 per phase up to
/// 1.12, then shrinks back to 1 and stops.
final class SecretOfferShakeAnimator {
  enum State {
    case notStarted, shaking, shakingAndIncreasing, decreasing, ended

    var isInProgress: Bool {
      self == .shaking || self == .shakingAndIncreasing || self == .decreasing
    }
  }

  private(set) var state = State.notStarted
  /// The tilt in radians, updated by the pull.
  var rotationAngle: CGFloat = 0
  /// Called when a tilt phase begins while shaking (the haptic beat).
  var onBeat: (() -> Void)?
  private let view: UIView
  private var currentScale: CGFloat = 1
  /// Each start begins a new chain; a chain from an earlier pull stops at its next step.
  private var generation = 0

  init(view: UIView) {
    self.view = view
  }

  func start() {
    guard state == .notStarted else { return }
    state = .shaking
    currentScale = 1
    generation += 1
    animate(generation: generation)
  }

  func stop(success: Bool) {
    if success {
      state = .shakingAndIncreasing
    } else {
      state = .notStarted
    }
  }

  private func animate(generation chain: Int) {
    guard state.isInProgress, chain == generation else { return }
    let up = phase { self.transform(tilt: self.rotationAngle) }
    let back = phase { self.transform(tilt: nil) }
    let down = phase { self.transform(tilt: -self.rotationAngle) }
    let backAgain = phase { self.transform(tilt: nil) }
    up.addCompletion { _ in back.startAnimation() }
    back.addCompletion { _ in
      guard self.state != .ended, chain == self.generation else { return }
      self.beat()
      down.startAnimation()
    }
    down.addCompletion { _ in backAgain.startAnimation() }
    backAgain.addCompletion { _ in self.animate(generation: chain) }
    beat()
    up.startAnimation()
  }

  private func beat() {
    if state == .shaking { onBeat?() }
  }

  private func phase(_ animations: @escaping () -> Void) -> UIViewPropertyAnimator {
    UIViewPropertyAnimator(duration: 0.05, curve: .linear) { animations() }
  }

  private func transform(tilt: CGFloat?) {
    let scale = nextScale()
    switch state {
    case .shaking:
      view.transform = CGAffineTransform(rotationAngle: tilt ?? 0)
    case .shakingAndIncreasing:
      view.transform = CGAffineTransform(rotationAngle: tilt ?? 0)
        .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    case .decreasing, .ended:
      view.transform = CGAffineTransform(scaleX: scale, y: scale)
    case .notStarted:
      view.transform = .identity
    }
  }

  /// Grows while succeeding, then shrinks back to 1, then ends.
  private func nextScale() -> CGFloat {
    if state == .shakingAndIncreasing, currentScale < 1.12 - 0.001 {
      currentScale += 0.02
    } else if currentScale > 1 + 0.001 {
      currentScale -= 0.02
      state = .decreasing
      if currentScale <= 1 + 0.001 {
        currentScale = 1
        state = .ended
      }
    }
    return currentScale
  }
}
