import Foundation
import TouchInput

/// JSON helpers shared by the JSON importers: Foundation's `JSONSerialization` reads the values;
/// these add what it does not say: where a NaN or infinity is, and which line a value is on.
enum JSONText {
  /// Throws when `text` holds `NaN` or `Infinity` outside a string, naming its line and column.
  ///
  /// JSON has no such numbers (RFC 8259 §6), but recorders that print floats with a C or
  /// JavaScript formatter write them.
  static func rejectNonFiniteNumbers(in text: Substring, firstLine: Int) throws(TouchLogError) {
    var line = firstLine
    var column = 0
    var inString = false
    var escaped = false
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      column += 1
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
      } else if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "N") || byte == UInt8(ascii: "I") {
        let word = byte == UInt8(ascii: "N") ? "NaN" : "Infinity"
        if bytes[index...].starts(with: word.utf8) {
          throw TouchLogError(
            .notANumber, line: line, column: column,
            "\(word) is not a JSON number; the recorder wrote a value it did not have: fix or drop this sample"
          )
        }
      }
      index += 1
    }
  }

  /// Parses one JSON value, mapping Foundation's error to a ``TouchLogError`` at `line`.
  static func value(_ text: Substring, line: Int) throws(TouchLogError) -> Any {
    do {
      return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    } catch {
      throw TouchLogError(
        .unparseableLine, line: line, column: 1, "not valid JSON (\(Self.reason(error)))")
    }
  }

  /// The 1-based lines on which `key` (quoted) occurs, in order.
  static func lines(ofKey key: String, in text: String) -> [Int] {
    let needle = Array("\"\(key)\"".utf8)
    var lines: [Int] = []
    var line = 1
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
      } else if bytes[index] == needle[0], bytes[index...].starts(with: needle) {
        lines.append(line)
        index += needle.count
        continue
      }
      index += 1
    }
    return lines
  }

  /// A finite double from a JSON number.
  static func double(_ value: Any?) -> Double? {
    guard let number = value as? NSNumber else { return nil }
    let double = number.doubleValue
    return double.isFinite ? double : nil
  }

  private static func reason(_ error: any Error) -> String {
    let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
    return description ?? "\(error)"
  }
}
