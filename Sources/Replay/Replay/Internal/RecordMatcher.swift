import Tape
import TouchCore

/// Checks a scene's outputs against a recorded tape as they are turned into records, rounding
/// each time and value to the tape's grids exactly as ``RecordBuilder`` does, without making a
/// record: a replay that matches its tape — the common case in CI — then allocates and frees
/// no trace of its own, and copies none of the tape's.
///
/// It answers only "exactly equal, in order?"; it must be given the records in the order
/// ``RecordBuilder/records()`` gives them. Anything else — a difference, a value that cannot be
/// rounded — makes ``matches`` false, and the replay builds its records and compares them in full.
struct RecordMatcher: RecordSink {
  /// The tape's events: the records among them, in order, are what is expected; the inputs
  /// between them are skipped.
  private let recorded: [TapeEvent]
  private let grids: TapeHeader.Grids
  /// Where the search for the next record starts in ``recorded``.
  private var position = 0
  /// The fields of the record begun last.
  private var fields = TapeRecord.Fields()
  /// How many there are, read once per record.
  private var fieldsEnd = 0
  /// How many of them have been matched.
  private var fieldCount = 0
  /// Whether everything so far is exactly what was recorded.
  private var isMatching = true

  init(recorded: [TapeEvent], grids: TapeHeader.Grids) {
    self.recorded = recorded
    self.grids = grids
  }

  /// Whether the outputs given were exactly the recorded records, all of them, in order.
  var matches: Bool {
    isMatching && fieldCount == fieldsEnd && nextRecord() == nil
  }

  /// The index of the first record in ``recorded`` from ``position`` on.
  private func nextRecord() -> Int? {
    var index = position
    while index < recorded.count {
      if case .record = recorded[index] { return index }
      index += 1
    }
    return nil
  }

  mutating func begin(_ kind: TapeEventKind, at timestamp: Timestamp, stream: String, name: String)
  {
    guard isMatching else { return }
    guard fieldCount == fieldsEnd, let index = nextRecord() else { return mismatch() }
    let time: Timestamp
    do throws(TapeError) { time = try TapeRecord.quantizedTime(timestamp) } catch {
      return mismatch()
    }
    guard case .record(let record) = recorded[index], record.timestamp == time,
      record.kind == kind, record.name == name, record.stream == stream
    else { return mismatch() }
    fields = record.fields
    position = index + 1
    fieldsEnd = fields.count
    fieldCount = 0
  }

  @inline(__always)
  mutating func integer(_ name: String, _ value: Int64) {
    match(name, .integer(value))
  }

  @inline(__always)
  mutating func flag(_ name: String, _ value: Bool) {
    match(name, .flag(value))
  }

  @inline(__always)
  mutating func symbol(_ name: String, _ value: String) {
    match(name, .symbol(value))
  }

  @inline(__always)
  mutating func duration(_ name: String, _ value: TimeAmount) {
    guard isMatching else { return }
    let amount: TimeAmount
    do throws(TapeError) { amount = try grids.durationOnGrid(value, field: name) } catch {
      return mismatch()
    }
    match(name, .duration(amount))
  }

  @inline(__always)
  mutating func position(_ name: String, _ value: Double) {
    guard isMatching else { return }
    guard let rounded = grids.positionIfRepresentable(value) else { return mismatch() }
    match(name, .position(rounded))
  }

  @inline(__always)
  mutating func scalar(_ name: String, _ value: Double) {
    guard isMatching else { return }
    guard let rounded = grids.scalarIfRepresentable(value) else { return mismatch() }
    match(name, .scalar(rounded))
  }

  /// Matches the next field of the current record: its name and exactly its value.
  @inline(__always)
  private mutating func match(_ name: String, _ value: TapeValue) {
    guard isMatching else { return }
    guard fieldCount < fieldsEnd else { return mismatch() }
    let field = fields[fieldCount]
    guard field.name == name, TraceDiff.sameValue(field.value, value) else { return mismatch() }
    fieldCount += 1
  }

  @inline(never)
  private mutating func mismatch() {
    isMatching = false
  }
}
