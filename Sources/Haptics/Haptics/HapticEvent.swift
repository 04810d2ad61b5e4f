/// One event of a haptic timeline: a Core Haptics event, a dynamic parameter or curve, a UIKit
/// feedback call, or a preserved audio event.
///
/// ```swift
/// let events: [HapticEvent] = [
///   .transient(try TransientEvent(time: 0, intensity: 1, sharpness: 0.5)),
///   .feedback(try SystemFeedback(time: 0.3, kind: .selection)),
/// ]
/// events.map(\.time)  // [0.0, 0.3]
/// ```
public enum HapticEvent: Hashable, Sendable {
  /// A brief tap.
  case transient(TransientEvent)
  /// A sustained vibration.
  case continuous(ContinuousEvent)
  /// A control that changes linearly between points.
  case parameterCurve(ParameterCurve)
  /// A control set at a moment.
  case dynamicParameter(DynamicParameter)
  /// A UIKit feedback generator call.
  case feedback(SystemFeedback)
  /// An AHAP audio event, kept but not played.
  case audio(AudioEvent)

  /// Seconds from the start of the timeline.
  public internal(set) var time: Double {
    get {
      switch self {
      case .transient(let event): event.time
      case .continuous(let event): event.time
      case .parameterCurve(let curve): curve.time
      case .dynamicParameter(let parameter): parameter.time
      case .feedback(let feedback): feedback.time
      case .audio(let event): event.time
      }
    }
    set {
      switch self {
      case .transient(var event): event.time = newValue; self = .transient(event)
      case .continuous(var event): event.time = newValue; self = .continuous(event)
      case .parameterCurve(var curve): curve.time = newValue; self = .parameterCurve(curve)
      case .dynamicParameter(var parameter):
        parameter.time = newValue
        self = .dynamicParameter(parameter)
      case .feedback(var feedback): feedback.time = newValue; self = .feedback(feedback)
      case .audio(var event): event.time = newValue; self = .audio(event)
      }
    }
  }

  /// The event's type.
  public var type: HapticEventType {
    switch self {
    case .transient: .transient
    case .continuous: .continuous
    case .parameterCurve: .parameterCurve
    case .dynamicParameter: .dynamicParameter
    case .feedback(let feedback):
      switch feedback.kind {
      case .notification: .notification
      case .impact: .impact
      case .selection: .selection
      }
    case .audio(let event): event.kind == .custom ? .audioCustom : .audioContinuous
    }
  }

  /// Seconds from the timeline start to the event's end: the start plus the duration for
  /// continuous and audio events, the last control point for curves, the start otherwise (the
  /// rule Core Haptics uses for pattern duration, `CHHapticPattern.h`).
  public var endTime: Double {
    switch self {
    case .continuous(let event): event.time + event.duration
    case .audio(let event): event.time + (event.duration ?? 0)
    case .parameterCurve(let curve): curve.endTime
    case .transient, .dynamicParameter, .feedback: time
    }
  }
}
