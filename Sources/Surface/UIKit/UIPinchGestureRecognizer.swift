/// Recognizes two fingers moving apart or together; ``scale`` is the distance between them
/// relative to the distance when the pinch was recognized, so it reads 1 at `.began`.
///
/// As in UIKit (Apple's documentation): the pinch begins once the fingers have moved enough,
/// changes whenever a finger moves while both are down, and ends when both fingers have lifted;
/// the scale is measured in screen (window) coordinates, and setting it resets ``velocity``.
/// How far is "enough" UIKit does not publish: headless it is ``beginningSpanChange`` (ours).
/// While one finger is down the scale holds; a finger that comes down again continues from the
/// scale reached (ours). A finger that lifts before the pinch begins fails it.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// How much the distance between the fingers must change, in points, before the pinch begins
  /// (ours: the 10-pt slop of the pan recognizer; UIKit does not publish its threshold).
  public static let beginningSpanChange: CGFloat = 10

  private var gesture = TwoTouchGesture(kind: .scale, threshold: beginningSpanChange)

  /// A pinch recognizer that calls `handler` on every state change.
  public convenience init(handler: @escaping (UIPinchGestureRecognizer) -> Void) {
    self.init()
    addAction { if let recognizer = $0 as? UIPinchGestureRecognizer { handler(recognizer) } }
  }

  /// The distance between the fingers relative to their distance when the pinch began (or when
  /// the app last set it), times the value it was set to; 1 before a pinch.
  ///
  /// Apps commonly apply it and set it back to 1 on each change; a value that is not finite is
  /// reported and ignored.
  open var scale: CGFloat {
    get { gesture.value(isReporting: isReportingValues) }
    set { set(newValue, of: &gesture, call: "scale") }
  }

  /// How fast ``scale`` changes, in scale factor per second.
  open var velocity: CGFloat { gesture.velocity(isReporting: isReportingValues) }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    move(to: gesture.follow(trackedTouches, at: touches.first?.sampleTime, state: state))
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    move(to: gesture.follow(trackedTouches, at: touches.first?.sampleTime, state: state))
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    endWhenLastFingerLifts(touches)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelOrFail()
  }

  open override func reset() {
    super.reset()
    gesture = TwoTouchGesture(kind: .scale, threshold: Self.beginningSpanChange)
  }
}
