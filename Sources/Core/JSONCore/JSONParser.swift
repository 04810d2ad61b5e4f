/// A recursive-descent JSON parser (RFC 8259) that gives every value and key its position.
///
/// It reads UTF-8 bytes into ``JSONNode``s: object members in text order with duplicates kept,
/// numbers as their text, strings with escapes decoded (invalid UTF-8 becomes U+FFFD). Nesting is
/// bounded by ``JSONParsingOptions/maximumDepth``, so no input can exhaust the stack, and
/// ``JSONParsingOptions`` sets what else a reader tolerates.
///
/// ```swift
/// let options = JSONParsingOptions(maximumDepth: 64)
/// let line = Array(#"{"kind":"touch","t":0.5}"#.utf8)
/// let root = try JSONParser.parse(line, options: options).root
/// root["t"]?.position.column  // 21
/// ```
///
/// > Note: Lines and columns count from the start of the range parsed; byte offsets are indices
/// > into the whole array, so a JSON Lines reader can parse each line in place.
package struct JSONParser {
  let bytes: [UInt8]
  /// The end of the range being parsed.
  let end: Int
  let options: JSONParsingOptions
  /// The next byte to read.
  var offset: Int
  /// How many arrays and objects are open.
  var depth = 0
  var line = 1
  /// The offset of the current line's first byte.
  var lineStart: Int
  /// UTF-8 continuation bytes in the strings read so far on the current line.
  ///
  /// A column counts Unicode scalars, so each of them is a byte that is no column. Outside
  /// strings, JSON is ASCII.
  var continuationBytes = 0
  /// Where the content of the string being read starts, while one is.
  var stringStart: Int?
  var trailingCommas: [JSONPosition] = []

  private init(_ bytes: [UInt8], range: Range<Int>, options: JSONParsingOptions) {
    self.bytes = bytes
    self.end = range.upperBound
    self.options = options
    self.offset = range.lowerBound
    self.lineStart = range.lowerBound
  }

  /// Parses one JSON value that fills `range` of `bytes`, whitespace around it aside.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  ///   - range: The part of `bytes` to parse; all of it when `nil`.
  ///   - options: What to accept beyond strict JSON, and the nesting limit.
  /// - Returns: The value and where trailing commas were tolerated.
  /// - Throws: ``JSONSyntaxError`` at the first problem.
  /// - Complexity: O(*n*) in the length of the range.
  package static func parse(
    _ bytes: [UInt8], in range: Range<Int>? = nil, options: JSONParsingOptions
  ) throws(JSONSyntaxError) -> JSONDocument {
    let range = range ?? 0..<bytes.count
    precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range out of bounds")
    var parser = JSONParser(bytes, range: range, options: options)
    return try parser.parseDocument()
  }

  private mutating func parseDocument() throws(JSONSyntaxError) -> JSONDocument {
    if options.skipsByteOrderMark, end - offset >= 3, bytes[offset] == 0xEF,
      bytes[offset + 1] == 0xBB, bytes[offset + 2] == 0xBF
    {
      offset += 3
      lineStart = offset
    }
    skipWhitespace()
    let root = try parseValue()
    skipWhitespace()
    guard offset == end else { throw failure(.unexpectedTextAfterValue, at: offset) }
    return JSONDocument(root: root, trailingCommas: trailingCommas)
  }

  // MARK: - Positions

  /// The position of the byte at `target`, on the current line, outside the strings read so
  /// far.
  func position(at target: Int) -> JSONPosition {
    var continuations = continuationBytes
    if let stringStart, target > stringStart {
      continuations += continuationBytes(in: stringStart..<target)
    }
    return JSONPosition(
      line: line, column: target - lineStart - continuations + 1, byteOffset: target)
  }

  /// The UTF-8 continuation bytes in `range`.
  func continuationBytes(in range: Range<Int>) -> Int {
    var count = 0
    for index in range where bytes[index] & 0xC0 == 0x80 { count += 1 }
    return count
  }

  /// The error `reason` at the byte at `target`.
  func failure(
    _ reason: JSONSyntaxError.Reason, at target: Int, tokenStart: JSONPosition? = nil
  ) -> JSONSyntaxError {
    JSONSyntaxError(
      reason, at: position(at: target), found: target < end ? bytes[target] : nil,
      tokenStart: tokenStart)
  }

  mutating func skipWhitespace() {
    while offset < end {
      switch bytes[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        offset += 1
      case UInt8(ascii: "\n"):
        offset += 1
        line += 1
        lineStart = offset
        continuationBytes = 0
      default:
        return
      }
    }
  }

  // MARK: - Values

  mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    guard offset < end else { throw failure(.expectedValue, at: offset) }
    if options.limitsEveryValueToDepth, depth >= options.maximumDepth {
      throw failure(.tooDeep(maximumDepth: options.maximumDepth), at: offset)
    }
    let start = position(at: offset)
    switch bytes[offset] {
    case UInt8(ascii: "{"): return JSONNode(.object(try parseObject()), at: start)
    case UInt8(ascii: "["): return JSONNode(.array(try parseArray()), at: start)
    case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
    case UInt8(ascii: "t"):
      try parseLiteral("true", start: start)
      return JSONNode(.bool(true), at: start)
    case UInt8(ascii: "f"):
      try parseLiteral("false", start: start)
      return JSONNode(.bool(false), at: start)
    case UInt8(ascii: "n"):
      try parseLiteral("null", start: start)
      return JSONNode(.null, at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(.number(try parseNumber(start: start)), at: start)
    default:
      if options.recognizesNonFiniteWords, let word = nonFiniteWord(at: offset) {
        throw failure(.nonFiniteNumber(word), at: offset)
      }
      throw failure(.expectedValue, at: offset)
    }
  }

  /// `NaN` or `Infinity` when the bytes at `index` spell one.
  private func nonFiniteWord(at index: Int) -> String? {
    for word in ["NaN", "Infinity"] where end - index >= word.utf8.count {
      if bytes[index..<index + word.utf8.count].elementsEqual(word.utf8) { return word }
    }
    return nil
  }

  private mutating func parseLiteral(_ word: String, start: JSONPosition)
    throws(JSONSyntaxError)
  {
    for byte in word.utf8 {
      guard offset < end, bytes[offset] == byte else {
        throw failure(.invalidLiteral(word), at: offset, tokenStart: start)
      }
      offset += 1
    }
  }

  private func isDigit(_ index: Int) -> Bool {
    index < end && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
  }

  /// Reads a number by the JSON grammar, keeping its text.
  private mutating func parseNumber(start: JSONPosition) throws(JSONSyntaxError) -> JSONNumber {
    let first = offset
    var index = offset
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard isDigit(index) else {
      if options.recognizesNonFiniteWords, index < end, nonFiniteWord(at: index) == "Infinity" {
        throw failure(.nonFiniteNumber("Infinity"), at: index, tokenStart: start)
      }
      throw failure(.expectedDigit(.integer), at: index, tokenStart: start)
    }
    if bytes[index] == UInt8(ascii: "0"), !options.acceptsLeadingZeros {
      index += 1
    } else {
      while isDigit(index) { index += 1 }
    }
    if index < end, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard isDigit(index) else {
        throw failure(.expectedDigit(.fraction), at: index, tokenStart: start)
      }
      while isDigit(index) { index += 1 }
    }
    if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        index += 1
      }
      guard isDigit(index) else {
        throw failure(.expectedDigit(.exponent), at: index, tokenStart: start)
      }
      while isDigit(index) { index += 1 }
    }
    let text = String(decoding: bytes[first..<index], as: UTF8.self)
    if options.refusesNumbersBeyondDouble {
      guard let value = Double(text), value.isFinite else {
        throw failure(.numberOutOfRange(text), at: first, tokenStart: start)
      }
    }
    offset = index
    return JSONNumber(text)
  }

  // MARK: - Containers

  /// Counts a container opening at `offset` and steps inside it; whether it closes at once,
  /// with `close`.
  private mutating func enterContainer(closingWith close: UInt8) throws(JSONSyntaxError) -> Bool {
    guard depth < options.maximumDepth else {
      throw failure(.tooDeep(maximumDepth: options.maximumDepth), at: offset)
    }
    depth += 1
    offset += 1
    skipWhitespace()
    guard offset < end, bytes[offset] == close else { return false }
    offset += 1
    return true
  }

  /// After an element: whether `container` closes here (at `close`, or a tolerated trailing
  /// comma before it); a `,` leads to the next element.
  private mutating func closesAfterElement(_ container: JSONSyntaxError.Container, _ close: UInt8)
    throws(JSONSyntaxError) -> Bool
  {
    skipWhitespace()
    guard offset < end else { throw failure(.expectedCommaOrClose(container), at: offset) }
    switch bytes[offset] {
    case UInt8(ascii: ","):
      offset += 1
      return closesAfterComma(close)
    case close:
      offset += 1
      return true
    default:
      throw failure(.expectedCommaOrClose(container), at: offset)
    }
  }

  /// After a `,`: whether a tolerated trailing comma closes the container with `close`.
  private mutating func closesAfterComma(_ close: UInt8) -> Bool {
    let comma = offset - 1
    guard options.acceptsTrailingCommas else {
      skipWhitespace()
      return false
    }
    let commaPosition = position(at: comma)
    skipWhitespace()
    guard offset < end, bytes[offset] == close else { return false }
    trailingCommas.append(commaPosition)
    offset += 1
    return true
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> [JSONMember] {
    let isEmpty = try enterContainer(closingWith: UInt8(ascii: "}"))
    defer { depth -= 1 }
    if isEmpty { return [] }
    // source: ours — a tape or haptic JSON Lines record holds 5–7 members, so one allocation
    var members: [JSONMember] = []
    members.reserveCapacity(8)
    while true {
      guard offset < end, bytes[offset] == UInt8(ascii: "\"") else {
        throw failure(.expectedKey, at: offset)
      }
      let keyPosition = position(at: offset)
      let key = try parseString()
      skipWhitespace()
      guard offset < end, bytes[offset] == UInt8(ascii: ":") else {
        throw failure(.expectedColon(afterKey: key), at: offset)
      }
      offset += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
      if try closesAfterElement(.object, UInt8(ascii: "}")) { return members }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> [JSONNode] {
    let isEmpty = try enterContainer(closingWith: UInt8(ascii: "]"))
    defer { depth -= 1 }
    if isEmpty { return [] }
    var elements: [JSONNode] = []
    // source: ours — most arrays in tapes and AHAP are pairs or short lists
    elements.reserveCapacity(4)
    while true {
      let element = try parseValue()
      elements.append(element)
      if try closesAfterElement(.array, UInt8(ascii: "]")) { return elements }
    }
  }
}
