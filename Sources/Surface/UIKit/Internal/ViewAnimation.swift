import TouchCore

/// One property of one view moving from `from` to the value the block set, over
/// `start`…`start + duration` on the virtual clock.
struct ViewAnimation {
  unowned let view: UIView
  let from: AnimatedProperty
  let start: Timestamp
  let duration: TimeAmount
  let timing: AnimationTiming
  /// Runs forever (the `.repeat` option), reversing each cycle with `.autoreverse`.
  let repeats: Bool
  let autoreverses: Bool
  /// How many durations a repeating animation runs before it ends at the model value (forever
  /// unless a begin/commit block set a repeat count).
  var cycles = Double.infinity

  /// The fraction of the way from `from` to the model value at `time`.
  func progress(at time: Timestamp) -> CGFloat {
    guard time > start else { return 0 }
    guard duration > .zero else { return 1 }
    var fraction = CGFloat((time - start).nanoseconds) / CGFloat(duration.nanoseconds)
    if repeats {
      guard fraction < cycles else { return 1 }
      let cycle = fraction.rounded(.down)
      fraction -= cycle
      if autoreverses, Int(cycle.truncatingRemainder(dividingBy: 2)) == 1 {
        fraction = 1 - fraction
      }
    }
    return timing.progress(at: min(fraction, 1))
  }

  /// Whether the animation has finished at `time` (never, for one repeating forever).
  func isFinished(at time: Timestamp) -> Bool {
    guard repeats else { return time >= start + duration }
    guard cycles.isFinite else { return false }
    guard duration > .zero else { return true }
    return Double((time - start).nanoseconds) >= cycles * Double(duration.nanoseconds)
  }
}
