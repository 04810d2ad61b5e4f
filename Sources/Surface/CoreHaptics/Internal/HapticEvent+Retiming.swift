import Haptics

// MARK: - Retiming

extension HapticEvent {
  /// The event moved to `time` seconds and played at `rate` (durations and curve point times
  /// divided by it; a continuous event never longer than 30 s), or `nil` for an event a
  /// pattern cannot hold (UIKit feedback).
  func retimed(to time: Double, rate: Double) -> HapticEvent? {
    do {
      switch self {
      case .transient(let event):
        return .transient(
          try TransientEvent(time: time, intensity: event.intensity, sharpness: event.sharpness))
      case .continuous(let event):
        return .continuous(
          try ContinuousEvent(
            time: time,
            duration: min(event.duration / rate, HapticLimits.maximumContinuousDuration),
            intensity: event.intensity, sharpness: event.sharpness, envelope: event.envelope))
      case .dynamicParameter(let parameter):
        return .dynamicParameter(
          try DynamicParameter(time: time, parameter: parameter.parameter, value: parameter.value))
      case .parameterCurve(let curve):
        let points = curve.controlPoints.map {
          ParameterCurve.ControlPoint(time: $0.time / rate, value: $0.value)
        }
        return .parameterCurve(
          try ParameterCurve(time: time, parameter: curve.parameter, controlPoints: points))
      case .audio(let event):
        return .audio(
          try AudioEvent(
            time: time, kind: event.kind, duration: event.duration.map { $0 / rate },
            waveformPath: event.waveformPath, parameters: event.parameters,
            usesVolumeEnvelope: event.usesVolumeEnvelope, isLoopEnabled: event.isLoopEnabled))
      case .feedback:
        return nil
      }
    } catch {
      return nil
    }
  }
}
