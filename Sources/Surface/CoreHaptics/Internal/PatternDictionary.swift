import Foundation

/// A pattern dictionary as the JSON text of an AHAP file, so that dictionaries, files and data
/// all go through the one AHAP reader.
///
/// Keys may be ``CHHapticPattern/Key`` values or strings; values may be nested dictionaries and
/// arrays, strings, the ID and type structs, numbers (Double, Float, CGFloat, integers,
/// NSNumber) and booleans.
enum PatternDictionary {
  /// Nesting deeper than this is refused (an AHAP pattern nests 5 levels).
  private static let maximumDepth = 64

  static func json(_ value: Any) throws -> String {
    var text = ""
    try write(value, into: &text, depth: 0, path: "$")
    return text
  }

  private static func write(_ value: Any, into text: inout String, depth: Int, path: String)
    throws
  {
    guard depth < maximumDepth else {
      throw CHHapticError(
        .invalidPatternDictionary, message: "\(path): nested deeper than \(maximumDepth) levels")
    }
    if let string = string(value) {
      writeString(string, into: &text)
    } else if type(of: value) == Bool.self, let bool = value as? Bool {
      // An exact type test: on Linux `1.0 as Any as? Bool` succeeds through NSNumber.
      text += bool ? "true" : "false"
    } else if let number = number(value) {
      guard number.isFinite else {
        throw CHHapticError(
          .invalidPatternDictionary, message: "\(path): \(number) is not a finite number")
      }
      text += "\(number)"
    } else if let entries = dictionary(value) {
      text += "{"
      for (index, entry) in entries.enumerated() {
        if index > 0 { text += "," }
        writeString(entry.key, into: &text)
        text += ":"
        try write(entry.value, into: &text, depth: depth + 1, path: "\(path).\(entry.key)")
      }
      text += "}"
    } else if let array = value as? [Any] {
      text += "["
      for (index, element) in array.enumerated() {
        if index > 0 { text += "," }
        try write(element, into: &text, depth: depth + 1, path: "\(path)[\(index)]")
      }
      text += "]"
    } else {
      throw CHHapticError(
        .invalidPatternDictionary,
        message: "\(path): a \(type(of: value)) cannot appear in a pattern dictionary")
    }
  }

  private static func string(_ value: Any) -> String? {
    switch value {
    case let string as String: string
    case let key as CHHapticPattern.Key: key.rawValue
    case let type as CHHapticEvent.EventType: type.rawValue
    case let id as CHHapticEvent.ParameterID: id.rawValue
    case let id as CHHapticDynamicParameter.ID: id.rawValue
    default: nil
    }
  }

  private static func number(_ value: Any) -> Double? {
    switch value {
    case let double as Double: double
    case let float as Float: Double(float)
    case let cgFloat as CGFloat: Double(cgFloat)
    case let int as Int: Double(int)
    case let int as Int32: Double(int)
    case let int as Int64: Double(int)
    case let int as UInt: Double(int)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
  }

  /// The entries of a dictionary keyed by strings or pattern keys, sorted by key so the text is
  /// deterministic.
  private static func dictionary(_ value: Any) -> [(key: String, value: Any)]? {
    var entries: [(key: String, value: Any)]
    if let keyed = value as? [CHHapticPattern.Key: Any] {
      entries = keyed.map { ($0.key.rawValue, $0.value) }
    } else if let named = value as? [String: Any] {
      entries = named.map { ($0.key, $0.value) }
    } else if let hashable = value as? [AnyHashable: Any] {
      var converted: [(key: String, value: Any)] = []
      for (key, element) in hashable {
        guard let name = string(key.base) else { return nil }
        converted.append((name, element))
      }
      entries = converted
    } else {
      return nil
    }
    entries.sort { $0.key < $1.key }
    return entries
  }

  private static func writeString(_ string: String, into text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }

  /// A JSON value from Foundation's parser with every dictionary keyed by pattern keys, as
  /// `exportDictionary()` returns it.
  static func keyed(_ value: Any) -> Any {
    if let named = value as? [String: Any] {
      var result: [CHHapticPattern.Key: Any] = [:]
      for (key, element) in named { result[CHHapticPattern.Key(rawValue: key)] = keyed(element) }
      return result
    }
    if let array = value as? [Any] { return array.map(keyed) }
    return value
  }
}
