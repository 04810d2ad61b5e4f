/// An AHAP audio event (`AudioCustom` or `AudioContinuous`).
///
/// HapticTape does not play audio: it keeps these events so that an AHAP file round-trips
/// unchanged, and reports them as unsupported.
///
/// ```swift
/// let drum = try AudioEvent(
///   time: 0, kind: .custom, waveformPath: "AHAP/Drums.wav",
///   parameters: [.init(.audioVolume, 0.7)])
/// ```
public struct AudioEvent: Hashable, Sendable {
  /// The AHAP `EventType` of an audio event.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// `AudioCustom`: a waveform file the app supplies.
    case custom = "AudioCustom"
    /// `AudioContinuous`: a looped system waveform of arbitrary length.
    case continuous = "AudioContinuous"
  }

  /// One `{ParameterID, ParameterValue}` entry.
  public struct Parameter: Hashable, Sendable {
    /// The parameter.
    public var id: EventParameterID
    /// Its value, inside `id.range`.
    public var value: Double

    /// Creates an entry; the event that holds it checks the value.
    ///
    /// - Parameters:
    ///   - id: The parameter.
    ///   - value: Its value.
    public init(_ id: EventParameterID, _ value: Double) {
      self.id = id
      self.value = value
    }
  }

  /// Seconds from the start of the timeline.
  public internal(set) var time: Double
  /// `AudioCustom` or `AudioContinuous`.
  public internal(set) var kind: Kind
  /// `EventDuration` in seconds, or `nil` when the file gives none.
  public internal(set) var duration: Double?
  /// `EventWaveformPath`, relative to the app bundle.
  public internal(set) var waveformPath: String?
  /// `EventParameters`, in file order.
  public internal(set) var parameters: [Parameter]
  /// `EventWaveformUseVolumeEnvelope` (iOS 15), or `nil` when absent.
  public internal(set) var usesVolumeEnvelope: Bool?
  /// `EventWaveformLoopEnabled` (iOS 16), or `nil` when absent.
  public internal(set) var isLoopEnabled: Bool?

  /// Creates an audio event, rejecting values outside their ranges.
  ///
  /// - Parameters:
  ///   - time: Seconds from the start of the timeline, not negative.
  ///   - kind: `AudioCustom` or `AudioContinuous`.
  ///   - duration: Seconds, not negative, or `nil`.
  ///   - waveformPath: The waveform file for `AudioCustom`.
  ///   - parameters: Event parameters; each value inside its ID's range.
  ///   - usesVolumeEnvelope: `EventWaveformUseVolumeEnvelope`, or `nil`.
  ///   - isLoopEnabled: `EventWaveformLoopEnabled`, or `nil`.
  /// - Throws: ``HapticError`` with code ``HapticError/Code/valueOutOfRange``.
  public init(
    time: Double, kind: Kind, duration: Double? = nil, waveformPath: String? = nil,
    parameters: [Parameter] = [], usesVolumeEnvelope: Bool? = nil, isLoopEnabled: Bool? = nil
  ) throws {
    _ = try RangeCheck.time(time)
    if let duration { _ = try RangeCheck.time(duration, "duration") }
    for parameter in parameters {
      _ = try RangeCheck.checked(parameter.value, in: parameter.id.range, parameter.id.rawValue)
    }
    self.init(
      checkedTime: time, kind: kind, duration: duration, waveformPath: waveformPath,
      parameters: parameters, usesVolumeEnvelope: usesVolumeEnvelope, isLoopEnabled: isLoopEnabled)
  }

  /// Creates an event from values already checked or clamped.
  init(
    checkedTime time: Double, kind: Kind, duration: Double?, waveformPath: String?,
    parameters: [Parameter], usesVolumeEnvelope: Bool?, isLoopEnabled: Bool?
  ) {
    self.time = time
    self.kind = kind
    self.duration = duration
    self.waveformPath = waveformPath
    self.parameters = parameters
    self.usesVolumeEnvelope = usesVolumeEnvelope
    self.isLoopEnabled = isLoopEnabled
  }
}
