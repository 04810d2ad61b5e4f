/// A slider: a thumb dragged along a track sets a value, as UIKit's `UISlider` does.
///
/// A touch that lands on the thumb (its rectangle, with the control's margin) starts tracking;
/// the thumb then follows the finger's horizontal movement, not its position, so grabbing the
/// thumb off-centre does not make it jump. The value changes continuously (`valueChanged` on
/// each move) unless ``isContinuous`` is false, then once at the lift. A touch on the track away
/// from the thumb does nothing, as in UIKit. Images and colours are kept (inert).
open class UISlider: UIControl {
  /// The thumb's width and height (ours: the default thumb is a 28-pt circle on iOS 13 and later,
  /// as its default `thumbRect` reports; not documented).
  public static let defaultThumbSize: CGFloat = 28

  /// The value, within ``minimumValue``…``maximumValue``.
  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }
  /// The value at the track's left end; 0 by default.
  open var minimumValue: Float = 0 {
    didSet { clampValue() }
  }
  /// The value at the track's right end; 1 by default.
  open var maximumValue: Float = 1 {
    didSet { clampValue() }
  }
  /// Whether `valueChanged` is sent on each move (true) or once when the finger lifts.
  open var isContinuous = true
  /// The image at the track's minimum end (inert).
  open var minimumValueImage: UIImage?
  /// The image at the track's maximum end (inert).
  open var maximumValueImage: UIImage?
  /// The track's colour below the thumb (inert).
  open var minimumTrackTintColor: UIColor?
  /// The track's colour above the thumb (inert).
  open var maximumTrackTintColor: UIColor?
  /// The thumb's colour (inert).
  open var thumbTintColor: UIColor?

  private var storedValue: Float = 0
  /// The value and the finger's x when tracking began, for relative movement.
  private var trackingStart: (value: Float, x: CGFloat)?
  private var changedWhileTracking = false

  /// Sets the value, clamped to the range (a non-finite value is ignored); `animated` is inert.
  open func setValue(_ value: Float, animated: Bool) {
    guard value.isFinite else { return }
    storedValue = min(max(value, minimumValue), max(minimumValue, maximumValue))
  }

  /// The track's rectangle: the bounds' width, 2 pt tall, centred vertically (ours).
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX, y: bounds.midY - 1, width: bounds.width, height: 2)
  }

  /// The thumb's rectangle for `value`: its centre moves from the track's left end plus half a
  /// thumb to its right end minus half a thumb.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let size = Self.defaultThumbSize
    let x = rect.minX + size / 2 + CGFloat(fraction(of: value)) * travel(of: rect)
    return CGRect(x: x - size / 2, y: bounds.midY - size / 2, width: size, height: size)
  }

  open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    let point = touch.location(in: self)
    let margin = Self.touchInsideMargin / 2
    guard point.x.isFinite, point.y.isFinite,
      thumb.insetBy(dx: -margin, dy: -margin).contains(point)
    else { return false }
    trackingStart = (value, point.x)
    changedWhileTracking = false
    return true
  }

  open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    guard let start = trackingStart else { return false }
    let x = touch.location(in: self).x
    let width = travel(of: trackRect(forBounds: bounds))
    guard x.isFinite, width > 0 else { return true }
    let before = value
    let delta = Float((x - start.x) / width) * (maximumValue - minimumValue)
    setValue(start.value + delta, animated: false)
    if value != before {
      changedWhileTracking = true
      if isContinuous { sendActions(for: .valueChanged) }
    }
    return true
  }

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    if let touch { _ = continueTracking(touch, with: event) }
    if !isContinuous, changedWhileTracking { sendActions(for: .valueChanged) }
    trackingStart = nil
  }

  open override func cancelTracking(with event: UIEvent?) {
    trackingStart = nil
  }

  private func fraction(of value: Float) -> Float {
    let range = maximumValue - minimumValue
    guard range > 0 else { return 0 }
    return (value - minimumValue) / range
  }

  private func travel(of track: CGRect) -> CGFloat {
    max(0, track.width - Self.defaultThumbSize)
  }

  private func clampValue() { setValue(storedValue, animated: false) }
}
