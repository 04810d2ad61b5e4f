/// The event that carries touches to views; the headless host sends one per touch sample.
open class UIEvent: NSObject {
  /// The kind of event.
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses
  }

  /// Always `.touches`: the host replays touches only.
  open var type: EventType { .touches }
  /// The event's time in seconds of the replay's virtual clock.
  open internal(set) var timestamp: TimeInterval = 0
  /// The touches down when the event happened.
  open internal(set) var allTouches: Set<UITouch>?

  /// The touches the event holds for `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    allTouches?.filter { $0.view === view }
  }
}
