import Tape
import TouchCore

/// Builds many tape records at once: each record's kind, time, stream and name, with the fields
/// of all of them in one buffer, so a replay allocates per trace rather than per record.
///
/// The buffer is complete before ``records()`` hands out windows onto it; a record made earlier
/// would share it, and the next append would copy the whole buffer.
struct RecordBuilder: RecordSink {
  /// A record without its fields: they are `fields[fieldStart..<next record's fieldStart]`.
  private struct Head {
    var kind: TapeEventKind
    var timestamp: Timestamp
    /// The time as produced, before rounding: records are ordered by it.
    var producedAt: Timestamp
    var stream: String
    var name: String
    var fieldStart: Int
  }

  private var heads: [Head] = []
  private var fields: [TapeField] = []
  /// The grids values are rounded to as they are appended, or `nil` to keep them as given.
  private let grids: TapeHeader.Grids?
  /// The first value that could not be rounded; later values are kept as given.
  private(set) var error: TapeError?
  /// Whether values are rounded: there are grids and no value has failed yet.
  ///
  /// A flag, because testing the optional error compares whole errors.
  private var isQuantizing: Bool

  /// A builder for `records` records with `fields` fields in all, rounding every time and value
  /// to `grids` as it is appended (one pass, no second walk over the fields), or to nothing.
  init(records: Int, fields fieldCount: Int, quantizingTo grids: TapeHeader.Grids?) {
    heads.reserveCapacity(records)
    fields.reserveCapacity(fieldCount)
    self.grids = grids
    isQuantizing = grids != nil
  }

  @inline(never)
  private mutating func fail(_ error: TapeError) {
    self.error = error
    isQuantizing = false
  }

  /// Records the error rounding `value` gives, out of line: it is never taken on a good replay.
  @inline(never)
  private mutating func failPosition(_ value: Double, _ name: String, _ grids: TapeHeader.Grids) {
    do throws(TapeError) { _ = try grids.positionOnGrid(value, field: name) } catch { fail(error) }
  }

  @inline(never)
  private mutating func failScalar(_ value: Double, _ name: String, _ grids: TapeHeader.Grids) {
    do throws(TapeError) { _ = try grids.scalarOnGrid(value, field: name) } catch { fail(error) }
  }

  /// Starts the next record; the fields appended until the next `begin` are its.
  @inline(__always)
  mutating func begin(_ kind: TapeEventKind, at timestamp: Timestamp, stream: String, name: String)
  {
    var time = timestamp
    if isQuantizing {
      do throws(TapeError) { time = try TapeRecord.quantizedTime(time) } catch { fail(error) }
    }
    heads.append(
      Head(
        kind: kind, timestamp: time, producedAt: timestamp, stream: stream, name: name,
        fieldStart: fields.count))
  }

  /// Appends a whole-number field to the record begun last.
  @inline(__always)
  mutating func integer(_ name: String, _ value: Int64) {
    fields.append(TapeField(name, .integer(value)))
  }

  /// Appends a yes/no field.
  @inline(__always)
  mutating func flag(_ name: String, _ value: Bool) {
    fields.append(TapeField(name, .flag(value)))
  }

  /// Appends a word field.
  @inline(__always)
  mutating func symbol(_ name: String, _ value: String) {
    fields.append(TapeField(name, .symbol(value)))
  }

  /// Appends a duration field, on the 1 µs grid when quantizing.
  @inline(__always)
  mutating func duration(_ name: String, _ value: TimeAmount) {
    var amount = value
    if isQuantizing, let grids {
      do throws(TapeError) { amount = try grids.durationOnGrid(value, field: name) } catch {
        fail(error)
      }
    }
    fields.append(TapeField(name, .duration(amount)))
  }

  /// Appends a position field, on the position grid when quantizing.
  @inline(__always)
  mutating func position(_ name: String, _ value: Double) {
    var number = value
    if isQuantizing, let grids {
      if let rounded = grids.positionIfRepresentable(value) {
        number = rounded
      } else {
        failPosition(value, name, grids)
      }
    }
    fields.append(TapeField(name, .position(number)))
  }

  /// Appends a scalar field, on the scalar grid when quantizing.
  @inline(__always)
  mutating func scalar(_ name: String, _ value: Double) {
    var number = value
    if isQuantizing, let grids {
      if let rounded = grids.scalarIfRepresentable(value) {
        number = rounded
      } else {
        failScalar(value, name, grids)
      }
    }
    fields.append(TapeField(name, .scalar(number)))
  }

  private func fieldEnd(_ index: Int) -> Int {
    index + 1 < heads.count ? heads[index + 1].fieldStart : fields.count
  }

  /// The records, stable-sorted by the time they were produced at (a haptic pattern's later
  /// transients are emitted when the pattern starts but belong at their own times).
  func records() -> [TapeRecord] {
    var records: [TapeRecord] = []
    records.reserveCapacity(heads.count)
    var isSorted = true
    for index in heads.indices {
      let head = heads[index]
      if index > 0, head.producedAt < heads[index - 1].producedAt { isSorted = false }
      records.append(
        TapeRecord(
          kind: head.kind, timestamp: head.timestamp, stream: head.stream, name: head.name,
          fields: TapeRecord.Fields(sharing: fields[head.fieldStart..<fieldEnd(index)])))
    }
    // Outputs are nearly always produced in time order; sort only when one is not.
    guard !isSorted else { return records }
    let order = heads.indices.sorted {
      (heads[$0].producedAt, $0) < (heads[$1].producedAt, $1)
    }
    return order.map { records[$0] }
  }
}
