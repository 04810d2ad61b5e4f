import Foundation

/// A control value set at a moment of a playing pattern, such as a lower intensity.
///
/// ```swift
/// let engine = try CHHapticEngine()
/// try engine.start()
/// let hum = CHHapticEvent(
///   eventType: .hapticContinuous, parameters: [], relativeTime: 0, duration: 1)
/// let player = try engine.makePlayer(with: try CHHapticPattern(events: [hum], parameters: []))
/// try player.start(atTime: CHHapticTimeImmediate)
/// let dim = CHHapticDynamicParameter(
///   parameterID: .hapticIntensityControl, value: 0.5, relativeTime: 0.2)
/// try player.sendParameters([dim], atTime: CHHapticTimeImmediate)
/// ```
open class CHHapticDynamicParameter: @unchecked Sendable {
  /// The control.
  open private(set) var parameterID: ID
  /// The control's value (clamped to its range when sent, as Core Haptics does).
  open var value: Float
  /// Seconds after the pattern's start (in a pattern) or after the send time.
  open var relativeTime: TimeInterval

  /// A control set to `value` at `time`.
  public init(parameterID: ID, value: Float, relativeTime time: TimeInterval) {
    self.parameterID = parameterID
    self.value = value
    relativeTime = time
  }
}
