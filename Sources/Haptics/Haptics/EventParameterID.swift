/// The `ParameterID` of an event parameter inside an AHAP event's `EventParameters`, with the
/// range Core Haptics enforces.
///
/// Ranges and defaults: CHHapticParameter.h (docs/haptics-constants.md#event-parameters).
///
/// ```swift
/// EventParameterID(rawValue: "AudioPan")?.range  // -1.0...1.0
/// ```
public enum EventParameterID: String, CaseIterable, Hashable, Sendable {
  /// The perceived strength of a haptic event, 0…1.
  case hapticIntensity = "HapticIntensity"
  /// The feel of a haptic event from round (0) to crisp (1).
  case hapticSharpness = "HapticSharpness"
  /// The attack time adjuster of an envelope, 0…1.
  case attackTime = "AttackTime"
  /// The decay time adjuster of an envelope, 0…1.
  case decayTime = "DecayTime"
  /// The release time adjuster of an envelope, 0…1.
  case releaseTime = "ReleaseTime"
  /// Whether a continuous event sustains for its duration: 1 (yes) or 0 (no).
  case sustained = "Sustained"
  /// The volume of an audio event, 0…1.
  case audioVolume = "AudioVolume"
  /// The pitch adjuster of an audio event, −1…1.
  case audioPitch = "AudioPitch"
  /// The stereo pan of an audio event, −1 (left) … 1 (right).
  case audioPan = "AudioPan"
  /// The brightness of an audio event, 0…1.
  case audioBrightness = "AudioBrightness"

  /// The values Core Haptics accepts; import clamps to it.
  public var range: ClosedRange<Double> {
    switch self {
    // source: CHHapticParameter.h (AudioPitch, AudioPan: -1.0 to 1.0)
    case .audioPitch, .audioPan: -1...1
    // source: CHHapticParameter.h (all other event parameters: 0.0 to 1.0)
    default: HapticLimits.unitRange
    }
  }

  /// The default Core Haptics documents, or `nil` where the header states none.
  public var documentedDefault: Double? {
    switch self {
    // source: CHHapticParameter.h (AttackTime, DecayTime, ReleaseTime default 0.0; AudioPan 0.0)
    case .attackTime, .decayTime, .releaseTime, .audioPan: 0
    // source: CHHapticParameter.h (Sustained default 1.0; AudioBrightness default 1.0)
    case .sustained, .audioBrightness: 1
    case .hapticIntensity, .hapticSharpness, .audioVolume, .audioPitch: nil
    }
  }

  /// The name used for this parameter in HapticTape JSON Lines: the ID in lower camel case
  /// (`hapticIntensity` → `intensity`, `hapticSharpness` → `sharpness`).
  public var fieldName: String {
    switch self {
    case .hapticIntensity: "intensity"
    case .hapticSharpness: "sharpness"
    default: rawValue.prefix(1).lowercased() + rawValue.dropFirst()
    }
  }
}
