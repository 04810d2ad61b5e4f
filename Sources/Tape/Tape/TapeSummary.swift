import TouchCore

/// What a tape holds at a glance: the figures `haptictape inspect --summary` prints.
///
/// ```swift
/// let summary = TapeSummary(try RecordedTape(contentsOf: "pull.htape"))
/// print(summary.bytesPerTouchSample ?? 0)
/// ```
public struct TapeSummary: Hashable, Sendable {
  /// The tape summarized.
  public var header: TapeHeader
  /// The file size in bytes.
  public var byteCount: Int
  /// The number of events.
  public var eventCount: Int
  /// The earliest and latest event times, when there are events.
  public var timeRange: ClosedRange<Timestamp>?
  /// Event counts per kind, in kind-code order.
  public var countsByKind: [(kind: TapeEventKind, count: Int)]
  /// Event counts per stream (`touch`, `command`, or `kind stream`), sorted by name.
  public var countsByStream: [(stream: String, count: Int)]
  /// The number of intact chunks (0 for JSON Lines).
  public var chunkCount: Int
  /// Recovery reports and skipped-kind warnings, in file order.
  public var problems: [String]

  /// Summarizes `tape`.
  public init(_ tape: RecordedTape) {
    header = tape.header
    byteCount = tape.byteCount
    eventCount = tape.events.count
    // One pass, and streams keyed by kind and name: building a "kind stream" string per event
    // was most of the time `inspect --summary` took on a long tape.
    var earliest: Timestamp?
    var latest: Timestamp?
    var kinds: [TapeEventKind: Int] = [:]
    var recordStreams: [RecordStreamKey: Int] = [:]
    var touches = 0
    var commands = 0
    for event in tape.events {
      let time = event.timestamp
      if earliest.map({ time < $0 }) ?? true { earliest = time }
      if latest.map({ time > $0 }) ?? true { latest = time }
      kinds[event.kind, default: 0] += 1
      switch event {
      case .touch: touches += 1
      case .command: commands += 1
      case .record(let record):
        recordStreams[RecordStreamKey(kind: record.kind, stream: record.stream), default: 0] += 1
      }
    }
    if let earliest, let latest { timeRange = earliest...latest }
    var streams: [String: Int] = [:]
    if touches > 0 { streams["touch"] = touches }
    if commands > 0 { streams["command"] = commands }
    for (key, count) in recordStreams { streams["\(key.kind) \(key.stream)", default: 0] += count }
    countsByKind = kinds.sorted { $0.key < $1.key }.map { (kind: $0.key, count: $0.value) }
    countsByStream = streams.sorted { $0.key < $1.key }.map { (stream: $0.key, count: $0.value) }
    chunkCount = tape.chunks.count
    problems = tape.recoveries.map(\.description) + tape.warnings
  }

  /// The number of touch samples.
  public var touchSampleCount: Int {
    countsByKind.first { $0.kind == .touch }?.count ?? 0
  }

  /// File bytes per touch sample, when there are touch samples.
  public var bytesPerTouchSample: Double? {
    touchSampleCount == 0 ? nil : Double(byteCount) / Double(touchSampleCount)
  }

  /// The span from the first to the last event.
  public var duration: TimeAmount {
    guard let timeRange else { return .zero }
    return timeRange.upperBound - timeRange.lowerBound
  }

  public static func == (lhs: TapeSummary, rhs: TapeSummary) -> Bool {
    lhs.header == rhs.header && lhs.byteCount == rhs.byteCount && lhs.eventCount == rhs.eventCount
      && lhs.timeRange == rhs.timeRange && lhs.chunkCount == rhs.chunkCount
      && lhs.problems == rhs.problems
      && lhs.countsByKind.elementsEqual(rhs.countsByKind) { $0 == $1 }
      && lhs.countsByStream.elementsEqual(rhs.countsByStream) { $0 == $1 }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(header)
    hasher.combine(byteCount)
    hasher.combine(eventCount)
  }
}

/// A record stream of one kind, counted by ``TapeSummary``.
private struct RecordStreamKey: Hashable {
  var kind: TapeEventKind
  var stream: String
}
