import HeadlessRuntime
import TouchCore

/// The animations of one replay: the blocks being captured and the animations running.
final class UIViewAnimationState {
  /// Property changes recorded by the innermost capturing block, first value per view and key.
  private var captures: [[(view: UIView, from: AnimatedProperty)]] = []
  /// Blocks inside `performWithoutAnimation` do not capture.
  var suppressionDepth = 0
  /// The keyframe animations whose blocks are running, innermost last.
  var keyframes: [KeyframeContext] = []
  private(set) var running: [ViewAnimation] = []

  static func current() -> UIViewAnimationState? {
    guard let runtime = HeadlessRuntime.current else { return nil }
    return runtime.state(UIViewAnimationState.self) { UIViewAnimationState() }
  }

  var isCapturing: Bool { !captures.isEmpty && suppressionDepth == 0 }

  func beginCapture() { captures.append([]) }

  func endCapture() -> [(view: UIView, from: AnimatedProperty)] {
    captures.popLast() ?? []
  }

  func record(_ view: UIView, _ from: AnimatedProperty) {
    guard isCapturing, var top = captures.popLast() else { return }
    if !top.contains(where: { $0.view === view && $0.from.key == from.key }) {
      top.append((view, from))
    }
    captures.append(top)
  }

  func add(_ animation: ViewAnimation) {
    // A new animation of a property replaces the one running (UIKit animates additively since
    // iOS 8; the visible motion differs only while both run).
    running.removeAll { $0.view === animation.view && $0.from.key == animation.from.key }
    running.append(animation)
  }

  /// Drops the animations finished at `time`.
  func prune(at time: Timestamp) {
    running.removeAll { $0.isFinished(at: time) }
  }

  var isAnimating: Bool { !running.isEmpty }
}

/// Where view setters report the value they are about to replace, so an animation block knows
/// what it animates from.
enum HeadlessAnimationCapture {
  static func record(_ view: UIView, _ from: AnimatedProperty) {
    guard let state = UIViewAnimationState.current(), state.isCapturing else { return }
    state.record(view, from)
  }
}
