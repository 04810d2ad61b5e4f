/// The members of one JSON object as the text of each key and value, split without decoding.
///
/// Used to put a configuration's overrides over its defaults as JSON text: writing the merged
/// object with `JSONSerialization` cost about 650,000 instructions a tape (dynamic casts of every
/// `Any` value), more than replaying a short tape. Only text that `JSONSerialization` has already
/// read as an object is split here; keys with escapes, duplicate keys or anything unexpected give
/// `nil`, and the caller takes the `JSONSerialization` path.
struct JSONObjectMembers {
  /// The keys without their quotes, in the order the text gives them.
  private(set) var keys: [String] = []
  /// Each key's value exactly as written.
  private(set) var values: [String: Substring] = [:]

  /// Splits `text`, an object such as `{"a":1,"b":[1,2],"c":"x"}`; `nil` when it cannot.
  init?(_ text: String) {
    let utf8 = text.utf8
    var index = utf8.startIndex
    func skipSpace() {
      while index < utf8.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[index]) {
        index = utf8.index(after: index)
      }
    }
    skipSpace()
    guard index < utf8.endIndex, utf8[index] == UInt8(ascii: "{") else { return nil }
    index = utf8.index(after: index)
    skipSpace()
    if index < utf8.endIndex, utf8[index] == UInt8(ascii: "}") { return }
    while true {
      // The key: a string without escapes.
      skipSpace()
      guard index < utf8.endIndex, utf8[index] == UInt8(ascii: "\"") else { return nil }
      let keyStart = utf8.index(after: index)
      var keyEnd = keyStart
      while keyEnd < utf8.endIndex, utf8[keyEnd] != UInt8(ascii: "\"") {
        if utf8[keyEnd] == UInt8(ascii: "\\") { return nil }
        keyEnd = utf8.index(after: keyEnd)
      }
      guard keyEnd < utf8.endIndex else { return nil }
      let key = String(text[keyStart..<keyEnd])
      index = utf8.index(after: keyEnd)
      skipSpace()
      guard index < utf8.endIndex, utf8[index] == UInt8(ascii: ":") else { return nil }
      index = utf8.index(after: index)
      skipSpace()
      // The value: up to the comma or brace that closes it at this depth, outside strings.
      let valueStart = index
      var depth = 0
      var inString = false
      while index < utf8.endIndex {
        let byte = utf8[index]
        if inString {
          if byte == UInt8(ascii: "\\") {
            index = utf8.index(after: index)
            guard index < utf8.endIndex else { return nil }
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
        } else if byte == UInt8(ascii: "\"") {
          inString = true
        } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
          depth += 1
        } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
          if depth == 0 { break }
          depth -= 1
        } else if byte == UInt8(ascii: ","), depth == 0 {
          break
        }
        index = utf8.index(after: index)
      }
      guard index < utf8.endIndex, values[key] == nil else { return nil }
      var valueEnd = index
      while valueEnd > valueStart, [0x20, 0x09, 0x0A, 0x0D].contains(utf8[utf8.index(before: valueEnd)]) {
        valueEnd = utf8.index(before: valueEnd)
      }
      guard valueEnd > valueStart else { return nil }
      keys.append(key)
      values[key] = text[valueStart..<valueEnd]
      if utf8[index] == UInt8(ascii: "}") {
        index = utf8.index(after: index)
        skipSpace()
        if index == utf8.endIndex { return }
        return nil
      }
      index = utf8.index(after: index)
    }
  }
}
