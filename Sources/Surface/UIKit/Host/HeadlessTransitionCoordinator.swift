import HeadlessRuntime

/// The coordinator of a host-made size change (a rotation): queues the app's closures while
/// `viewWillTransition(to:with:)` runs, runs the alongside ones in an animation block of the
/// transition's duration once the views have their new size, and the completions when the
/// transition ends.
final class HeadlessTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator,
  @unchecked Sendable
{
  typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

  /// Where the transition is: each phase accepts less.
  private enum Phase {
    /// Before the animations: closures are queued.
    case queuing
    /// Running the alongside animations: a closure queued from one runs in this block; its
    /// completion is queued.
    case animating
    /// Running or past the completions: nothing is queued any more.
    case completing
  }

  let transitionDuration: TimeInterval
  let containerView: UIView
  let targetTransform: CGAffineTransform
  private(set) var percentComplete: CGFloat = 0
  private var phase = Phase.queuing
  private var alongside: [Block] = []
  private var completions: [Block] = []

  init(duration: TimeInterval, containerView: UIView, targetTransform: CGAffineTransform) {
    transitionDuration = duration
    self.containerView = containerView
    self.targetTransform = targetTransform
    super.init()
  }

  var isAnimated: Bool { transitionDuration > 0 }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isInteractive: Bool { false }
  var isCancelled: Bool { false }
  var completionVelocity: CGFloat { 1 }
  var completionCurve: UIView.AnimationCurve { .easeInOut }

  @discardableResult
  func animate(
    alongsideTransition animation: Block?, completion: Block?
  ) -> Bool {
    switch phase {
    case .queuing:
      if let animation { alongside.append(animation) }
      if let completion { completions.append(completion) }
      return true
    case .animating:
      // ours: UIKit's behaviour for a closure queued from an alongside closure is undocumented;
      // it runs at once, inside the same animation block.
      if let completion { completions.append(completion) }
      animation?(self)
      return true
    case .completing:
      return false
    }
  }

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?, animation: Block?, completion: Block?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping Block) {}

  /// Runs the queued alongside closures, in the order queued, inside one animation block of the
  /// transition's duration (UIKit runs them in the transition's animation context).
  func runAlongsideAnimations() {
    phase = .animating
    let queued = alongside
    alongside = []
    guard !queued.isEmpty else { return }
    UIView.animate(
      withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut],
      animations: { for animation in queued { animation(self) } })
  }

  /// Runs the completions, in the order queued, with the transition complete.
  func runCompletions() {
    phase = .completing
    percentComplete = 1
    let queued = completions
    completions = []
    for completion in queued { completion(self) }
  }
}
