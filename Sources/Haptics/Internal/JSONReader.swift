/// A small JSON parser that tracks line:column, accepts the trailing commas real AHAP files
/// contain (haptics.md §2.1), rejects non-finite numbers, and limits nesting depth so no input can
/// exhaust the stack.
struct JSONReader {
  /// The deepest nesting accepted; AHAP needs 5 levels. (ours)
  static let maximumDepth = HapticLimits.maximumJSONDepth

  /// The parsed document and where trailing commas were tolerated.
  struct Document: Sendable {
    var root: JSONNode
    var trailingCommas: [TextPosition]
  }

  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var column = 1
  private var depth = 0
  private var trailingCommas: [TextPosition] = []

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses one JSON value that fills `bytes` (surrounding whitespace and a UTF-8 byte-order mark
  /// aside).
  ///
  /// - Throws: ``HapticError/Code/malformedJSON`` naming the line:column of the first problem.
  static func parse(_ bytes: [UInt8]) throws(HapticError) -> Document {
    var reader = JSONReader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
    reader.skipWhitespace()
    let root = try reader.parseValue()
    reader.skipWhitespace()
    if reader.offset < bytes.count {
      throw reader.failure("unexpected \(reader.describeCurrent()) after the end of the JSON value")
    }
    return Document(root: root, trailingCommas: reader.trailingCommas)
  }

  private var position: TextPosition {
    TextPosition(line: line, column: column, byteOffset: offset)
  }

  private func failure(_ message: String) -> HapticError {
    HapticError(.malformedJSON, message, position: position)
  }

  private func describeCurrent() -> String {
    guard offset < bytes.count else { return "end of file" }
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private mutating func advance() {
    let byte = bytes[offset]
    offset += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): advance()
      default: return
      }
    }
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws(HapticError) {
    guard offset < bytes.count, bytes[offset] == byte else {
      throw failure("expected \(what) but found \(describeCurrent())")
    }
    advance()
  }

  private mutating func parseValue() throws(HapticError) -> JSONNode {
    let start = position
    guard offset < bytes.count else { throw failure("expected a value but found end of file") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), position: start)
    case UInt8(ascii: "["): return JSONNode(value: try parseArray(), position: start)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), position: start)
    case UInt8(ascii: "t"):
      try parseLiteral("true")
      return JSONNode(value: .bool(true), position: start)
    case UInt8(ascii: "f"):
      try parseLiteral("false")
      return JSONNode(value: .bool(false), position: start)
    case UInt8(ascii: "n"):
      try parseLiteral("null")
      return JSONNode(value: .null, position: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try parseNumber()), position: start)
    default:
      throw failure("expected a value but found \(describeCurrent())")
    }
  }

  private mutating func parseLiteral(_ word: String) throws(HapticError) {
    for byte in word.utf8 {
      try expect(byte, "'\(word)'")
    }
  }

  private mutating func enterContainer() throws(HapticError) {
    depth += 1
    if depth > Self.maximumDepth {
      throw failure("nesting deeper than \(Self.maximumDepth) levels (HapticLimits.maximumJSONDepth)")
    }
    advance()
    skipWhitespace()
  }

  /// After a `,`: returns whether the next token closes the container (a trailing comma).
  private mutating func closesAfterComma(_ close: UInt8, comma: TextPosition) -> Bool {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == close else { return false }
    trailingCommas.append(comma)
    return true
  }

  private mutating func parseObject() throws(HapticError) -> JSONNode.Value {
    var members: [JSONNode.Member] = []
    try parseContainer(close: UInt8(ascii: "}"), name: "an object") { reader throws(HapticError) in
      let keyPosition = reader.position
      guard reader.offset < reader.bytes.count, reader.bytes[reader.offset] == UInt8(ascii: "\"")
      else {
        throw reader.failure("expected a quoted key but found \(reader.describeCurrent())")
      }
      let key = try reader.parseString()
      reader.skipWhitespace()
      try reader.expect(UInt8(ascii: ":"), "':' after the key \"\(key)\"")
      reader.skipWhitespace()
      members.append(
        JSONNode.Member(key: key, keyPosition: keyPosition, value: try reader.parseValue()))
    }
    return .object(members)
  }

  private mutating func parseArray() throws(HapticError) -> JSONNode.Value {
    var elements: [JSONNode] = []
    try parseContainer(close: UInt8(ascii: "]"), name: "an array") { reader throws(HapticError) in
      elements.append(try reader.parseValue())
    }
    return .array(elements)
  }

  /// Parses `element`s separated by commas up to `close`, allowing a trailing comma.
  private mutating func parseContainer(
    close: UInt8, name: String, element: (inout JSONReader) throws(HapticError) -> Void
  ) throws(HapticError) {
    try enterContainer()
    if offset < bytes.count, bytes[offset] == close {
      advance()
      depth -= 1
      return
    }
    while true {
      try element(&self)
      skipWhitespace()
      let separator = position
      if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") {
        advance()
        if closesAfterComma(close, comma: separator) { break }
        continue
      }
      guard offset < bytes.count, bytes[offset] == close else {
        let closeText = Character(Unicode.Scalar(close))
        throw failure("expected ',' or '\(closeText)' in \(name) but found \(describeCurrent())")
      }
      break
    }
    advance()
    depth -= 1
  }

  private mutating func parseString() throws(HapticError) -> String {
    advance()  // opening quote
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) {
      if !run.isEmpty {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll(keepingCapacity: true)
      }
    }
    while true {
      guard offset < bytes.count else { throw failure("unterminated string") }
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        flush(&run, into: &scalars)
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(&run, into: &scalars)
        advance()
        scalars.append(try parseEscape())
      case 0..<0x20:
        throw failure("control character 0x\(String(byte, radix: 16)) inside a string; escape it")
      default:
        run.append(byte)
        advance()
      }
    }
  }

  private mutating func parseEscape() throws(HapticError) -> Unicode.Scalar {
    guard offset < bytes.count else { throw failure("unterminated escape") }
    let byte = bytes[offset]
    advance()
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
          bytes[offset + 1] == UInt8(ascii: "u")
        else { return "\u{FFFD}" }
        advance()
        advance()
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else { return "\u{FFFD}" }
        let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        return Unicode.Scalar(value) ?? "\u{FFFD}"
      }
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    default:
      throw failure("unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func parseHex4() throws(HapticError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
        throw failure("expected 4 hex digits after \\u")
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private func isDigit(_ index: Int) -> Bool {
    index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
  }

  /// Checks the JSON number grammar, then converts with the standard library's correctly rounded,
  /// locale-independent parser.
  private mutating func parseNumber() throws(HapticError) -> Double {
    let start = offset
    let startPosition = position
    var index = offset
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else { throw failure("expected a digit in a number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else { throw failure("expected a digit after the decimal point") }
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard isDigit(index) else { throw failure("expected a digit in the exponent") }
      while isDigit(index) { index += 1 }
    }
    while offset < index { advance() }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw HapticError(.malformedJSON, "number \(text) is too large", position: startPosition)
    }
    return value
  }
}
