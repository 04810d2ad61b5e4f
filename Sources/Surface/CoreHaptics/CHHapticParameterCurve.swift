import Foundation

/// A control that changes linearly between points, modulating a pattern while it plays.
///
/// ```swift
/// let fade = CHHapticParameterCurve(
///   parameterID: .hapticIntensityControl,
///   controlPoints: [.init(relativeTime: 0, value: 1), .init(relativeTime: 0.4, value: 0)],
///   relativeTime: 0.1)
/// ```
open class CHHapticParameterCurve: @unchecked Sendable {
  /// The control the curve drives.
  open private(set) var parameterID: CHHapticDynamicParameter.ID
  /// Seconds after the pattern's start (in a pattern) or after the schedule time.
  open var relativeTime: TimeInterval
  /// The points, in time order.
  open private(set) var controlPoints: [ControlPoint]

  /// A curve of `parameterID` through `controlPoints`, starting at `relativeTime`.
  public init(
    parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint],
    relativeTime: TimeInterval
  ) {
    self.parameterID = parameterID
    self.controlPoints = controlPoints
    self.relativeTime = relativeTime
  }
}
