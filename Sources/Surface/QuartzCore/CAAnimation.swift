import Foundation

/// An explicit Core Animation animation, added to a layer with ``CALayer/add(_:forKey:)``.
///
/// Headless it runs on the replay's virtual clock: its delegate hears `animationDidStart` at the
/// begin time and `animationDidStop(_:finished:)` at the end of its active duration (the
/// duration × repeats × 2 when it autoreverses, ÷ speed), and ``CALayer/presentation()``
/// reports the in-flight value of a ``CABasicAnimation`` or ``CASpringAnimation``. Outside a
/// replay no time passes: both callbacks run on a later turn of the main queue.
open class CAAnimation: NSObject {
  /// Seconds of one cycle; 0 means Core Animation's default of 0.25 s.
  open var duration: CFTimeInterval = 0
  /// When the animation begins, in ``CACurrentMediaTime()`` seconds; 0 begins it when added.
  open var beginTime: CFTimeInterval = 0
  /// How fast local time runs (1 is normal; 0 stops it).
  open var speed: Float = 1
  /// Seconds into the animation it starts at (inert).
  open var timeOffset: CFTimeInterval = 0
  /// How many cycles run; 0 is one, `.infinity` forever.
  open var repeatCount: Float = 0
  /// Seconds the cycles repeat for, when greater than 0 (it wins over ``repeatCount``).
  open var repeatDuration: CFTimeInterval = 0
  /// Whether each cycle plays forward then back.
  open var autoreverses = false
  /// What shows outside the active time (inert: the model value shows).
  open var fillMode = CAMediaTimingFillMode.removed
  /// The pacing of a ``CABasicAnimation``; linear when nil, as in Core Animation.
  open var timingFunction: CAMediaTimingFunction?
  /// Whether the layer removes the animation when it ends.
  open var isRemovedOnCompletion = true
  /// Hears the start and the end; retained by the animation, as in Core Animation.
  open var delegate: (any CAAnimationDelegate)?

  /// Values set by key: an app tags an animation to tell it apart in `animationDidStop`.
  private var keyedValues: [String: Any] = [:]

  /// An animation with Core Animation's defaults.
  public required override init() { super.init() }

  /// Sets the value under `key`, as key-value coding does (ours: any key is kept beside the
  /// animation, without reaching its properties; apps use it to tag animations).
  open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }

  /// The value ``setValue(_:forKey:)`` set under `key`, or nil.
  open func value(forKey key: String) -> Any? { keyedValues[key] }

  /// A new animation object (`CAAnimation.animation()` in Objective-C).
  open class func animation() -> Self { self.init() }

  /// The default value of a property (`defaultValue(forKey:)`): 0.25 for `duration`, 1 for
  /// `speed`, nil otherwise.
  open class func defaultValue(forKey key: String) -> Any? {
    switch key {
    case "duration": 0.25
    case "speed": Float(1)
    default: nil
    }
  }

  /// Seconds of one cycle: ``duration``, or Core Animation's 0.25 s when it is 0 (or not a
  /// finite positive number).
  var cycleDuration: Double { duration > 0 && duration.isFinite ? duration : 0.25 }

  /// Seconds from the begin time to the end, on the layer's clock; nil when it never ends
  /// (repeating forever, or a speed of 0).
  var activeDuration: Double? {
    let perCycle = autoreverses ? cycleDuration * 2 : cycleDuration
    let total: Double
    if repeatDuration > 0 {
      total = repeatDuration
    } else if repeatCount.isNaN || repeatCount <= 0 {
      total = perCycle
    } else {
      total = perCycle * Double(repeatCount)
    }
    guard speed.isFinite, speed > 0, total.isFinite else { return nil }
    return total / Double(speed)
  }

  /// The fraction of the way from the start value to the end value at `elapsed` seconds after
  /// the begin time (subclasses with values override it).
  func progress(atElapsed elapsed: Double) -> Double {
    let cycle = cycleDuration
    var local = max(elapsed, 0) * Double(speed)
    if let active = activeDuration, elapsed >= active { local = active * Double(speed) }
    var fraction = local / cycle
    let completed = fraction.rounded(.down)
    fraction -= completed
    if local > 0, fraction == 0 { fraction = 1 }
    if autoreverses, Int(completed.truncatingRemainder(dividingBy: 2)) == 1 {
      fraction = 1 - fraction
    }
    return curve(at: fraction, seconds: fraction * cycle)
  }

  /// The pacing at `fraction` of one cycle (`seconds` into it).
  func curve(at fraction: Double, seconds: Double) -> Double {
    timingFunction?.value(atFraction: fraction) ?? fraction
  }
}
