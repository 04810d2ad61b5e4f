import TouchCore

/// Recognizes a press held ``minimumPressDuration`` without moving more than ``allowableMovement``;
/// then reports changes until the finger lifts.
///
/// The timer runs on the replay's virtual clock.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the finger must stay down (UIKit's default 0.5 s).
  open var minimumPressDuration: TimeInterval = 0.5
  /// How far the finger may move before the press fails (UIKit's default 10 pt).
  open var allowableMovement: CGFloat = 10
  /// Fingers needed.
  open var numberOfTouchesRequired = 1
  /// Taps before the press (only 0 is modelled).
  open var numberOfTapsRequired = 0

  private var start: CGPoint?
  private var deadline = UndecidedGestureDeadline()

  /// A long-press recognizer that calls `handler` on every state change.
  public convenience init(handler: @escaping (UILongPressGestureRecognizer) -> Void) {
    self.init()
    addAction { if let recognizer = $0 as? UILongPressGestureRecognizer { handler(recognizer) } }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    guard numberOfTouches <= numberOfTouchesRequired, numberOfTapsRequired == 0 else {
      fail()
      return
    }
    guard numberOfTouches == numberOfTouchesRequired,
      let touch = UITouch.inFingerOrder(touches).first
    else { return }
    start = touch.windowLocation
    deadline.start(after: minimumPressDuration, for: self) { $0.recognize(as: .began) }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let touch = UITouch.inFingerOrder(touches).first else { return }
    switch state {
    case .possible:
      if let start,
        hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y)
          > allowableMovement
      {
        fail()
      }
    case .began, .changed:
      state = .changed
    case .ended, .cancelled, .failed:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .began || state == .changed { state = .ended } else { fail() }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .began || state == .changed { state = .cancelled } else { fail() }
  }

  open override func reset() {
    super.reset()
    deadline.cancel()
    start = nil
  }

  private func fail() {
    deadline.cancel()
    if state == .possible { state = .failed }
  }
}
