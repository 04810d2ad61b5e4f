// MARK: - Dictionary keys

extension CHHapticPattern {
  /// A key of a pattern dictionary; raw values are Core Haptics' (and AHAP's).
  public struct Key: RawRepresentable, Hashable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public static let version = Key(rawValue: "Version")
    public static let pattern = Key(rawValue: "Pattern")
    public static let event = Key(rawValue: "Event")
    public static let eventType = Key(rawValue: "EventType")
    public static let time = Key(rawValue: "Time")
    public static let eventDuration = Key(rawValue: "EventDuration")
    public static let eventWaveformPath = Key(rawValue: "EventWaveformPath")
    public static let eventParameters = Key(rawValue: "EventParameters")
    public static let eventWaveformUseVolumeEnvelope = Key(
      rawValue: "EventWaveformUseVolumeEnvelope")
    public static let eventWaveformLoopEnabled = Key(rawValue: "EventWaveformLoopEnabled")
    public static let parameter = Key(rawValue: "Parameter")
    public static let parameterID = Key(rawValue: "ParameterID")
    public static let parameterValue = Key(rawValue: "ParameterValue")
    public static let parameterCurve = Key(rawValue: "ParameterCurve")
    public static let parameterCurveControlPoints = Key(rawValue: "ParameterCurveControlPoints")
  }
}
