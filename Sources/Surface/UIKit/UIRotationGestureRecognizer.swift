/// Recognizes two fingers turning around each other; ``rotation`` is the angle, in radians,
/// the line between them has turned since the rotation was recognized (clockwise positive on
/// the screen, whose y axis points down), so it reads 0 at `.began`.
///
/// As in UIKit (Apple's documentation): the rotation begins once the fingers have turned enough,
/// changes whenever a finger moves while both are down, and ends when both fingers have lifted;
/// setting ``rotation`` resets ``velocity``. How far is "enough" UIKit does not publish:
/// headless it is ``beginningAngle`` (ours). The angle keeps counting past a half turn. While one
/// finger is down the rotation holds; a finger that comes down again continues from the angle
/// reached (ours). A finger that lifts before the rotation begins fails it.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// How far the fingers must turn, in radians, before the rotation begins (ours: 5°; UIKit
  /// does not publish its threshold).
  public static let beginningAngle: CGFloat = 5 * .pi / 180

  private var gesture = TwoTouchGesture(kind: .rotation, threshold: beginningAngle)

  /// A rotation recognizer that calls `handler` on every state change.
  public convenience init(handler: @escaping (UIRotationGestureRecognizer) -> Void) {
    self.init()
    addAction { if let recognizer = $0 as? UIRotationGestureRecognizer { handler(recognizer) } }
  }

  /// The angle turned since the rotation began (or since the app last set it), plus the value
  /// it was set to; 0 before a rotation.
  ///
  /// Apps commonly apply it and set it back to 0 on each change; a value that is not finite is
  /// reported and ignored.
  open var rotation: CGFloat {
    get { gesture.value(isReporting: isReportingValues) }
    set { set(newValue, of: &gesture, call: "rotation") }
  }

  /// How fast ``rotation`` changes, in radians per second.
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
    gesture = TwoTouchGesture(kind: .rotation, threshold: Self.beginningAngle)
  }
}
