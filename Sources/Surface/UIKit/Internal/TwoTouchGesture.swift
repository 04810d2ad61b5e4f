import TouchCore

/// What the two-finger recognizers (pinch and rotation) share: which two touches they follow,
/// how far a measure of them (the distance between the fingers, or the angle of the line from
/// the first to the second) has moved, the value the app reads (a scale or an angle) and its
/// rate, and when the gesture begins.
///
/// The measure is accumulated sample by sample, so an angle that passes ±π keeps counting
/// (a rotation of 400° reads as 400°, not 40°).
struct TwoTouchGesture {
  /// What is measured, and how the app's value follows from it.
  enum Kind {
    /// The distance between the fingers; the value is a scale, 1 when it begins.
    case scale
    /// The angle of the line between them; the value is an angle turned, 0 when it begins.
    case rotation

    var startValue: CGFloat {
      switch self {
      case .scale: 1
      case .rotation: 0
      }
    }
  }

  let kind: Kind
  /// How far the measure must move from where both fingers came down before the gesture begins.
  let threshold: CGFloat
  private var pair: [ObjectIdentifier] = []
  /// The measure at the latest update.
  private var current: CGFloat = 0
  /// The measure when the value was last based on it.
  private var base: CGFloat = 0
  /// The accumulated change since both fingers came down.
  private var sinceDown: CGFloat = 0
  /// The accumulated change since ``base``.
  private var sinceBase: CGFloat = 0
  /// The value at ``base``: the start value, or what the app set.
  private var valueBase: CGFloat
  private var rate = GestureRate()

  init(kind: Kind, threshold: CGFloat) {
    self.kind = kind
    self.threshold = threshold
    valueBase = kind.startValue
  }

  /// The value while the gesture reports one, else the value it was set to.
  func value(isReporting: Bool) -> CGFloat {
    guard isReporting else { return valueBase }
    switch kind {
    case .scale: return base > 0 ? valueBase * (base + sinceBase) / base : valueBase
    case .rotation: return valueBase + sinceBase
    }
  }

  /// The value's rate of change per second while the gesture reports one.
  func velocity(isReporting: Bool) -> CGFloat { isReporting ? rate.velocity : 0 }

  /// The app set the value: later changes count from it, and the velocity starts again.
  mutating func set(_ value: CGFloat) {
    valueBase = value
    rebase()
    rate.reset()
  }

  /// Follows the first two of `touches` (the recognizer's, in the order they came down) at
  /// `time`; returns the state the recognizer moves to, if any.
  mutating func follow(
    _ touches: [UITouch], at time: Timestamp?, state: UIGestureRecognizer.State
  ) -> UIGestureRecognizer.State? {
    let isReporting = state == .began || state == .changed
    guard touches.count >= 2 else { return nil }
    let ids = [ObjectIdentifier(touches[0]), ObjectIdentifier(touches[1])]
    let measure = Self.measure(kind, touches[0].windowLocation, touches[1].windowLocation)
    guard ids == pair else {
      // A new pair (a finger lifted and another came down) continues from the value reached.
      if isReporting { valueBase = value(isReporting: true) }
      pair = ids
      current = measure
      rebase()
      return nil
    }
    var delta = measure - current
    // Angles wrap at ±π; a step between two samples never turns half a circle.
    if kind == .rotation, delta > .pi { delta -= 2 * .pi }
    if kind == .rotation, delta < -.pi { delta += 2 * .pi }
    current = measure
    sinceDown += delta
    sinceBase += delta
    if kind == .scale, base <= 0 {
      // The fingers met: base the scale on the next distance rather than divide by zero.
      valueBase = value(isReporting: isReporting)
      rebase()
    }
    switch state {
    case .possible:
      guard abs(sinceDown) >= threshold else { return nil }
      valueBase = kind.startValue
      rebase()
      rate.reset()
      if let time { rate.add(valueBase, at: time) }
      return .began
    case .began, .changed:
      if let time { rate.add(value(isReporting: true), at: time) }
      return .changed
    case .ended, .cancelled, .failed:
      return nil
    }
  }

  private mutating func rebase() {
    base = current
    sinceBase = 0
  }

  private static func measure(_ kind: Kind, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = b.x - a.x
    let dy = b.y - a.y
    switch kind {
    case .scale: return hypot(dx, dy)
    case .rotation: return atan2(dy, dx)
    }
  }
}
