/// A JSON value to write, with object members in the order given, so output is deterministic.
indirect enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  /// A number written verbatim (already formatted, such as a fixed 6-decimal time).
  case formattedNumber(String)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])
}
