import Haptics

/// The capabilities of the phone a session models: haptics and audio, with the ranges of
/// `CHHapticParameter.h` and the AHAP reader's defaults where the header states none.
struct HardwareCapability: CHHapticDeviceCapability {
  struct Attributes: CHHapticParameterAttributes {
    var minValue: Float
    var maxValue: Float
    var defaultValue: Float
  }

  var supportsHaptics: Bool { true }
  var supportsAudio: Bool { true }

  func attributes(
    forEventParameter inParameter: CHHapticEvent.ParameterID,
    eventType type: CHHapticEvent.EventType
  ) throws -> any CHHapticParameterAttributes {
    guard let id = EventParameterID(rawValue: inParameter.rawValue) else {
      throw CHHapticError(
        .invalidParameterType, message: "unknown event parameter \(inParameter.rawValue)")
    }
    let decoder = AHAPDecoder()
    let fallback: Double =
      switch id {
      case .hapticIntensity: decoder.defaultHapticIntensity
      case .hapticSharpness: decoder.defaultHapticSharpness
      // Ours: the header states no default for volume (1) and pitch (0).
      case .audioVolume: 1
      default: 0
      }
    return Attributes(
      minValue: Float(id.range.lowerBound), maxValue: Float(id.range.upperBound),
      defaultValue: Float(id.documentedDefault ?? fallback))
  }

  func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws
    -> any CHHapticParameterAttributes
  {
    let id = try HapticConversion.parameterID(inParameter)
    return Attributes(
      minValue: Float(id.range.lowerBound), maxValue: Float(id.range.upperBound),
      defaultValue: Float(id.defaultValue))
  }
}
