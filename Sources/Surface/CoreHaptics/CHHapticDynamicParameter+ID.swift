// MARK: - Dynamic parameter IDs

extension CHHapticDynamicParameter {
  /// The ID of a control that modulates a playing pattern; raw values are Core Haptics'.
  public struct ID: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Multiplies the intensity of haptic events, 0…1.
    public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
    /// Adds to the sharpness of haptic events, −1…1.
    public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
    /// Adds to the attack time of haptic envelopes, −1…1.
    public static let hapticAttackTimeControl = ID(rawValue: "HapticAttackTimeControl")
    /// Adds to the decay time of haptic envelopes, −1…1.
    public static let hapticDecayTimeControl = ID(rawValue: "HapticDecayTimeControl")
    /// Adds to the release time of haptic envelopes, −1…1.
    public static let hapticReleaseTimeControl = ID(rawValue: "HapticReleaseTimeControl")
    /// Multiplies the volume of audio events, 0…1.
    public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
    /// Adds to the pan of audio events, −1…1.
    public static let audioPanControl = ID(rawValue: "AudioPanControl")
    /// Adds to the brightness of audio events, −1…1.
    public static let audioBrightnessControl = ID(rawValue: "AudioBrightnessControl")
    /// Adds to the pitch of audio events, −1…1.
    public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
    /// Adds to the attack time of audio envelopes, −1…1.
    public static let audioAttackTimeControl = ID(rawValue: "AudioAttackTimeControl")
    /// Adds to the decay time of audio envelopes, −1…1.
    public static let audioDecayTimeControl = ID(rawValue: "AudioDecayTimeControl")
    /// Adds to the release time of audio envelopes, −1…1.
    public static let audioReleaseTimeControl = ID(rawValue: "AudioReleaseTimeControl")
  }
}
