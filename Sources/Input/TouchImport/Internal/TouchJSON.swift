import JSONCore

/// The JSON of touch logs: the package parser with what recorders write (trailing commas, a
/// byte-order mark), `NaN` and `Infinity` reported where they are, and values read as the
/// importers need them.
enum TouchJSON {
  static let options: JSONParsingOptions = {
    var options = JSONParsingOptions(maximumDepth: TouchLog.maximumJSONDepth)
    options.acceptsTrailingCommas = true
    options.skipsByteOrderMark = true
    options.recognizesNonFiniteWords = true
    return options
  }()

  /// Parses `text`, whose first line is line `firstLine` of the log.
  ///
  /// - Throws: ``TouchLogError`` with code ``TouchLogError/Code/notANumber`` for a `NaN` or
  ///   `Infinity` (JSON has no such numbers, RFC 8259 §6, but recorders that print floats with
  ///   a C or JavaScript formatter write them), ``TouchLogError/Code/unparseableLine`` for any
  ///   other problem; both at the line and byte column of the problem.
  static func parse(_ text: Substring, firstLine: Int) throws(TouchLogError) -> JSONNode {
    let bytes = Array(text.utf8)
    do throws(JSONSyntaxError) {
      let root = try JSONParser.parse(bytes, options: options).root
      if let number = unreadableNumber(in: root), case .number(let value) = number.value {
        throw JSONSyntaxError(.numberOutOfRange(value.text), at: number.position, found: nil)
      }
      return root
    } catch {
      let line = firstLine + error.position.line - 1
      let column = byteColumn(of: error.position, in: bytes)
      guard case .nonFiniteNumber(let word) = error.reason else {
        throw TouchLogError(
          .unparseableLine, line: line, column: column, "not valid JSON (\(error.message))")
      }
      throw TouchLogError(
        .notANumber, line: line, column: column,
        "\(word) is not a JSON number; the recorder wrote a value it did not have: fix or drop "
          + "this sample")
    }
  }

  /// The first number Foundation's `JSONSerialization`, which these importers used before,
  /// refused to read: one beyond `Double`'s range among the values its dictionaries kept (the
  /// last of duplicate keys).
  private static func unreadableNumber(in node: JSONNode) -> JSONNode? {
    switch node.value {
    case .number(let number):
      return number.doubleValue == nil ? node : nil
    case .array(let elements):
      return elements.lazy.compactMap(unreadableNumber).first
    case .object(let members):
      var last: [String: Int] = [:]
      for (index, member) in members.enumerated() { last[member.key] = index }
      return members.enumerated().lazy.filter { last[$0.element.key] == $0.offset }
        .compactMap { unreadableNumber(in: $0.element.value) }.first
    default:
      return nil
    }
  }

  /// The 1-based column of `position` counted in bytes, as the importers count columns.
  private static func byteColumn(of position: JSONPosition, in bytes: [UInt8]) -> Int {
    let lineStart = bytes[..<position.byteOffset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }
    return position.byteOffset - (lineStart ?? 0) + 1
  }

  /// The value of the last member named `key` (the one Foundation's dictionaries kept).
  static func value(_ key: String, in members: [JSONMember]) -> JSONNode? {
    members.last { $0.key == key }?.value
  }

  /// A finite double from a JSON number.
  static func double(_ node: JSONNode?) -> Double? {
    guard case .number(let number)? = node?.value else { return nil }
    return number.doubleValue
  }

  /// A JSON number as `T`, its fraction dropped; `nil` beyond `T`'s range.
  static func integer<T: FixedWidthInteger>(_ node: JSONNode?, as type: T.Type) -> T? {
    guard case .number(let number)? = node?.value else { return nil }
    if let exact = number.integer(as: T.self) { return exact }
    return number.doubleValue.flatMap { T(exactly: $0.rounded(.towardZero)) }
  }
}
