import TouchCore
import TouchModel

// MARK: - Actions

extension GestureScript {
  /// One verb of the gesture language, with its arguments.
  ///
  /// Each action starts when the previous one ended; durations are rounded to whole touch
  /// samples of the device the script is rendered for.
  public enum Action: Hashable, Sendable {
    /// A finger that is not down touches down at a point (`touch 1 at 330,290`).
    case touch(Touch.ID, at: Point2D)
    /// Fingers that are down move together to their destinations along a curve
    /// (`drag 1 to 130,290 and 2 to 130,300 in 0.5s curve easeOut`).
    case drag([FingerMove], duration: TimeAmount, curve: GestureCurve)
    /// A finger that is not down touches down at `from`, accelerates toward `to` and lifts
    /// there moving at `releaseVelocity` points per second
    /// (`fling 1 from 300,400 to 120,400 velocity 1500`).
    case fling(Touch.ID, from: Point2D, to: Point2D, releaseVelocity: Double)
    /// A finger that is down stays still for a while (`hold 1 for 0.3s`).
    case hold(Touch.ID, duration: TimeAmount)
    /// A finger that is down lifts where it is (`lift 1`).
    case lift(Touch.ID)
    /// The lowest free finger touches down at a point and lifts after `duration`, or after the
    /// configured tap duration when `nil` (`tap 200,400`, `tap 200,400 for 120ms`).
    case tap(at: Point2D, duration: TimeAmount?)
    /// The lowest free finger taps the centre of an element's visible part
    /// (`tap item 3 in strip`, `tap item 3 in strip for 120ms`).
    case tapElement(ElementTarget, duration: TimeAmount?)
    /// The lowest free finger touches down on the centre of an element's visible part, moves
    /// by `offset` along a curve and lifts (`drag item 2 in left by 0,-300 in 0.4s`).
    case dragElement(ElementTarget, by: Vector2D, duration: TimeAmount, curve: GestureCurve)
    /// The lowest free finger flings from the centre of an element's visible part along its
    /// view's scroll axis, lifting at `velocity` points per second: positive moves right or
    /// down (`fling item 5 in wheel at -2 pt/ms`).
    case flingElement(ElementTarget, velocity: Double)
    /// Time passes; fingers that are down stay still (`wait 1s`).
    case wait(TimeAmount)
    /// A scene command takes effect (`command delete 2`, `command rotate 852x393`).
    case command(name: String, arguments: [SceneCommand.Argument])
  }

  /// Where one finger goes in a ``Action/drag(_:duration:curve:)``.
  public struct FingerMove: Hashable, Sendable {
    /// The finger, which must be down.
    public var finger: Touch.ID
    /// Where it ends, in screen points.
    public var destination: Point2D

    /// Creates a move of `finger` to `destination`.
    public init(_ finger: Touch.ID, to destination: Point2D) {
      self.finger = finger
      self.destination = destination
    }
  }
}
