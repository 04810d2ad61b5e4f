/// The `ParameterID` of a dynamic parameter or parameter curve: a control that modulates every
/// event of the pattern that responds to it.
///
/// Ranges, defaults and how each combines with the event's own value: CHHapticParameter.h and
/// Apple's `CHHapticDynamicParameter` page (docs/haptics-constants.md#dynamic-parameters).
///
/// ```swift
/// DynamicParameterID.hapticSharpnessControl.range  // -1.0...1.0, added to the event's sharpness
/// ```
public enum DynamicParameterID: String, CaseIterable, Hashable, Sendable {
  /// Multiplies the intensity of haptic events, 0…1.
  case hapticIntensityControl = "HapticIntensityControl"
  /// Adds to the sharpness of haptic events, −1…1.
  case hapticSharpnessControl = "HapticSharpnessControl"
  /// Adds to the attack time of haptic envelopes, −1…1.
  case hapticAttackTimeControl = "HapticAttackTimeControl"
  /// Adds to the decay time of haptic envelopes, −1…1.
  case hapticDecayTimeControl = "HapticDecayTimeControl"
  /// Adds to the release time of haptic envelopes, −1…1.
  case hapticReleaseTimeControl = "HapticReleaseTimeControl"
  /// Multiplies the volume of audio events, 0…1.
  case audioVolumeControl = "AudioVolumeControl"
  /// Adds to the pan of audio events, −1…1.
  case audioPanControl = "AudioPanControl"
  /// Adds to the brightness of audio events, −1…1.
  case audioBrightnessControl = "AudioBrightnessControl"
  /// Adds to the pitch of audio events, −1…1.
  case audioPitchControl = "AudioPitchControl"
  /// Adds to the attack time of audio envelopes, −1…1.
  case audioAttackTimeControl = "AudioAttackTimeControl"
  /// Adds to the decay time of audio envelopes, −1…1.
  case audioDecayTimeControl = "AudioDecayTimeControl"
  /// Adds to the release time of audio envelopes, −1…1.
  case audioReleaseTimeControl = "AudioReleaseTimeControl"

  /// Whether the control multiplies the event's value (intensity, volume) rather than adding to it.
  public var isMultiplicative: Bool {
    // source: Apple, CHHapticDynamicParameter ("For haptic intensity and audio volume, …
    // multiplied")
    self == .hapticIntensityControl || self == .audioVolumeControl
  }

  /// The values Core Haptics accepts; import clamps to it.
  public var range: ClosedRange<Double> {
    // source: CHHapticParameter.h (× controls 0.0–1.0, + controls −1.0–1.0;
    // docs/haptics-constants.md#dynamic-parameters)
    isMultiplicative ? 0...1 : -1...1
  }

  /// The neutral value: 1 for multiplicative controls, 0 for additive ones.
  public var defaultValue: Double {
    // source: CHHapticParameter.h (defaults 1.0 for × and 0.0 for +;
    // docs/haptics-constants.md#dynamic-parameters)
    isMultiplicative ? 1 : 0
  }
}
