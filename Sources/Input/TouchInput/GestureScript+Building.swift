import TouchCore
import TouchModel

// MARK: - Builder

extension GestureScript {
  /// Touches `finger` down at `location`; the finger must not be down.
  ///
  /// - Parameters:
  ///   - finger: The finger's id; a lifted finger's id may be used again.
  ///   - location: Where it touches, in screen points.
  public mutating func touch(_ finger: Touch.ID, at location: Point2D) {
    append(.touch(finger, at: location))
  }

  /// Moves `finger`, which must be down, to `destination` over `duration`.
  ///
  /// - Parameters:
  ///   - finger: A finger that is down.
  ///   - destination: Where it ends, in screen points.
  ///   - duration: How long the move takes; rounded to whole touch samples, at least one.
  ///   - curve: How the distance spreads over the duration.
  public mutating func drag(
    _ finger: Touch.ID, to destination: Point2D, duration: TimeAmount, curve: GestureCurve = .linear
  ) {
    append(.drag([FingerMove(finger, to: destination)], duration: duration, curve: curve))
  }

  /// Moves several fingers that are down at the same time, each to its destination.
  ///
  /// ```swift
  /// let one = Touch.ID(1), two = Touch.ID(2)
  /// var script = GestureScript()
  /// script.touch(one, at: Point2D(x: 100, y: 100))
  /// script.touch(two, at: Point2D(x: 300, y: 100))
  /// script.drag([.init(one, to: Point2D(x: 100, y: 300)), .init(two, to: Point2D(x: 300, y: 300))],
  ///             duration: .milliseconds(400))
  /// ```
  ///
  /// - Parameters:
  ///   - moves: One move per finger; each finger at most once.
  ///   - duration: How long the moves take; rounded to whole touch samples, at least one.
  ///   - curve: How the distance spreads over the duration, the same for every finger.
  public mutating func drag(
    _ moves: [FingerMove], duration: TimeAmount, curve: GestureCurve = .linear
  ) {
    append(.drag(moves, duration: duration, curve: curve))
  }

  /// Touches `finger` down at `start`, flings it toward `end` and lifts it there, moving at
  /// `releaseVelocity` when it lifts.
  ///
  /// The finger accelerates evenly from rest, then moves at constant speed for the last
  /// samples (at least 5 and 50 ms by default, ``GestureRenderConfiguration``), so a
  /// UIKit-style release-velocity estimate comes out at `releaseVelocity`.
  ///
  /// - Parameters:
  ///   - finger: A finger that is not down.
  ///   - start: Where it touches down, in screen points.
  ///   - end: Where it lifts, in screen points.
  ///   - releaseVelocity: The speed at lift-off in points per second, along `start → end`.
  public mutating func fling(
    _ finger: Touch.ID, from start: Point2D, to end: Point2D, releaseVelocity: Double
  ) {
    append(.fling(finger, from: start, to: end, releaseVelocity: releaseVelocity))
  }

  /// Keeps `finger`, which must be down, still for `duration`.
  public mutating func hold(_ finger: Touch.ID, for duration: TimeAmount) {
    append(.hold(finger, duration: duration))
  }

  /// Lifts `finger`, which must be down, where it is, one touch sample after its last one at
  /// the earliest.
  public mutating func lift(_ finger: Touch.ID) {
    append(.lift(finger))
  }

  /// Taps at `location` with the lowest finger id that is not down.
  ///
  /// - Parameters:
  ///   - location: Where to tap, in screen points.
  ///   - duration: How long the finger stays down; `nil` for the configured tap duration.
  public mutating func tap(at location: Point2D, duration: TimeAmount? = nil) {
    append(.tap(at: location, duration: duration))
  }

  /// Lets `duration` pass.
  public mutating func wait(_ duration: TimeAmount) {
    append(.wait(duration))
  }

  /// Sends the scene command `name` with `arguments` at the current time.
  ///
  /// ```swift
  /// var script = GestureScript()
  /// script.tap(at: Point2D(x: 200, y: 400))
  /// script.command("delete", [.integer(2)])
  /// ```
  public mutating func command(_ name: String, _ arguments: [SceneCommand.Argument] = []) {
    append(.command(name: name, arguments: arguments))
  }
}
