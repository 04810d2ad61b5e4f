import TouchCore

/// The shape shared by records of one lane: kind, stream, name, and each field's name and value
/// type; and, for the open chunk, the records' times and one integer column per field.
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

  var times = ContiguousArray<Int64>()
  var columns: [ContiguousArray<Int64>]
  /// The position in the open chunk of the schema's first record, or `Int.max` when unused.
  var firstEvent = Int.max

  init(_ record: TapeRecord) {
    kind = record.kind
    stream = record.stream
    name = record.name
    fieldNames = record.fields.map(\.name)
    fieldTypes = record.fields.map { ValueType($0.value) }
    columns = Array(repeating: ContiguousArray(), count: record.fields.count)
  }

  mutating func removeAll() {
    times.removeAll(keepingCapacity: true)
    for index in columns.indices { columns[index].removeAll(keepingCapacity: true) }
    firstEvent = Int.max
  }
}
