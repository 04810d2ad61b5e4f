/// The range and default of a parameter on the device.
public protocol CHHapticParameterAttributes {
  /// The lowest value.
  var minValue: Float { get }
  /// The highest value.
  var maxValue: Float { get }
  /// The value used when the parameter is not given.
  var defaultValue: Float { get }
}

/// What the device's haptic hardware supports, from ``CHHapticEngine/capabilitiesForHardware()``.
public protocol CHHapticDeviceCapability {
  /// Whether the device plays haptics (always, for a recorded device).
  var supportsHaptics: Bool { get }
  /// Whether the device plays Core Haptics audio.
  var supportsAudio: Bool { get }
  /// The range and default of an event parameter for an event type.
  func attributes(
    forEventParameter inParameter: CHHapticEvent.ParameterID,
    eventType type: CHHapticEvent.EventType
  ) throws -> any CHHapticParameterAttributes
  /// The range and default of a dynamic parameter.
  func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws
    -> any CHHapticParameterAttributes
}
