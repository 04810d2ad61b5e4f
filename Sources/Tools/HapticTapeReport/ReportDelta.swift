import JSONCore

/// What changed in a live report since the last delta: the items now final and the open tail,
/// as ``ReportTapeBuilder/delta()`` gives them and ``ReportTape/apply(_:)`` (or the page's
/// script) applies them.
///
/// Each list changes only at its end: ``Items`` says from which index the list is replaced by
/// its items (the items before it stay, the items from it on are dropped first), so a delta holds
/// what the new events added plus what is still open (a scroll phase in progress, the last
/// layout sample), not the whole session. Small values that any event may change (the views'
/// placements, the problems, the haptics as other platforms play them) come whole, only when
/// they changed.
public struct ReportDelta: Codable, Hashable, Sendable {
  /// The end of a list from index `from` on.
  public struct Items<Element: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    /// The first index replaced.
    public var from: Int
    /// The items from `from` on.
    public var items: [Element]
  }

  /// A value sent whole, which may be `nil`.
  public struct Replacement<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
    /// The new value.
    public var value: Value?
  }

  /// What one finger added.
  public struct Finger: Codable, Hashable, Sendable {
    /// The finger's number.
    public var id: Int
    /// Its samples from an index on.
    public var samples: Items<[Double]>
    /// Its coalesced samples from an index on.
    public var coalesced: Items<[Double]>
  }

  /// What one scroll view added.
  public struct Scroll: Codable, Hashable, Sendable {
    /// The view's index in ``ReportTape/scrolls`` (a new view's index is the list's length).
    public var index: Int
    /// The view's name.
    public var view: String
    /// Its offsets from an index on.
    public var offsets: Items<[Double]>
    /// Its phases from an index on (the last one may still be open, ending at ``duration``).
    public var phases: Items<ReportTape.Phase>
    /// Its callbacks from an index on.
    public var callbacks: Items<ReportTape.Mark>
  }

  /// The whole model with empty lists: present in the first delta, which starts a new report.
  public var start: ReportTape?
  /// When the last event happened.
  public var duration: Double
  /// The problems, when they changed.
  public var problems: [String]?
  /// The scroll views and their placements, when they changed.
  public var views: [ReportTape.View]?
  /// The fingers that moved.
  public var fingers: [Finger]
  /// The commands.
  public var commands: Items<ReportTape.Mark>
  /// The scroll views that moved or are in a phase.
  public var scrolls: [Scroll]
  /// The haptic events.
  public var haptics: Items<ReportTape.Haptic>
  /// The haptics as Android and the web play them, when they changed.
  public var platforms: Replacement<ReportPlatforms>?
  /// The scene events.
  public var sceneEvents: Items<ReportTape.Mark>
  /// The layout samples (the last one may still get cells).
  public var layoutSamples: Items<ReportTape.LayoutSample>

  /// The delta as compact JSON, keys sorted by their UTF-8 bytes, escaped as
  /// ``ReportPage/scriptSafe(_:)`` escapes a report.
  ///
  /// - Throws: `EncodingError` for a number JSON cannot hold (a non-finite one, which a tape
  ///   never stores).
  public func json() throws -> String {
    let tree = try JSONValueEncoder().encode(self)
    return ReportPage.scriptSafe(
      JSONWriter.compact(tree.sortingKeys(), escaping: .foundationCompatible))
  }
}
