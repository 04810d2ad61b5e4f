import Foundation
import Haptics

/// The one boundary between Core Haptics' objects and the `Haptics` module's values: checks
/// what Core Haptics rejects (a NaN, a negative time or duration) and clamps what it clamps (a
/// finite value outside its parameter's range; the AHAP article, docs/haptics-constants.md).
enum HapticConversion {
  /// `event` as a timeline event `offset` seconds after its pattern's start.
  static func event(_ event: CHHapticEvent, at time: Double) throws -> HapticEvent {
    let start = try checkedTime(time, event: event.type.rawValue)
    var values: [EventParameterID: Double] = [:]
    for parameter in event.eventParameters {
      guard let id = EventParameterID(rawValue: parameter.parameterID.rawValue) else {
        throw CHHapticError(
          .invalidParameterType,
          message: "\(event.type.rawValue) has an unknown parameter "
            + "\(parameter.parameterID.rawValue)")
      }
      values[id] = try clamped(Double(parameter.value), to: id.range, name: id.rawValue)
    }
    let defaults = AHAPDecoder()
    let intensity = values[.hapticIntensity] ?? defaults.defaultHapticIntensity
    let sharpness = values[.hapticSharpness] ?? defaults.defaultHapticSharpness
    do {
      switch event.type {
      case .hapticTransient:
        return .transient(
          try TransientEvent(time: start, intensity: intensity, sharpness: sharpness))
      case .hapticContinuous:
        let duration = try checkedDuration(event.duration, event: event.type.rawValue)
        let envelopeIDs: [EventParameterID] = [.attackTime, .decayTime, .releaseTime, .sustained]
        let envelope =
          envelopeIDs.contains { values[$0] != nil }
          ? try HapticEnvelope(
            attackTime: values[.attackTime] ?? 0, decayTime: values[.decayTime] ?? 0,
            releaseTime: values[.releaseTime] ?? 0,
            // source: CHHapticParameter.h (Sustained is 0 or 1, default 1); ≥ 0.5 reads as 1,
            // as the AHAP reader does.
            isSustained: (values[.sustained] ?? 1) >= 0.5)
          : nil
        return .continuous(
          try ContinuousEvent(
            time: start, duration: duration, intensity: intensity, sharpness: sharpness,
            envelope: envelope))
      case .audioContinuous, .audioCustom:
        let duration = try checkedDuration(event.duration, event: event.type.rawValue)
        let parameters = values.keys.sorted { $0.rawValue < $1.rawValue }.compactMap { id in
          values[id].map { AudioEvent.Parameter(id, $0) }
        }
        return .audio(
          try AudioEvent(
            time: start, kind: event.type == .audioCustom ? .custom : .continuous,
            duration: duration, parameters: parameters))
      default:
        throw CHHapticError(
          .invalidEventType, message: "unknown event type \(event.type.rawValue)")
      }
    } catch let error as HapticError {
      throw CHHapticError(.badEventEntry, message: "\(event.type.rawValue): \(error.message)")
    }
  }

  /// `parameter` as a timeline event at `time` seconds.
  static func parameter(_ parameter: CHHapticDynamicParameter, at time: Double) throws
    -> HapticEvent
  {
    let id = try parameterID(parameter.parameterID)
    let start = try checkedTime(time, event: id.rawValue)
    let value = try clamped(Double(parameter.value), to: id.range, name: id.rawValue)
    do {
      return .dynamicParameter(try DynamicParameter(time: start, parameter: id, value: value))
    } catch let error as HapticError {
      throw CHHapticError(.badParameterEntry, message: error.message)
    }
  }

  /// `curve` as a timeline event starting at `time` seconds.
  static func curve(_ curve: CHHapticParameterCurve, at time: Double) throws -> HapticEvent {
    let id = try parameterID(curve.parameterID)
    let start = try checkedTime(time, event: "\(id.rawValue) curve")
    var points: [ParameterCurve.ControlPoint] = []
    var previous = 0.0
    for (index, point) in curve.controlPoints.enumerated() {
      let pointTime = try checkedTime(point.relativeTime, event: "control point \(index)")
      guard pointTime >= previous else {
        throw CHHapticError(
          .invalidEventTime,
          message: "control point \(index) of a \(id.rawValue) curve is at \(pointTime) s, "
            + "before the previous point at \(previous) s; list the points in time order")
      }
      previous = pointTime
      let value = try clamped(Double(point.value), to: id.range, name: "control point \(index)")
      points.append(ParameterCurve.ControlPoint(time: pointTime, value: value))
    }
    do {
      return .parameterCurve(try ParameterCurve(time: start, parameter: id, controlPoints: points))
    } catch let error as HapticError {
      throw CHHapticError(.badParameterEntry, message: error.message)
    }
  }

  /// `id` as the `Haptics` module's control ID.
  static func parameterID(_ id: CHHapticDynamicParameter.ID) throws -> DynamicParameterID {
    guard let known = DynamicParameterID(rawValue: id.rawValue) else {
      throw CHHapticError(
        .invalidParameterType, message: "unknown dynamic parameter \(id.rawValue)")
    }
    return known
  }

  /// A time in seconds: finite, not negative, and within the latest time a timeline holds.
  static func checkedTime(_ time: Double, event: String) throws -> Double {
    guard time.isFinite, time >= 0, time <= HapticLimits.maximumTime else {
      throw CHHapticError(
        .invalidEventTime,
        message: "\(event) has relative time \(time) s; give a finite time of 0 s or more")
    }
    return time
  }

  /// A duration in seconds: finite and not negative; longer than 30 s is 30 s, the longest
  /// continuous event Core Haptics plays (Apple, `CHHapticEvent.duration`).
  static func checkedDuration(_ duration: Double, event: String) throws -> Double {
    guard duration.isFinite, duration >= 0 else {
      throw CHHapticError(
        .invalidEventDuration,
        message: "\(event) has duration \(duration) s; give a finite duration of 0 s or more")
    }
    return min(duration, HapticLimits.maximumContinuousDuration)
  }

  /// `value` clamped to `range`; NaN and infinities throw.
  static func clamped(_ value: Double, to range: ClosedRange<Double>, name: String) throws
    -> Double
  {
    guard value.isFinite else {
      throw CHHapticError(
        .badParameterEntry,
        message: "\(name) is \(value); give a number in \(range.lowerBound)…\(range.upperBound)")
    }
    return min(max(value, range.lowerBound), range.upperBound)
  }
}
