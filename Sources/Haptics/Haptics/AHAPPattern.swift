/// The content of an AHAP file: its `Version`, its `Metadata` strings and its events as a
/// ``HapticTimeline``.
///
/// ```swift
/// var timeline = HapticTimeline()
/// timeline.insert(.transient(try TransientEvent(time: 0, intensity: 1, sharpness: 0.5)))
/// let pattern = AHAPPattern(timeline: timeline, metadata: [.init("Project", "Onboarding")])
/// let text = AHAPEncoder().encode(pattern)
/// ```
public struct AHAPPattern: Hashable, Sendable {
  /// One `"key": "value"` entry of `Metadata`.
  public struct MetadataEntry: Hashable, Sendable {
    /// The key, such as `Project`, `Created` or `Description`.
    public var key: String
    /// The string value.
    public var value: String

    /// Creates an entry.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The string value.
    public init(_ key: String, _ value: String) {
      self.key = key
      self.value = value
    }
  }

  /// The Core Haptics version the file was written for; `nil` when the file has no `Version`.
  public var version: Double?
  /// The string entries of `Metadata`, in file order (undocumented by Apple, ignored by Core
  /// Haptics; docs/haptics-constants.md#file-format).
  public var metadata: [MetadataEntry]
  /// The events, dynamic parameters and curves of `Pattern`, sorted by time.
  public var timeline: HapticTimeline

  /// Creates a pattern.
  ///
  /// - Parameters:
  ///   - timeline: The events.
  ///   - metadata: `Metadata` string entries, in the order to write them.
  ///   - version: The `Version` to record; exports write 1.0 when it is `nil`.
  public init(timeline: HapticTimeline, metadata: [MetadataEntry] = [], version: Double? = nil) {
    self.timeline = timeline
    self.metadata = metadata
    self.version = version
  }
}
