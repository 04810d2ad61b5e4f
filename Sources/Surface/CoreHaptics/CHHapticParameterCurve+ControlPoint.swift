import Foundation

// MARK: - Control points

extension CHHapticParameterCurve {
  /// One (time, value) point of a curve; the time is relative to the curve's start.
  open class ControlPoint: @unchecked Sendable {
    /// Seconds after the curve's start.
    open var relativeTime: TimeInterval
    /// The control's value at that time.
    open var value: Float

    /// A point with `value` at `time` seconds into the curve.
    public init(relativeTime time: TimeInterval, value: Float) {
      relativeTime = time
      self.value = value
    }
  }
}
