import Tape
import TouchCore

/// The outputs of one replay, in the order they were produced: scroll events, haptic events,
/// scene events and layout samples as tape records.
///
/// `Trace` equality is bit-exact; use ``TraceDiff/compare(_:_:tolerance:inputs:frameRate:)`` for
/// a tolerance-aware comparison.
public struct Trace: Hashable, Sendable {
  /// Every output record, in production order (non-decreasing time).
  public var records: [TapeRecord]

  /// Creates a trace from records in production order.
  public init(records: [TapeRecord] = []) {
    self.records = records
  }

  /// The output records among a tape's events, in order.
  public init(events: [TapeEvent]) {
    // Counted first, then filled in place: `compactMap` grows its result as it goes.
    var count = 0
    for index in events.indices {
      if case .record = events[index] { count += 1 }
    }
    var records: [TapeRecord] = []
    records.reserveCapacity(count)
    for index in events.indices {
      if case .record(let record) = events[index] { records.append(record) }
    }
    self.records = records
  }

  /// The records split into streams (kind + stream name), each in production order; streams sorted
  /// by kind code, then name, so reports never depend on hashing order.
  ///
  /// - Complexity: O(n · s) for n records in s streams; traces have a handful of streams, so a
  ///   linear key search beats hashing every record's stream name.
  public var streams: [(key: TraceStreamKey, records: [TapeRecord])] {
    var keys: [TraceStreamKey] = []
    var buckets: [[TapeRecord]] = []
    var last = -1
    for record in records {
      if last < 0 || keys[last].kind != record.kind || keys[last].stream != record.stream {
        let key = TraceStreamKey(kind: record.kind, stream: record.stream)
        if let found = keys.firstIndex(of: key) {
          last = found
        } else {
          keys.append(key)
          buckets.append([])
          last = keys.count - 1
        }
      }
      buckets[last].append(record)
    }
    return keys.indices.sorted { keys[$0] < keys[$1] }.map { (keys[$0], buckets[$0]) }
  }
}

/// Identifies one output stream of a trace: its kind and its emitter's name.
public struct TraceStreamKey: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The output kind (scroll, haptic, scene, layout, …).
  public var kind: TapeEventKind
  /// The emitter's name within the kind (a scroll view's name, `haptics`, …).
  public var stream: String

  /// Creates a stream key.
  public init(kind: TapeEventKind, stream: String) {
    self.kind = kind
    self.stream = stream
  }

  public static func < (lhs: TraceStreamKey, rhs: TraceStreamKey) -> Bool {
    (lhs.kind.code, lhs.stream) < (rhs.kind.code, rhs.stream)
  }

  public var description: String { "\(kind.name)/\(stream)" }
}
