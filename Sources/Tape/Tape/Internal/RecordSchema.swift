import TouchCore

/// The shape shared by records of one lane: kind, stream, name, and each field's name and value
/// type; and, for the open chunk, how many records it has and where the first one is.
///
/// The records' integers are not held here but in one buffer for the whole chunk
/// (``RecordColumns`` regroups them when the chunk is sealed), so appending a record touches
/// no array of its schema's.
struct RecordSchema {
  /// The stored code of each ``TapeValue`` case.
  enum ValueType: UInt8 {
    case integer = 0
    case flag = 1
    case symbol = 2
    case duration = 3
    case position = 4
    case scalar = 5

    init(_ value: TapeValue) {
      switch value {
      case .integer: self = .integer
      case .flag: self = .flag
      case .symbol: self = .symbol
      case .duration: self = .duration
      case .position: self = .position
      case .scalar: self = .scalar
      }
    }
  }

  var kind: TapeEventKind
  var stream: String
  var name: String
  var fieldNames: [String]
  var fieldTypes: [ValueType]

  /// How many of the open chunk's records have this schema.
  var recordCount = 0
  /// The position in the open chunk of the schema's first record, or `Int.max` when unused.
  var firstEvent = Int.max

  init(_ record: TapeRecord) {
    kind = record.kind
    stream = record.stream
    name = record.name
    fieldNames = record.fields.map(\.name)
    fieldTypes = record.fields.map { ValueType($0.value) }
  }

  /// Counts a record at `position` in the open chunk.
  @inline(__always)
  mutating func noteRecord(at position: Int) {
    if firstEvent == Int.max { firstEvent = position }
    recordCount &+= 1
  }

  mutating func removeAll() {
    recordCount = 0
    firstEvent = Int.max
  }
}
