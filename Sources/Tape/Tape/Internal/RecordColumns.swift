/// The open chunk's record integers regrouped for sealing: for each schema, its records' times
/// and then one column per field, each contiguous, all in one buffer.
///
/// Appending stores each record's field integers row by row in one buffer for the whole chunk;
/// the section encoding wants columns. One pass over the chunk's events moves every integer to
/// its column here, once per seal, instead of keeping an array per schema and column that every
/// append would have to reach.
struct RecordColumns {
  private var values: ContiguousArray<Int64>
  /// Where each schema's times start in `values`; its field columns follow, `counts` apart.
  private var starts: [Int]
  private var counts: [Int]

  /// Regroups a chunk's records: `lanes` holds each event's lane key (a schema index for a
  /// record, negative for touches and commands), `times` each event's time, and `fields` the
  /// field integers of every record in append order.
  init(
    schemas: [RecordSchema], lanes: ContiguousArray<Int32>, times: ContiguousArray<Int64>,
    fields: ContiguousArray<Int64>
  ) {
    precondition(lanes.count == times.count, "one time per event")
    var starts: [Int] = []
    var counts: [Int] = []
    var widths: [Int] = []
    starts.reserveCapacity(schemas.count)
    counts.reserveCapacity(schemas.count)
    widths.reserveCapacity(schemas.count)
    var total = 0
    for schema in schemas {
      starts.append(total)
      counts.append(schema.recordCount)
      widths.append(schema.fieldTypes.count)
      total += schema.recordCount * (schema.fieldTypes.count + 1)
    }
    var rows = [Int](repeating: 0, count: schemas.count)
    // Every slot is written once below: each schema's rows are distinct and below its count.
    values = ContiguousArray(unsafeUninitializedCapacity: total) { values, initialized in
      var cursor = 0
      var written = 0
      for event in lanes.indices {
        let lane = Int(lanes[event])
        guard lane >= 0 else { continue }
        let count = counts[lane]
        // Rows stay inside the schema's block, so slots do too.
        precondition(rows[lane] < count, "more records than the schema counted")
        var slot = starts[lane] + rows[lane]
        rows[lane] += 1
        values[slot] = times[event]
        for _ in 0..<widths[lane] {
          slot += count
          values[slot] = fields[cursor]
          cursor += 1
        }
        written += widths[lane] + 1
      }
      precondition(cursor == fields.count && written == total, "every record regrouped once")
      initialized = total
    }
    self.starts = starts
    self.counts = counts
  }

  /// The times of schema `schema`'s records, in append order.
  func times(of schema: Int) -> ArraySlice<Int64> {
    values[starts[schema]..<(starts[schema] + counts[schema])]
  }

  /// Field `field`'s values of schema `schema`'s records, in append order.
  func column(_ field: Int, of schema: Int) -> ArraySlice<Int64> {
    let start = starts[schema] + (field + 1) * counts[schema]
    return values[start..<(start + counts[schema])]
  }
}
