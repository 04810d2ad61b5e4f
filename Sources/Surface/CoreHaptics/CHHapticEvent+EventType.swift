// MARK: - Event types

extension CHHapticEvent {
  /// The kind of a haptic or audio event; raw values are Core Haptics' (and AHAP's).
  public struct EventType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// A brief tap.
    public static let hapticTransient = EventType(rawValue: "HapticTransient")
    /// A sustained vibration with a duration.
    public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
    /// A sustained synthesized sound (kept in the timeline, not played).
    public static let audioContinuous = EventType(rawValue: "AudioContinuous")
    /// A sound from a registered resource (kept in the timeline, not played).
    public static let audioCustom = EventType(rawValue: "AudioCustom")
  }
}
