/// The identity of every record schema of a writer (kind, stream, name, field names and value
/// types), held in flat arrays so that matching a record reads plain elements and never copies
/// a ``RecordSchema`` (whose copy would retain every column it holds).
struct SchemaShapes {
  private var kinds = ContiguousArray<UInt8>()
  private var streams = ContiguousArray<String>()
  private var names = ContiguousArray<String>()
  /// Where each schema's fields start in `fieldNames` and `fieldTypes`; one more entry at the end.
  private var fieldStarts: ContiguousArray<Int> = [0]
  private var fieldNames = ContiguousArray<String>()
  private var fieldTypes = ContiguousArray<RecordSchema.ValueType>()

  var count: Int { kinds.count }

  /// Adds `record`'s shape as the next schema.
  mutating func append(_ record: TapeRecord) {
    kinds.append(record.kind.code)
    streams.append(record.stream)
    names.append(record.name)
    for field in record.fields {
      fieldNames.append(field.name)
      fieldTypes.append(RecordSchema.ValueType(field.value))
    }
    fieldStarts.append(fieldNames.count)
  }

  /// Whether `record`, whose fields are `fields`, has the shape of schema `index`.
  @inline(__always)
  func matches(_ index: Int, _ record: TapeRecord, fields: UnsafeBufferPointer<TapeField>) -> Bool {
    let start = fieldStarts[index]
    guard kinds[index] == record.kind.code, fieldStarts[index + 1] - start == fields.count,
      names[index] == record.name, streams[index] == record.stream
    else { return false }
    for offset in fields.indices {
      guard fieldTypes[start + offset] == RecordSchema.ValueType(fields[offset].value),
        fieldNames[start + offset] == fields[offset].name
      else { return false }
    }
    return true
  }
}
