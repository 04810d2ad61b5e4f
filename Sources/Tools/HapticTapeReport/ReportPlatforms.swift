/// The tape's haptics as the other platforms play them, for the lanes under the iOS haptics
/// lane: converted by `HapticExport`, the same conversion `haptictape export --android|--web`
/// writes and the studio plays.
///
/// Times are seconds since the session began, like every other time of ``ReportTape``.
public struct ReportPlatforms: Codable, Hashable, Sendable {
  /// One composition primitive where it is meant to start.
  public struct Primitive: Codable, Hashable, Sendable {
    /// When it starts.
    public var t: Double
    /// `CLICK`, `SLOW_RISE`, … .
    public var name: String
    /// Its intensity scale, 0…1.
    public var scale: Double
  }

  /// `[t, duration, amplitude]` per waveform step that vibrates: seconds, seconds, 1…255.
  public var androidWaveform: [[Double]]
  /// The composition's primitives.
  public var androidComposition: [Primitive]
  /// What Android loses, one sentence each.
  public var androidLosses: [String]
  /// `[t, duration]` per `navigator.vibrate` vibration, in seconds.
  public var web: [[Double]]
  /// What the web loses, one sentence each.
  public var webLosses: [String]
}
