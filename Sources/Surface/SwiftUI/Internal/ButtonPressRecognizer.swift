/// The recognizer a button follows its press with: it never recognizes, so it takes no touch
/// from the button's tap or from a scroll view; it reports the press as it changes.
///
/// A scroll view that begins dragging, or a gesture that begins on the touch, fails it, and
/// that releases the press, as SwiftUI's button gesture is cancelled.
final class ButtonPressRecognizer: UIGestureRecognizer {
  /// Called with true when the button is pressed, false when it is released.
  var onChange: (Bool) -> Void = { _ in }
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
    finish(touches)
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    finish(touches)
  }

  override func reset() {
    release()
  }

  /// The touches lifted: the press ends with its touch; the recognizer fails (it never
  /// recognizes) once its last touch lifts.
  private func finish(_ touches: Set<UITouch>) {
    if let followed, touches.contains(followed) { release() }
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
