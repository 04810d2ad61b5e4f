import HeadlessRuntime
import Synchronization
import TouchCore

/// The animations of one replay: the blocks being captured and the animations running.
final class UIViewAnimationState {
  /// Property changes recorded by the innermost capturing block, first value per view and key.
  private var captures: [[(view: UIView, from: AnimatedProperty)]] = []
  /// Blocks inside `performWithoutAnimation` do not capture.
  var suppressionDepth = 0
  /// Set by `UIView.setAnimationsEnabled(false)`: no block captures until it is set back.
  var isDisabled = false
  /// The keyframe animations whose blocks are running, innermost last.
  var keyframes: [KeyframeContext] = []
  /// The begin/commit blocks begun and not yet committed, innermost last.
  var beginCommitBlocks: [BeginCommitAnimationBlock] = []
  private(set) var running: [ViewAnimation] = []

  /// How many animation blocks are capturing in this process, in every replay.
  ///
  /// While none is, a view's setter need not look up its replay's state (a task-local read and
  /// a dictionary lookup, a third of a hosted frame's property changes); while one is, every
  /// setter looks, and its own replay's state decides.
  static let capturingBlocks = Atomic<Int>(0)

  static func current() -> UIViewAnimationState? {
    guard let runtime = HeadlessRuntime.current else { return nil }
    return state(in: runtime)
  }

  /// The state of `runtime`'s replay, made on first use.
  static func state(in runtime: HeadlessRuntime) -> UIViewAnimationState {
    runtime.state(UIViewAnimationState.self) { UIViewAnimationState() }
  }

  var isCapturing: Bool { !captures.isEmpty && suppressionDepth == 0 && !isDisabled }

  func beginCapture() {
    captures.append([])
    Self.capturingBlocks.add(1, ordering: .relaxed)
  }

  func endCapture() -> [(view: UIView, from: AnimatedProperty)] {
    guard let top = captures.popLast() else { return [] }
    Self.capturingBlocks.subtract(1, ordering: .relaxed)
    return top
  }

  func record(_ view: UIView, _ from: AnimatedProperty) {
    guard isCapturing, var top = captures.popLast() else { return }
    if !top.contains(where: { $0.view === view && $0.from.key == from.key }) {
      top.append((view, from))
    }
    captures.append(top)
  }

  /// The interactive transition whose animator is running, if any (see
  /// ``UIPercentDrivenInteractiveTransition``).
  var interactiveCapture: InteractiveTransitionCapture?

  func add(_ animation: ViewAnimation) {
    interactiveCapture?.add(animation)
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
  // `from` is made only while a block captures: a transform's value is 128 bytes to copy, and
  // views' setters run for every element of every frame outside any animation block.
  @inline(__always)
  static func record(_ view: UIView, _ from: @autoclosure () -> AnimatedProperty) {
    guard UIViewAnimationState.capturingBlocks.load(ordering: .relaxed) > 0,
      let state = UIViewAnimationState.current(), state.isCapturing
    else { return }
    state.record(view, from())
  }
}
