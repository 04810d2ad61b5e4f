import HeadlessRuntime

/// A minus and a plus button that step a value, as UIKit's `UIStepper`.
///
/// The stepper is 94 × 32 pt whatever frame it is given, as on iOS. A touch down on the left
/// half decrements and on the right half increments by ``stepValue``, at once (as UIKit's, which
/// steps on touch down); `valueChanged` goes then, or at the lift when ``isContinuous`` is false.
/// At a limit the value stops there, or wraps to the other limit when ``wraps`` is true; a step
/// that changes nothing sends nothing. Ours: ``autorepeat`` is kept but a held finger steps once
/// (no repeat timer headless).
open class UIStepper: UIControl {
  /// The stepper's size on iOS: 94 × 32 pt.
  public static let intrinsicSize = CGSize(width: 94, height: 32)

  private var storedValue: Double = 0
  private var storedMinimum: Double = 0
  private var storedMaximum: Double = 100
  private var storedStep: Double = 1
  /// Whether the value changed during the current touch (sent at the lift when not continuous).
  private var changedWhileTracking = false

  /// Whether `valueChanged` goes at each step (true, the default) or once at the lift.
  open var isContinuous = true
  /// Whether holding a button repeats the step (kept, inert; ours: no repeat headless).
  open var autorepeat = true
  /// Whether stepping past a limit wraps to the other limit; false by default.
  open var wraps = false

  /// A stepper at `frame`'s origin, 94 × 32 pt.
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: Self.intrinsicSize))
  }

  /// Storyboards are not supported headless; returns nil.
  public required init?(coder: NSCoder) { nil }

  /// The value, clamped to ``minimumValue``…``maximumValue``; 0 by default.
  ///
  /// Setting it sends no event, as UIKit's; a non-finite value is reported and ignored.
  open var value: Double {
    get { storedValue }
    set {
      guard newValue.isFinite else { return report("value", "the value \(newValue) is not finite") }
      storedValue = min(max(newValue, storedMinimum), storedMaximum)
    }
  }

  /// The lowest value; 0 by default.
  ///
  /// It must be below ``maximumValue`` and finite (otherwise reported and ignored; UIKit raises an
  /// exception).
  open var minimumValue: Double {
    get { storedMinimum }
    set {
      guard newValue.isFinite, newValue < storedMaximum else {
        return report("minimumValue", "\(newValue) is not finite and below \(storedMaximum)")
      }
      storedMinimum = newValue
      storedValue = max(storedValue, newValue)
    }
  }

  /// The highest value; 100 by default.
  ///
  /// It must be above ``minimumValue`` and finite (otherwise reported and ignored).
  open var maximumValue: Double {
    get { storedMaximum }
    set {
      guard newValue.isFinite, newValue > storedMinimum else {
        return report("maximumValue", "\(newValue) is not finite and above \(storedMinimum)")
      }
      storedMaximum = newValue
      storedValue = min(storedValue, newValue)
    }
  }

  /// How much a tap changes the value; 1 by default.
  ///
  /// It must be positive and finite (otherwise reported and ignored).
  open var stepValue: Double {
    get { storedStep }
    set {
      guard newValue.isFinite, newValue > 0 else {
        return report("stepValue", "the step \(newValue) is not positive and finite")
      }
      storedStep = newValue
    }
  }

  open override var intrinsicContentSize: CGSize { Self.intrinsicSize }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    changedWhileTracking = false
    let point = touch.location(in: self)
    guard point.x.isFinite else { return false }
    let before = storedValue
    storedValue = stepped(up: point.x >= bounds.midX)
    if storedValue != before {
      changedWhileTracking = true
      if isContinuous { sendActions(for: .valueChanged) }
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if !isContinuous, changedWhileTracking { sendActions(for: .valueChanged) }
    changedWhileTracking = false
  }

  open override func cancelTracking(with event: UIEvent?) {
    if !isContinuous, changedWhileTracking { sendActions(for: .valueChanged) }
    changedWhileTracking = false
  }

  /// The value one step up or down, stopped at the limits or wrapped past them.
  private func stepped(up: Bool) -> Double {
    let next = storedValue + (up ? storedStep : -storedStep)
    if next > storedMaximum { return wraps ? storedMinimum : storedMaximum }
    if next < storedMinimum { return wraps ? storedMaximum : storedMinimum }
    return next
  }
}
