// MARK: - Event parameter IDs

extension CHHapticEvent {
  /// The ID of an event parameter; raw values are Core Haptics' (and AHAP's).
  public struct ParameterID: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Perceived strength, 0…1.
    public static let hapticIntensity = ParameterID(rawValue: "HapticIntensity")
    /// Feel from round (0) to crisp (1).
    public static let hapticSharpness = ParameterID(rawValue: "HapticSharpness")
    /// The envelope's attack time adjuster, 0…1.
    public static let attackTime = ParameterID(rawValue: "AttackTime")
    /// The envelope's decay time adjuster, 0…1.
    public static let decayTime = ParameterID(rawValue: "DecayTime")
    /// The envelope's release time adjuster, 0…1.
    public static let releaseTime = ParameterID(rawValue: "ReleaseTime")
    /// Whether a continuous event sustains for its duration, 0 or 1.
    public static let sustained = ParameterID(rawValue: "Sustained")
    /// An audio event's volume, 0…1.
    public static let audioVolume = ParameterID(rawValue: "AudioVolume")
    /// An audio event's pitch, −1…1.
    public static let audioPitch = ParameterID(rawValue: "AudioPitch")
    /// An audio event's stereo pan, −1…1.
    public static let audioPan = ParameterID(rawValue: "AudioPan")
    /// An audio event's brightness, 0…1.
    public static let audioBrightness = ParameterID(rawValue: "AudioBrightness")
  }
}
