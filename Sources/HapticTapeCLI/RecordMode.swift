/// When `replay` writes outputs back into tapes (swift-snapshot-testing's record modes).
enum RecordMode: String, CaseIterable {
  /// Record outputs only for tapes that hold inputs but no outputs (the default locally).
  case missing
  /// Re-record every tape (`--update`).
  case all
  /// Never write; only compare (the default when `CI` is set).
  case never
  /// Re-record tapes that differ, and still report them as regressions.
  case failed

  /// The environment variable that overrides the default mode.
  static let environmentVariable = "HAPTICTAPE_RECORD"

  /// The mode from `HAPTICTAPE_RECORD`, else `never` under CI, else `missing`.
  static func resolved(environment: [String: String]) throws -> RecordMode {
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let mode = RecordMode(rawValue: value) else {
        let names = allCases.map(\.rawValue).joined(separator: ", ")
        throw CommandFailure("\(environmentVariable)=\(value) is not a record mode; use one of \(names)")
      }
      return mode
    }
    if let ci = environment["CI"], !ci.isEmpty, ci != "false", ci != "0" { return .never }
    return .missing
  }
}
