import Dispatch
import HeadlessRuntime
import TouchCore

/// Block-based animations on the replay's virtual clock: the block's changes take effect at once
/// (the model values, as in UIKit), the animation runs from the old values over the duration,
/// and the completion runs when it ends, with `true`.
extension UIView {
  /// Animates the changes `animations` makes, after `delay`, with the curve in `options`.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay, timing: AnimationTiming(options), options: options,
      animations: animations, completion: completion)
  }

  /// Animates the changes `animations` makes, then calls `completion`.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates the changes `animations` makes.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates with a spring: `dampingRatio` 1 settles without overshoot, smaller values
  /// oscillate; `velocity` is the initial speed in units of the whole change per second.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    run(
      duration: duration, delay: delay, timing: .spring(damping: dampingRatio, velocity: velocity),
      options: options, animations: animations, completion: completion)
  }

  /// Whether `animate` animates: false while ``setAnimationsEnabled(_:)`` has turned it off or
  /// inside ``performWithoutAnimation(_:)``.
  public class var areAnimationsEnabled: Bool {
    guard let state = UIViewAnimationState.current() else { return true }
    return state.suppressionDepth == 0 && !state.isDisabled
  }

  /// Turns animations off (or on again) for the blocks that follow, as iOS does app-wide: while
  /// off, a block's changes take effect at once and it completes at the same instant.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    UIViewAnimationState.current()?.isDisabled = !enabled
  }

  /// Runs `actionsWithoutAnimation` with animations off.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let state = UIViewAnimationState.current()
    state?.suppressionDepth += 1
    actionsWithoutAnimation()
    state?.suppressionDepth -= 1
  }

  /// Keyframe animations: `animations` calls ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
  /// for each step.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let total = TimeAmount.appRequested(seconds: duration)
    let start = (HeadlessRuntime.current?.now ?? .zero) + .appRequested(seconds: delay)
    let state = UIViewAnimationState.current()
    state?.keyframes.append(KeyframeContext(start: start, duration: total))
    animations()
    _ = state?.keyframes.popLast()
    scheduleCompletion(at: start + total, completion)
  }

  /// One keyframe of ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
  /// `frameStartTime` and `frameDuration` are fractions of the whole.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    guard let context = UIViewAnimationState.current()?.keyframes.last else {
      animations()
      return
    }
    let startFraction = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
    let durationFraction = frameDuration.isFinite ? min(max(frameDuration, 0), 1) : 0
    let start =
      context.start
      + TimeAmount(nanoseconds: Int64(Double(context.duration.nanoseconds) * startFraction))
    let length = TimeAmount(
      nanoseconds: Int64(Double(context.duration.nanoseconds) * durationFraction))
    capture(animations) { view, from in
      ViewAnimation(
        view: view, from: from, start: start, duration: length,
        timing: .bezier(CAMediaTimingFunction(name: .linear)),
        repeats: false, autoreverses: false)
    }
  }

  private static func run(
    duration: TimeInterval, delay: TimeInterval, timing: AnimationTiming,
    options: AnimationOptions, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    let now = HeadlessRuntime.current?.now ?? .zero
    // Animations turned off app-wide: the changes take effect at once and the block completes
    // now, whatever its delay and duration.
    if UIViewAnimationState.current()?.isDisabled == true {
      animations()
      scheduleCompletion(at: now, completion)
      return
    }
    let start = now + .appRequested(seconds: delay)
    let length = TimeAmount.appRequested(seconds: duration)
    let repeats = options.contains(.repeat)
    capture(animations) { view, from in
      ViewAnimation(
        view: view, from: from, start: start, duration: length, timing: timing, repeats: repeats,
        autoreverses: options.contains(.autoreverse))
    }
    // A repeating animation never completes, as in UIKit.
    if !repeats { scheduleCompletion(at: start + length, completion) }
  }

  /// Runs `animations`, capturing the properties it changes, and starts an animation for each.
  static func captureAnimation(
    _ animations: () -> Void, _ make: (UIView, AnimatedProperty) -> ViewAnimation
  ) {
    capture(animations, make)
  }

  private static func capture(
    _ animations: () -> Void, _ make: (UIView, AnimatedProperty) -> ViewAnimation
  ) {
    guard let state = UIViewAnimationState.current() else {
      animations()
      return
    }
    state.beginCapture()
    animations()
    for (view, from) in state.endCapture() {
      state.add(make(view, from))
    }
  }

  static func scheduleCompletion(at time: Timestamp, _ completion: ((Bool) -> Void)?) {
    if let capture = UIViewAnimationState.current()?.interactiveCapture {
      // An interactive transition's animations end when the interaction says.
      if let completion { capture.add(completion) }
      return
    }
    guard let runtime = HeadlessRuntime.current else {
      // No replay hosts the view, so nothing animates (as for a view outside a window in
      // UIKit); UIKit still calls the completion, with `true`, on a later turn of the main run
      // loop, where a test's `waitForExpectations` sees it.
      guard let completion else { return }
      let work = DispatchedWork { completion(true) }
      DispatchQueue.main.async { work.run() }
      return
    }
    runtime.schedule(at: time) {
      UIViewAnimationState.current()?.prune(at: runtime.now)
      completion?(true)
    }
  }
}

/// The keyframe animation being built.
struct KeyframeContext {
  let start: Timestamp
  let duration: TimeAmount
}
