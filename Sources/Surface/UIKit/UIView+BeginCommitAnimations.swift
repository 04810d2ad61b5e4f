import Foundation
import HeadlessRuntime
import QuartzCore
import TouchCore

/// iOS 2's begin/commit animation blocks, deprecated since iOS 13 and still in the SDK: the
/// changes made between ``beginAnimations(_:context:)`` and ``commitAnimations()`` animate with
/// the settings the block's `setAnimation…` calls gave it, on the replay's virtual clock as
/// block-based animations do. A `setAnimation…` call outside a block does nothing, as in UIKit.
extension UIView {
  /// Begins an animation block: the view changes made until ``commitAnimations()`` animate.
  ///
  /// Blocks nest; each animates its own changes when it is committed (ours: UIKit starts nested
  /// blocks with the outermost). `context` is not kept.
  public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
    guard let state = UIViewAnimationState.current() else { return }
    state.beginCommitBlocks.append(BeginCommitAnimationBlock(animationID: animationID))
    state.beginCapture()
  }

  /// Ends the innermost animation block and starts its animations.
  ///
  /// The delegate's will-start selector is called as the animations start (after the block's
  /// delay) and its did-stop selector when they end, each with the block's identifier as the
  /// argument.
  public class func commitAnimations() {
    guard let runtime = HeadlessRuntime.current,
      let state = UIViewAnimationState.current(), let block = state.beginCommitBlocks.popLast()
    else { return }
    let captured = state.endCapture()
    let start = runtime.now + .appRequested(seconds: block.delay)
    if start > runtime.now {
      runtime.schedule(at: start) { call(block.willStartSelector, of: block) }
    } else {
      call(block.willStartSelector, of: block)
    }
    let length = TimeAmount.appRequested(seconds: block.duration)
    // A repeat count of 0 or 1 plays once, an infinite one forever; with autoreversing, each
    // repetition goes there and back, two durations.
    let count = block.repeatCount.isNaN ? 1 : Double(max(block.repeatCount, 1))
    let cycles = block.autoreverses ? 2 * count : count
    let repeats = cycles != 1
    for (view, from) in captured {
      var animation = ViewAnimation(
        view: view, from: from, start: start, duration: length,
        timing: AnimationTiming(block.curve.options),
        repeats: repeats, autoreverses: block.autoreverses)
      animation.cycles = cycles
      state.add(animation)
    }
    // Repeating forever, it never stops, as in UIKit.
    guard cycles.isFinite else { return }
    let end = start + .appRequested(seconds: length.seconds * cycles)
    scheduleCompletion(at: end) { _ in call(block.didStopSelector, of: block) }
  }

  /// Sets how long the current block's animations run, in seconds (0.2 unless set).
  public class func setAnimationDuration(_ duration: TimeInterval) {
    changeCurrentBlock { $0.duration = duration.isFinite ? max(duration, 0) : 0 }
  }

  /// Sets how long the current block's animations wait before they start, in seconds.
  public class func setAnimationDelay(_ delay: TimeInterval) {
    changeCurrentBlock { $0.delay = delay.isFinite ? max(delay, 0) : 0 }
  }

  /// Sets the current block's timing curve (ease-in-out unless set).
  public class func setAnimationCurve(_ curve: AnimationCurve) {
    changeCurrentBlock { $0.curve = curve }
  }

  /// Sets how many times the current block's animations repeat: fractions play part of the
  /// last repetition, and an infinite count repeats forever.
  public class func setAnimationRepeatCount(_ repeatCount: Float) {
    changeCurrentBlock { $0.repeatCount = repeatCount }
  }

  /// Sets whether each repetition of the current block's animations plays back in reverse.
  public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
    changeCurrentBlock { $0.autoreverses = repeatAutoreverses }
  }

  /// Sets the object the current block's will-start and did-stop selectors are sent to; it is
  /// not retained.
  public class func setAnimationDelegate(_ delegate: Any?) {
    changeCurrentBlock { $0.delegate = delegate as AnyObject? }
  }

  /// Sets the selector the delegate receives when the current block's animations start.
  public class func setAnimationWillStart(_ selector: Selector?) {
    changeCurrentBlock { $0.willStartSelector = selector }
  }

  /// Sets the selector the delegate receives when the current block's animations end.
  public class func setAnimationDidStop(_ selector: Selector?) {
    changeCurrentBlock { $0.didStopSelector = selector }
  }

  /// Whether the current block starts from what is on screen (inert: a new animation of a
  /// property replaces the one running).
  public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

  /// Sets the current block's start date (inert: the block starts after its delay).
  public class func setAnimationStart(_ startDate: Date) {}

  private static func changeCurrentBlock(_ change: (inout BeginCommitAnimationBlock) -> Void) {
    guard let state = UIViewAnimationState.current(), !state.beginCommitBlocks.isEmpty else {
      return
    }
    change(&state.beginCommitBlocks[state.beginCommitBlocks.count - 1])
  }

  private static func call(_ selector: Selector?, of block: BeginCommitAnimationBlock) {
    guard let selector, let delegate = block.delegate as? NSObject else { return }
    delegate.perform(selector, with: block.animationID)
  }
}
