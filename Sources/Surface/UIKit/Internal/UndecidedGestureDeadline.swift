import Foundation
import HeadlessRuntime

/// A discrete recognizer's one deadline on the replay's virtual clock: when it passes while the
/// recognizer is still undecided and touched, the recognizer's `expire` runs (a long press
/// begins, a swipe that took too long fails).
///
/// Starting it again replaces the pending deadline; the recognizer cancels it when it decides or
/// resets, so a later touch is never judged by an earlier one's clock.
struct UndecidedGestureDeadline {
  private var work: ScheduledWorkID?

  /// Runs `expire` on `recognizer` `seconds` from now (virtual time) if it is then still
  /// `.possible` with a finger down.
  mutating func start(
    after seconds: TimeInterval, for recognizer: UIGestureRecognizer,
    _ expire: @escaping (UIGestureRecognizer) -> Void
  ) {
    cancel()
    work = HeadlessRuntime.current?.schedule(after: .appRequested(seconds: seconds)) {
      [weak recognizer] in
      guard let recognizer, recognizer.state == .possible, !recognizer.trackedTouches.isEmpty
      else { return }
      expire(recognizer)
    }
  }

  /// Drops the pending deadline, if any.
  mutating func cancel() {
    if let work { HeadlessRuntime.current?.cancel(work) }
    work = nil
  }
}
