import JSONCore

/// One value a sweep axis takes: its text, how it goes into a configuration, and its number for
/// plots.
public struct SweepValue: Hashable, Sendable {
  /// The value as the command line and the outputs spell it: `0.7`, `3`, `true`, `rightToLeft`.
  public var text: String
  /// The value's JSON text in a configuration override: `0.7`, `true`, `"rightToLeft"`.
  public var json: String
  /// The value on a numeric axis, `nil` for flags and choices.
  public var number: Double?

  /// A value with its text, JSON text and number.
  public init(text: String, json: String, number: Double?) {
    self.text = text
    self.json = json
    self.number = number
  }

  var jsonValue: JSONValue {
    if number != nil { return .number(json) }
    if json == "true" || json == "false" { return .bool(json == "true") }
    return .string(text)
  }
}
