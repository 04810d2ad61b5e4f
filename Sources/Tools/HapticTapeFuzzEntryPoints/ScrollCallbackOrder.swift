import HapticTape

/// UIKit's order of one scroll view's delegate callbacks, as a state machine over the names a
/// tape records: a drag begins under a finger and ends with `willEndDragging` then
/// `didEndDragging`; `willBeginDecelerating` follows a `didEndDragging` that said it would (or
/// the lift of a finger that caught a bounce), and `didEndDecelerating` ends only a deceleration
/// that began.
struct ScrollCallbackOrder {
  enum State: Equatable {
    case idle
    case dragging
    /// After `willEndDragging`, waiting for `didEndDragging`.
    case endingDrag
    /// After `didEndDragging(willDecelerate: true)`, waiting for `willBeginDecelerating`.
    case awaitingDeceleration
    case decelerating
  }

  private(set) var state = State.idle

  /// Takes the callback `name`; returns what is wrong with it here, or `nil`.
  mutating func accept(_ name: String, _ record: TapeRecord, isFingerDown: Bool) -> String? {
    switch (state, name) {
    case (_, "didScroll"), (_, "didEndScrollingAnimation"), (_, "touchDropped"):
      return nil
    case (.idle, "willBeginDragging"), (.decelerating, "willBeginDragging"):
      state = .dragging
      return isFingerDown ? nil : "a drag began with no finger down"
    case (.dragging, "dragCancelled"):
      return nil
    case (.dragging, "willEndDragging"):
      state = .endingDrag
      return nil
    case (.endingDrag, "didEndDragging"):
      let willDecelerate = record[field: "willDecelerate"] == .flag(true)
      state = willDecelerate ? .awaitingDeceleration : .idle
      return nil
    case (.awaitingDeceleration, "willBeginDecelerating"):
      state = .decelerating
      return nil
    case (.idle, "willBeginDecelerating"):
      // A finger that caught a bounce lifts without dragging: the bounce resumes
      // (ScrollViewModel's returnFromOverscrollIfReleased), as UIKit resumes it. Fingers on
      // other views may still be down.
      state = .decelerating
      return nil
    case (.decelerating, "didEndDecelerating"):
      state = .idle
      return nil
    default:
      let problem = "\(name) while \(state)"
      // Carry on from where the callback leads, so one slip is reported once.
      switch name {
      case "willBeginDragging": state = .dragging
      case "willEndDragging": state = .endingDrag
      case "willBeginDecelerating": state = .decelerating
      default: state = .idle
      }
      return problem
    }
  }
}
