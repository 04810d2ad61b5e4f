import Foundation

/// Checks a JSON value against the part of JSON Schema the export schema uses.
///
/// docs/haptics-export.schema.json uses `type`, `required`, `properties`, `additionalProperties: false`, `items`, `minimum`,
/// `maximum`, `maxItems`, `enum` and `oneOf`. Any other keyword is reported, so the schema
/// cannot grow past what this checks unnoticed.
struct JSONSchemaSubset {
  /// The schema, as JSONSerialization reads it.
  var schema: [String: Any]

  /// Where `value` breaks the schema, one line each; empty when it conforms.
  func violations(of value: Any) -> [String] {
    check(value, against: schema, at: "$")
  }

  private static let known: Set<String> = [
    "$schema", "$id", "title", "type", "required", "properties", "additionalProperties", "items",
    "minimum", "maximum", "maxItems", "enum", "oneOf",
  ]

  private func check(_ value: Any, against schema: [String: Any], at path: String) -> [String] {
    var problems = schema.keys.filter { !Self.known.contains($0) }.map {
      "\(path): the schema uses \($0), which this check does not know"
    }
    if let options = schema["oneOf"] as? [[String: Any]] {
      let matching = options.filter { check(value, against: $0, at: path).isEmpty }.count
      if matching != 1 { problems.append("\(path): matches \(matching) of oneOf's schemas") }
    }
    if let type = schema["type"] as? String, !Self.value(value, is: type) {
      return problems + ["\(path): \(value) is not of type \(type)"]
    }
    if let allowed = schema["enum"] as? [Any] {
      let text = Self.text(value)
      if !allowed.map(Self.text).contains(text) { problems.append("\(path): \(text) not allowed") }
    }
    if let number = Self.number(value) {
      if let minimum = schema["minimum"].flatMap(Self.number), number < minimum {
        problems.append("\(path): \(number) is below \(minimum)")
      }
      if let maximum = schema["maximum"].flatMap(Self.number), number > maximum {
        problems.append("\(path): \(number) is above \(maximum)")
      }
    }
    if let array = value as? [Any] {
      if let limit = schema["maxItems"] as? Int, array.count > limit {
        problems.append("\(path): \(array.count) items, more than \(limit)")
      }
      if let items = schema["items"] as? [String: Any] {
        for (index, item) in array.enumerated() {
          problems += check(item, against: items, at: "\(path)[\(index)]")
        }
      }
    }
    if let object = value as? [String: Any] {
      for key in schema["required"] as? [String] ?? [] where object[key] == nil {
        problems.append("\(path): \(key) is missing")
      }
      let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
      for (key, member) in object {
        if let property = properties[key] {
          problems += check(member, against: property, at: "\(path).\(key)")
        } else if schema["additionalProperties"] as? Bool == false {
          problems.append("\(path): \(key) is not allowed")
        }
      }
    }
    return problems
  }

  private static func value(_ value: Any, is type: String) -> Bool {
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "number": return number(value) != nil
    case "integer":
      guard let number = number(value) else { return false }
      return number == number.rounded()
    default: return false
    }
  }

  /// A JSON number as a `Double`: JSONSerialization gives `Int`, `Double` or `NSNumber`
  /// depending on the platform; booleans are not numbers. (`is Bool` is no test: an
  /// `NSNumber` of 0 or 1 casts to `Bool` on Linux.)
  private static func number(_ value: Any) -> Double? {
    if type(of: value) == Bool.self { return nil }
    if let integer = value as? Int { return Double(integer) }
    if let double = value as? Double { return double }
    return (value as? NSNumber)?.doubleValue
  }

  private static func text(_ value: Any) -> String {
    value is NSNull ? "null" : "\(value)"
  }
}
