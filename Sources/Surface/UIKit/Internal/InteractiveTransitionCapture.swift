/// The animations and completions an animator starts inside an interactive transition: held, so
/// that the interaction decides when they end and whether the views go back.
final class InteractiveTransitionCapture {
  private(set) var animations: [ViewAnimation] = []
  private(set) var completions: [(Bool) -> Void] = []

  func add(_ animation: ViewAnimation) {
    animations.append(animation)
  }

  func add(_ completion: @escaping (Bool) -> Void) {
    completions.append(completion)
  }

  /// Puts every animated property back to the value it had before the animator set it (the
  /// first captured value of each wins), as UIKit does when an interaction is cancelled.
  func restoreStartValues() {
    for animation in animations.reversed() {
      let view = animation.view
      switch animation.from {
      case .bounds(let bounds): view.bounds = bounds
      case .center(let center): view.center = center
      case .transform(let transform): view.transform3D = transform
      case .alpha(let alpha): view.alpha = alpha
      }
    }
  }

  /// Runs the held completions, in the order the animator gave them.
  func complete() {
    let pending = completions
    completions = []
    for completion in pending { completion(true) }
  }
}
