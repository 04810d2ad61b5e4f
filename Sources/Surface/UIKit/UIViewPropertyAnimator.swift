import HeadlessRuntime
import TouchCore

/// Where an animator ended.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// An animator's state.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive, active, stopped
}

/// An interruptible animation of view properties on the replay's virtual clock: its blocks run
/// when it starts (the model values change at once, as in UIKit), and its completions run when
/// the duration has passed, with `.end`.
open class UIViewPropertyAnimator: NSObject {
  /// The animation's length in seconds.
  public let duration: TimeInterval
  /// Whether the animator is running.
  open private(set) var isRunning = false
  /// The animator's state.
  open private(set) var state: UIViewAnimatingState = .inactive
  /// Whether a finished animator returns to inactive (inert: it always does).
  open var pausesOnCompletion = false
  /// Whether touches reach the animated views (inert).
  open var isUserInteractionEnabled = true
  /// Whether the animation runs backwards (inert: reversing is not modelled).
  open var isReversed = false
  /// Whether it can be paused, scrubbed and reversed; true by default (inert: kept, and a
  /// pause is honoured either way).
  open var isInterruptible = true

  private let timing: AnimationTiming
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  private var startTime: Timestamp?
  private var completionWork: ScheduledWorkID?
  /// How much was done when the animator paused, while it is paused.
  private var pausedFraction: CGFloat?

  /// An animator of no length with the default curve, inactive (`NSObject`'s initializer).
  public override convenience init() {
    self.init(duration: 0, curve: .easeInOut)
  }

  /// An animator with a UIKit timing curve.
  public init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    timing = AnimationTiming(curve.options)
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator with a spring of `ratio` damping.
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil)
  {
    self.duration = duration
    timing = .spring(damping: ratio, velocity: 0)
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator with a cubic Bézier timing curve through `point1` and `point2`.
  public init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    timing = AnimationTiming(controlPoint1: point1, controlPoint2: point2)
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator with `parameters`' timing: a cubic curve, or a spring (a physical spring's
  /// settling time replaces `duration`, as in UIKit).
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    if let spring = parameters.springTimingParameters {
      self.duration = spring.settlingDuration ?? duration
      timing = .spring(damping: spring.dampingRatio, velocity: spring.initialVelocity.dx)
    } else if let cubic = parameters.cubicTimingParameters, !cubic.isBuiltIn {
      self.duration = duration
      timing = AnimationTiming(
        controlPoint1: cubic.controlPoint1, controlPoint2: cubic.controlPoint2)
    } else {
      self.duration = duration
      timing = AnimationTiming(parameters.cubicTimingParameters?.animationCurve.options ?? [])
    }
    super.init()
  }

  /// An animator with `timing`.
  private init(duration: TimeInterval, timing: AnimationTiming) {
    self.duration = duration
    self.timing = timing
    super.init()
  }

  /// An animator of `animations` with the curve in `options`, started after `delay`, its
  /// `completion` added: UIKit's running animator.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, timing: AnimationTiming(options))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Adds an animation block (run when the animator starts, or now if it is running).
  open func addAnimations(_ animation: @escaping () -> Void) {
    if isRunning { run(animation) } else { animations.append(animation) }
  }

  /// Adds an animation block that starts `delayFactor` of the way through (the delay is
  /// modelled as part of the whole duration).
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    addAnimations(animation)
  }

  /// Adds a completion, called with the position the animator ended at.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Starts the animation now.
  open func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animation after `delay` seconds.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    // A paused animator resumes where it paused, as UIKit's does.
    if pausedFraction != nil {
      return continueAnimation(withTimingParameters: nil, durationFactor: 0)
    }
    isRunning = true
    state = .active
    let runtime = HeadlessRuntime.current
    let now = runtime?.now ?? .zero
    let start = now + .appRequested(seconds: delay)
    startTime = start
    let blocks = animations
    animations = []
    for block in blocks { run(block) }
    // The run loop holds a running animator, as UIKit's animation system does: an app that
    // keeps no reference to it still gets its completions.
    completionWork = runtime?.schedule(at: start + .appRequested(seconds: duration)) {
      self.finish(at: .end)
    }
  }

  /// Pauses the animation (inert beyond stopping the completion until restarted).
  open func pauseAnimation() {
    if isRunning { pausedFraction = fractionComplete }
    if let completionWork { HeadlessRuntime.current?.cancel(completionWork) }
    completionWork = nil
    isRunning = false
  }

  /// Resumes a paused animation: it ends after the time it had left, times `durationFactor`
  /// when that is above 0 (new timing `parameters` are inert: the views' values changed when it
  /// started).
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard state == .active, !isRunning, let paused = pausedFraction else { return }
    pausedFraction = nil
    isRunning = true
    let runtime = HeadlessRuntime.current
    let now = runtime?.now ?? .zero
    let factor = durationFactor > 0 && durationFactor.isFinite ? Double(durationFactor) : 1
    let left = duration * Double(1 - paused) * factor
    // The fraction done goes on from where it paused.
    startTime = now - .appRequested(seconds: duration * Double(paused))
    completionWork = runtime?.schedule(at: now + .appRequested(seconds: max(left, 0))) {
      self.finish(at: .end)
    }
  }

  /// Stops the animation; without `withoutFinishing`, call ``finishAnimation(at:)`` next, as
  /// UIKit requires.
  open func stopAnimation(_ withoutFinishing: Bool) {
    if let completionWork { HeadlessRuntime.current?.cancel(completionWork) }
    completionWork = nil
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Finishes a stopped animation, calling the completions with `finalPosition`.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: finalPosition)
  }

  /// The fraction of the animation done, from the virtual clock; setting it (scrubbing) is inert.
  open var fractionComplete: CGFloat {
    get {
      guard let startTime, let now = HeadlessRuntime.current?.now else { return 0 }
      let length = TimeAmount.appRequested(seconds: duration)
      guard length > .zero else { return 1 }
      let done = CGFloat((now - startTime).nanoseconds) / CGFloat(length.nanoseconds)
      return min(max(done, 0), 1)
    }
    set {}
  }

  private func run(_ block: @escaping () -> Void) {
    let start = startTime ?? HeadlessRuntime.current?.now ?? .zero
    let length = TimeAmount.appRequested(seconds: duration)
    let timing = timing
    UIView.captureAnimation(block) { view, from in
      ViewAnimation(
        view: view, from: from, start: start, duration: length, timing: timing, repeats: false,
        autoreverses: false)
    }
  }

  private func finish(at position: UIViewAnimatingPosition) {
    isRunning = false
    state = .inactive
    completionWork = nil
    if let now = HeadlessRuntime.current?.now { UIViewAnimationState.current()?.prune(at: now) }
    let callbacks = completions
    completions = []
    for completion in callbacks { completion(position) }
  }
}
