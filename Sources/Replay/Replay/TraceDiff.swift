import Tape
import TouchCore

/// Compares a recorded trace with a replayed one, stream by stream, within tolerances.
///
/// Outputs are matched per stream (kind + stream name) in order: the n-th recorded event of a
/// stream against the n-th replayed one. Discrete data compares exactly, continuous data within
/// ``TraceTolerance``. Like swift-snapshot-testing's `Diffing`, a match returns `nil`.
///
/// ```swift
/// let tape = try RecordedTape(contentsOf: "Recordings/cube/swipe-next.htape")
/// let replayed = try RecordedTape(contentsOf: "swipe-next.actual.htape")
/// let recorded = Trace(events: tape.events)
/// if let report = TraceDiff.compare(recorded, Trace(events: replayed.events), inputs: tape.events) {
///   print(report)  // first divergence, the input that led to it, counts per stream
/// }
/// ```
public enum TraceDiff {
  /// How many matching events before the first divergence a report shows.
  public static let contextLength = 3

  /// Floating-point slack added to every tolerance, so a difference of exactly the tolerance
  /// between two grid values (such as 0.31 vs 0.30 at 0.01) matches despite binary rounding.
  static let slack = 1e-9

  /// The differences between `expected` and `actual`, or `nil` when they match.
  ///
  /// - Parameters:
  ///   - expected: the recorded outputs.
  ///   - actual: the replayed outputs.
  ///   - tolerance: how far continuous values may differ.
  ///   - inputs: the tape's events (inputs are used to name the input that led to a divergence).
  ///   - frameRate: the device frame rate, to report the frame number of the divergence.
  /// - Complexity: O(n) in the number of records.
  public static func compare(
    _ expected: Trace, _ actual: Trace, tolerance: TraceTolerance = .default,
    inputs: [TapeEvent] = [], frameRate: Int? = nil
  ) -> Report? {
    // Equal record sequences give equal streams: nothing to split or to report.
    if sameRecords(expected.records, actual.records) { return nil }
    let expectedStreams = expected.streams
    let actualStreams = actual.streams
    var keys = Set(expectedStreams.map(\.key))
    keys.formUnion(actualStreams.map(\.key))
    var summaries: [Report.StreamSummary] = []
    var first: Divergence?
    for key in keys.sorted() {
      let recorded = expectedStreams.first { $0.key == key }?.records ?? []
      let replayed = actualStreams.first { $0.key == key }?.records ?? []
      if sameRecords(recorded, replayed) {
        summaries.append(
          Report.StreamSummary(
            stream: key, expectedCount: recorded.count, actualCount: replayed.count, divergences: 0)
        )
        continue
      }
      var divergences = 0
      var firstInStream: Divergence?
      for index in 0..<max(recorded.count, replayed.count) {
        let e = index < recorded.count ? recorded[index] : nil
        let a = index < replayed.count ? replayed[index] : nil
        guard let reason = mismatch(e, a, tolerance: tolerance) else { continue }
        divergences += 1
        if firstInStream == nil {
          let context = Array(recorded[max(0, index - contextLength)..<min(index, recorded.count)])
          firstInStream = Divergence(
            stream: key, index: index, expected: e, actual: a, reason: reason, context: context,
            trigger: nil)
        }
      }
      summaries.append(
        Report.StreamSummary(
          stream: key, expectedCount: recorded.count, actualCount: replayed.count,
          divergences: divergences))
      if let candidate = firstInStream, first.map({ candidate.time < $0.time }) ?? true {
        first = candidate
      }
    }
    guard var divergence = first else { return nil }
    divergence.trigger = InputReference.last(before: divergence.time, in: inputs)
    return Report(first: divergence, streams: summaries, frameRate: frameRate)
  }

  /// Whether two record sequences are equal, walked once in place: `Array.==` copies (retains
  /// and releases) both records at every index.
  static func sameRecords(_ expected: [TapeRecord], _ actual: [TapeRecord]) -> Bool {
    guard expected.count == actual.count else { return false }
    return expected.withUnsafeBufferPointer { e in
      actual.withUnsafeBufferPointer { a in
        // Component by component through the buffers: comparing whole records copies each.
        for index in e.indices {
          guard e[index].timestamp == a[index].timestamp, e[index].kind == a[index].kind,
            e[index].name == a[index].name, e[index].stream == a[index].stream,
            sameFields(e[index].fields, a[index].fields)
          else { return false }
        }
        return true
      }
    }
  }

  /// Whether two records' fields are equal, compared in their buffers: the fields' own `==`
  /// goes through the generic slice comparison, which copies every field into an optional.
  private static func sameFields(_ expected: TapeRecord.Fields, _ actual: TapeRecord.Fields) -> Bool
  {
    guard expected.count == actual.count else { return false }
    return expected.withUnsafeBufferPointer { e in
      actual.withUnsafeBufferPointer { a in
        for index in e.indices {
          guard e[index].name == a[index].name, sameValue(e[index].value, a[index].value) else {
            return false
          }
        }
        return true
      }
    }
  }

  /// `expected == actual`, with the numeric cases compared without copying the enum.
  @inline(__always)
  static func sameValue(_ expected: TapeValue, _ actual: TapeValue) -> Bool {
    switch (expected, actual) {
    case (.position(let x), .position(let y)), (.scalar(let x), .scalar(let y)): x == y
    case (.integer(let x), .integer(let y)): x == y
    case (.flag(let x), .flag(let y)): x == y
    case (.duration(let x), .duration(let y)): x == y
    case (.symbol(let x), .symbol(let y)): x == y
    default: false
    }
  }

  /// Why two records differ, or `nil` when they match within `tolerance`.
  static func mismatch(_ expected: TapeRecord?, _ actual: TapeRecord?, tolerance: TraceTolerance)
    -> String?
  {
    guard let e = expected else { return "unexpected extra event" }
    guard let a = actual else { return "event missing from the replay" }
    if e.name != a.name { return "event differs: expected \(e.name), got \(a.name)" }
    let dt = abs((e.timestamp - a.timestamp).nanoseconds)
    if dt > tolerance.time.nanoseconds {
      let (shown, allowed) = formatMilliseconds(dt, tolerance: tolerance.time.nanoseconds)
      return "time differs by \(shown) (tolerance \(allowed))"
    }
    if e.fields.count != a.fields.count
      || zip(e.fields, a.fields).contains(where: { $0.name != $1.name })
    {
      return "fields differ: expected \(e.fields.map(\.name)), got \(a.fields.map(\.name))"
    }
    for (ef, af) in zip(e.fields, a.fields) {
      if let reason = mismatch(ef.value, af.value, tolerance: tolerance) {
        return "\(ef.name) \(reason)"
      }
    }
    return nil
  }

  private static func mismatch(_ e: TapeValue, _ a: TapeValue, tolerance: TraceTolerance) -> String?
  {
    func within(_ x: Double, _ y: Double, _ allowed: Double) -> String? {
      let difference = abs(x - y)
      guard difference > allowed + slack else { return nil }
      let (shown, tolerance) = distinguishable(difference, allowed)
      return "differs by \(shown) (tolerance \(tolerance))"
    }
    switch (e, a) {
    case (.position(let x), .position(let y)): return within(x, y, tolerance.position)
    case (.scalar(let x), .scalar(let y)): return within(x, y, tolerance.scalar)
    case (.duration(let x), .duration(let y)):
      let dt = abs((x - y).nanoseconds)
      guard dt > tolerance.time.nanoseconds else { return nil }
      let (shown, allowed) = formatMilliseconds(dt, tolerance: tolerance.time.nanoseconds)
      return "differs by \(shown) (tolerance \(allowed))"
    default:
      return e == a
        ? nil : "differs: expected \(RecordFormatter.value(e)), got \(RecordFormatter.value(a))"
    }
  }

  /// `difference` and `allowed` with 3 decimals, or as many more (up to 9) as it takes for a
  /// difference beyond the tolerance not to print as the tolerance itself.
  static func distinguishable(_ difference: Double, _ allowed: Double) -> (String, String) {
    var decimals = 3
    func text(_ value: Double) -> String { RecordFormatter.number(value, decimals: decimals) }
    while decimals < 9, text(difference) == text(allowed) {
      decimals += 1
    }
    return (text(difference), text(allowed))
  }

  private static func formatMilliseconds(_ nanoseconds: Int64, tolerance: Int64)
    -> (String, String)
  {
    let (shown, allowed) = distinguishable(Double(nanoseconds) / 1e6, Double(tolerance) / 1e6)
    return (shown + " ms", allowed + " ms")
  }
}
