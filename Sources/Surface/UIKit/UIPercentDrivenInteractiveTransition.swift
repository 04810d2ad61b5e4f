import HeadlessRuntime

/// Drives a custom transition by a fraction a gesture gives, as a swipe-to-dismiss does:
/// `update(_:)` while the finger moves, then `finish()` or `cancel()` at the lift.
///
/// The animator's animations start when the transition starts and their model values are set
/// at once, as UIKit sets them; the interaction decides when they end. `finish()` runs their
/// completions after the rest of the transition (`(1 - percentComplete) × duration /
/// completionSpeed` on the virtual clock); `cancel()` runs them after the part done
/// (`percentComplete × duration / completionSpeed`), once every animated property is back at
/// its starting value, and the context says the transition was cancelled.
///
/// ```swift
/// final class SwipeToDismiss: UIPercentDrivenInteractiveTransition {
///   func handle(_ pan: UIPanGestureRecognizer, in view: UIView) {
///     let progress = max(0, min(1, pan.translation(in: view).y / view.bounds.height))
///     switch pan.state {
///     case .changed: update(progress)
///     case .ended: progress > 0.4 ? finish() : cancel()
///     default: break
///     }
///   }
/// }
/// ```
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning
{
  /// The transition's length: the animator's duration, once it started.
  open private(set) var duration: CGFloat = 0
  /// The fraction of the transition done, from 0 to 1.
  open private(set) var percentComplete: CGFloat = 0
  /// How fast the rest of the transition runs after `finish()` or `cancel()`; 1 by default.
  open var completionSpeed: CGFloat = 1
  /// The curve of the completion (kept; the completion's end time does not depend on it).
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// Whether the transition starts driven (`true` by default).
  ///
  /// When `false` it runs to its end at once, as an animated transition does.
  open var wantsInteractiveStart = true

  private var context: (any UIViewControllerContextTransitioning)?
  private var capture: InteractiveTransitionCapture?
  private var ending: ScheduledWorkID?

  /// A transition driver with nothing started.
  public override init() { super.init() }

  /// Starts the animator's animations, held for the interaction.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    context = transitionContext
    guard let headless = transitionContext as? HeadlessTransitionContext else { return }
    let animator = headless.animator
    duration = CGFloat(animator.transitionDuration(using: transitionContext))
    let capture = InteractiveTransitionCapture()
    self.capture = capture
    let state = UIViewAnimationState.current()
    let outer = state?.interactiveCapture
    state?.interactiveCapture = capture
    animator.animateTransition(using: transitionContext)
    state?.interactiveCapture = outer
    if !wantsInteractiveStart { finish() }
  }

  /// The interaction's progress, from 0 to 1 (clamped).
  open func update(_ percentComplete: CGFloat) {
    guard ending == nil else { return }
    self.percentComplete = percentComplete.isFinite ? min(max(percentComplete, 0), 1) : 0
    context?.updateInteractiveTransition(self.percentComplete)
  }

  /// Completes the transition: the animations' completions run after the rest of it.
  open func finish() {
    guard let context, ending == nil else { return }
    context.finishInteractiveTransition()
    end(after: (1 - percentComplete) * duration, restoring: false)
  }

  /// Takes the transition back: the views return to where they started and the animations'
  /// completions run after the part done.
  open func cancel() {
    guard let context, ending == nil else { return }
    context.cancelInteractiveTransition()
    end(after: percentComplete * duration, restoring: true)
  }

  /// Pauses the transition, to be driven from here (inert: it is driven from its start).
  open func pause() {
    context?.pauseInteractiveTransition()
  }

  private func end(after span: CGFloat, restoring: Bool) {
    let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
    let capture = capture
    let finish = { [weak self] in
      if restoring { capture?.restoreStartValues() }
      capture?.complete()
      self?.context = nil
      self?.capture = nil
      self?.ending = nil
    }
    guard let runtime = HeadlessRuntime.current else { return finish() }
    ending = runtime.schedule(after: .appRequested(seconds: Double(span / speed)), finish)
  }
}
