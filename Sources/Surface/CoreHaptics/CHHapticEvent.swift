import Foundation

/// One haptic or audio event of a pattern: its type, parameters, time relative to the start of
/// the pattern and, for continuous events, duration.
///
/// Values are checked when a ``CHHapticPattern`` is made from the event (Core Haptics' own
/// initializers do not throw either).
///
/// ```swift
/// let tap = CHHapticEvent(
///   eventType: .hapticTransient,
///   parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: 0.8)],
///   relativeTime: 0.1)
/// ```
open class CHHapticEvent: @unchecked Sendable {
  /// The event's type.
  open private(set) var type: EventType
  /// The event's parameters.
  open private(set) var eventParameters: [CHHapticEventParameter]
  /// Seconds from the start of the pattern.
  open var relativeTime: TimeInterval
  /// Seconds the event lasts (continuous events; 0 for transients).
  open var duration: TimeInterval

  /// An event of `type` at `time` seconds into the pattern.
  public init(
    eventType type: EventType, parameters eventParams: [CHHapticEventParameter],
    relativeTime time: TimeInterval
  ) {
    self.type = type
    eventParameters = eventParams
    relativeTime = time
    duration = 0
  }

  /// An event of `type` at `time` seconds into the pattern, lasting `duration` seconds.
  public init(
    eventType type: EventType, parameters eventParams: [CHHapticEventParameter],
    relativeTime time: TimeInterval, duration: TimeInterval
  ) {
    self.type = type
    eventParameters = eventParams
    relativeTime = time
    self.duration = duration
  }
}
