import TouchCore
import TouchModel

/// One finger on the screen, as UIKit reports it to views and gesture recognizers.
open class UITouch: NSObject {
  /// A touch's phase.
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
  }

  // `@exclusivity(unchecked)`: read by every recognizer for every sample; no access to it
  // overlaps another.
  /// The phase of the latest sample.
  @exclusivity(unchecked) open internal(set) var phase: Phase = .began
  /// When the latest sample happened, in seconds of the replay's virtual clock.
  open internal(set) var timestamp: TimeInterval = 0
  /// The number of taps (1 for a touch that began; the host does not count multi-taps).
  open internal(set) var tapCount = 1
  /// The view the touch began in.
  ///
  /// Strong, as UIKit declares it: a weak reference gave every view a touch began in a side
  /// table, through which each of its retains and releases then went (the collection view a
  /// drag began on, on every frame).
  open internal(set) var view: UIView?
  /// The window the touch is in.
  open internal(set) weak var window: UIWindow?
  /// The touch's radius in points (inert: 20 headless, whatever the tape holds).
  open internal(set) var majorRadius: CGFloat = 20
  /// The force, 1 being an average touch (inert: always 1 headless).
  open internal(set) var force: CGFloat = 1
  /// The largest force a touch can report (inert: 20 / 3, ours, the figure 3D Touch iPhones
  /// are commonly reported to give; Apple documents none), so `force / maximumPossibleForce`
  /// is a fraction, as apps read it.
  open var maximumPossibleForce: CGFloat { 20.0 / 3.0 }

  let id: Touch.ID
  /// The latest sample's time on the virtual clock (``timestamp`` in seconds).
  var sampleTime: Timestamp
  var windowLocation: CGPoint
  var previousWindowLocation: CGPoint

  init(id: Touch.ID, location: CGPoint, time: Timestamp, view: UIView?, window: UIWindow?) {
    self.id = id
    windowLocation = location
    previousWindowLocation = location
    sampleTime = time
    timestamp = time.seconds
    self.view = view
    self.window = window
    super.init()
  }

  /// `touches` in the order their fingers are numbered: a set's own order changes from run to
  /// run, and a replay must not.
  static func inFingerOrder(_ touches: Set<UITouch>) -> [UITouch] {
    touches.sorted { $0.id < $1.id }
  }

  /// The touch's location in `view`'s coordinates (the window's when `view` is nil).
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return windowLocation }
    return view.convert(windowLocation, from: nil)
  }

  /// The previous sample's location in `view`'s coordinates.
  open func previousLocation(in view: UIView?) -> CGPoint {
    guard let view else { return previousWindowLocation }
    return view.convert(previousWindowLocation, from: nil)
  }
}
