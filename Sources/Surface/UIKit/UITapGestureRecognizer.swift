import HeadlessRuntime
import TouchCore
import TouchInput
import TouchModel

/// Recognizes taps: a finger that lifts within 0.5 s and 10 pt of where it touched down
/// (TouchInput's `TapGestureRecognizer`, the model the built-in scenes use), repeated
/// ``numberOfTapsRequired`` times.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// Taps needed (a double tap is 2); taps count when each begins within
  /// ``maximumTapInterval`` of the previous one's lift.
  open var numberOfTapsRequired = 1
  // `@exclusivity(unchecked)`: read for every sample; no access to it overlaps another.
  /// Fingers needed (only 1 is modelled; more never recognize).
  @exclusivity(unchecked) open var numberOfTouchesRequired = 1

  /// The longest pause between the taps of a multi-tap (ours: 0.35 s; UIKit does not publish it).
  static let maximumTapInterval = TimeAmount.milliseconds(350)

  private var model = TapGestureRecognizer()
  private var taps = 0
  private var lastTapEnd: Timestamp?
  /// The multi-tap's deadline for its next tap, when one tap of several has been made.
  private var nextTapDeadline: ScheduledWorkID?

  /// Undecided with a finger down, and between the taps of a multi-tap.
  override var isUndecided: Bool { super.isUndecided || (state == .possible && taps > 0) }

  /// A tap recognizer that calls `handler` when it recognizes.
  public convenience init(handler: @escaping (UITapGestureRecognizer) -> Void) {
    self.init()
    addAction { if let recognizer = $0 as? UITapGestureRecognizer { handler(recognizer) } }
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    feed(touches, .began)
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    feed(touches, .moved)
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    feed(touches, .ended)
  }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    feed(touches, .cancelled)
  }

  open override func reset() {
    super.reset()
    model = TapGestureRecognizer()
  }

  /// Fails the multi-tap if no tap begins within ``maximumTapInterval`` of `end`, so that a
  /// single tap waiting for it (`require(toFail:)`) recognizes then, as on iOS.
  private func awaitNextTap(after end: Timestamp) {
    guard let runtime = HeadlessRuntime.current else { return }
    if let nextTapDeadline { runtime.cancel(nextTapDeadline) }
    nextTapDeadline = runtime.schedule(at: end + Self.maximumTapInterval) { [weak self] in
      guard let self, self.state == .possible, self.trackedTouches.isEmpty, self.taps > 0 else {
        return
      }
      self.taps = 0
      self.state = .failed
    }
  }

  private func feed(_ touches: Set<UITouch>, _ phase: Touch.Phase) {
    guard numberOfTouchesRequired == 1, state == .possible else { return }
    for touch in UITouch.inFingerOrder(touches) {
      let time = touch.sampleTime
      if phase == .began, let end = lastTapEnd, time - end > Self.maximumTapInterval { taps = 0 }
      let sample = TouchSample(
        id: touch.id, phase: phase, location: Point2D(touch.windowLocation), timestamp: time)
      switch model.handle(sample) {
      case .recognized?:
        taps += 1
        lastTapEnd = time
        if taps >= max(numberOfTapsRequired, 1) {
          taps = 0
          recognize(as: .recognized)
        } else {
          awaitNextTap(after: time)
        }
      case .failed?:
        taps = 0
        state = .failed
      case nil:
        break
      }
    }
  }
}
