/// A parsed JSON value that keeps object key order, number text, and the 1-based column it
/// started at, so JSON Lines errors can point at line:column and numbers parse exactly.
struct JSONValue {
  enum Content {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
  }

  var content: Content
  var column: Int

  /// What the value is, for messages.
  var typeName: String {
    switch content {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }

  /// The first value for `key` of an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let pairs) = content else { return nil }
    return pairs.first { $0.key == key }?.value
  }
}

/// A recursive-descent JSON parser over one line's UTF-8 bytes (RFC 8259, depth-limited).
struct JSONParser {
  /// Nesting deeper than this is rejected (ours: bounds the stack on hostile input).
  static let maximumDepth = TapeJSONLines.maximumDepth

  struct Failure: Error {
    var column: Int
    var message: String
  }

  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses the whole line as one value.
  static func parse(_ line: [UInt8]) throws(Failure) -> JSONValue {
    var parser = JSONParser(line)
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == line.count else {
      throw Failure(column: parser.index + 1, message: "unexpected text after the JSON value")
    }
    return value
  }

  private func fail(_ message: String) -> Failure {
    Failure(column: index + 1, message: message)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[index]) { index += 1 }
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else { throw fail("expected a value, found the end of the line") }
    guard depth < Self.maximumDepth else {
      throw fail("nesting is deeper than \(Self.maximumDepth) levels (TapeJSONLines.maximumDepth)")
    }
    let column = index + 1
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      var pairs: [(key: String, value: JSONValue)] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return JSONValue(content: .object(pairs), column: column)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw fail("expected a quoted key")
        }
        let key = try string()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw fail("expected ':'")
        }
        index += 1
        pairs.append((key, try value(depth: depth + 1)))
        skipWhitespace()
        guard index < bytes.count else {
          throw fail("expected ',' or '}', found the end of the line")
        }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
        index += 1
        return JSONValue(content: .object(pairs), column: column)
      }
    case UInt8(ascii: "["):
      index += 1
      var elements: [JSONValue] = []
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return JSONValue(content: .array(elements), column: column)
      }
      while true {
        elements.append(try value(depth: depth + 1))
        skipWhitespace()
        guard index < bytes.count else {
          throw fail("expected ',' or ']', found the end of the line")
        }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
        index += 1
        return JSONValue(content: .array(elements), column: column)
      }
    case UInt8(ascii: "\""):
      return JSONValue(content: .string(try string()), column: column)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONValue(content: .bool(true), column: column)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONValue(content: .bool(false), column: column)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONValue(content: .null, column: column)
    default:
      return JSONValue(content: .number(try number()), column: column)
    }
  }

  private mutating func literal(_ word: String) throws(Failure) {
    let utf8 = Array(word.utf8)
    guard bytes.count - index >= utf8.count, bytes[index..<index + utf8.count].elementsEqual(utf8)
    else { throw fail("expected \(word)") }
    index += utf8.count
  }

  private mutating func number() throws(Failure) -> String {
    let start = index
    func digits(_ parser: inout JSONParser) -> Int {
      let begin = parser.index
      while parser.index < parser.bytes.count, (48...57).contains(parser.bytes[parser.index]) {
        parser.index += 1
      }
      return parser.index - begin
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard digits(&self) > 0 else {
      index = start
      throw fail("expected a value")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw fail("expected digits after '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits(&self) > 0 else { throw fail("expected digits in the exponent") }
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func string() throws(Failure) -> String {
    index += 1
    var scalars: [UInt8] = []
    while true {
      guard index < bytes.count else { throw fail("unterminated string") }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        guard index < bytes.count else { throw fail("unterminated escape") }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          {
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw fail("invalid surrogate pair") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let scalar = Unicode.Scalar(code) else { throw fail("invalid \\u escape") }
          scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
          index -= 1
          throw fail("invalid escape")
        }
      case 0..<0x20:
        throw fail("control character in a string")
      default:
        scalars.append(byte)
        index += 1
      }
    }
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    guard bytes.count - index >= 4 else { throw fail("expected four hex digits") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case 48...57: digit = UInt32(byte - 48)
      case 65...70: digit = UInt32(byte - 55)
      case 97...102: digit = UInt32(byte - 87)
      default: throw fail("expected a hex digit")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }
}
