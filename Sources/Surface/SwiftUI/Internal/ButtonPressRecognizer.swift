/// The recognizer a button follows its press with, and the one that runs its action.
///
/// Following the press, it never recognizes, so it takes no touch from the button's action or
/// from a scroll view; it reports the press as it changes. Running the action
/// (``recognizesOnLift``), it recognizes when the followed touch lifts while pressing the
/// button: within the button's bounds grown by 70 pt, however long it was down, as SwiftUI's
/// button gesture ends (a tap would fail past 10 pt or 0.5 s).
///
/// A scroll view that begins dragging, or a gesture that begins on the touch, fails it, and
/// that releases the press, as SwiftUI's button gesture is cancelled.
final class ButtonPressRecognizer: UIGestureRecognizer {
  /// Called with true when the button is pressed, false when it is released.
  var onChange: (Bool) -> Void = { _ in }
  /// Whether the recognizer recognizes when the touch lifts pressing the button.
  var recognizesOnLift = false
  private var press = ButtonPress()
  /// The touch the press follows: the first that began.
  private var followed: UITouch?

  override var state: UIGestureRecognizer.State {
    didSet {
      if state == .failed || state == .cancelled { release() }
    }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard followed == nil, let view else { return }
    // Several fingers down at once: the top leading one (a set's order changes between runs).
    let first = touches.min { a, b in
      let (p, q) = (a.location(in: nil), b.location(in: nil))
      return p.y != q.y ? p.y < q.y : p.x < q.x
    }
    guard let first else { return }
    followed = first
    perform(press.touchBegan(at: first.location(in: view), bounds: view.bounds))
  }

  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let followed, touches.contains(followed), let view else { return }
    perform(press.touchMoved(to: followed.location(in: view), bounds: view.bounds))
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    finish(touches, lifted: true)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    finish(touches, lifted: false)
  }

  override func reset() {
    release()
  }

  /// The touches lifted: the press ends with its touch; the recognizer fails (it never
  /// recognizes) once its last touch lifts.
  private func finish(_ touches: Set<UITouch>, lifted: Bool) {
    if let followed, touches.contains(followed) {
      let wasPressed = press.state == .tracking(isPressed: true)
      release()
      if recognizesOnLift, lifted, wasPressed, state == .possible {
        state = .ended
        return
      }
    }
    if numberOfTouches <= touches.count, state == .possible { state = .failed }
  }

  private func release() {
    followed = nil
    perform(press.touchEnded())
  }

  private func perform(_ action: ButtonPress.Action?) {
    switch action {
    case .showPressed?: onChange(true)
    case .showReleased?: onChange(false)
    case nil: break
    }
  }
}
