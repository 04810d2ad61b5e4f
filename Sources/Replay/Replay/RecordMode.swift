/// When a replay writes outputs back into tapes: swift-snapshot-testing's record modes, shared
/// by `haptictape replay` and the `expectReplay` test helper.
///
/// ```swift
/// let mode = try RecordMode.resolved(environment: ProcessInfo.processInfo.environment)
/// ```
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
  /// Record only tapes that are missing or hold inputs but no outputs (the default locally).
  case missing
  /// Re-record every tape (`--update`).
  case all
  /// Never write; only compare (the default when `CI` is set).
  case never
  /// Re-record tapes that differ, and still report them as regressions.
  case failed

  /// The environment variable that overrides the default mode.
  public static let environmentVariable = "HAPTICTAPE_RECORD"

  /// A value of `HAPTICTAPE_RECORD` that names no record mode.
  public struct InvalidName: Error, Hashable, Sendable, CustomStringConvertible {
    /// The value found.
    public var value: String

    /// Creates the error for `value`.
    public init(value: String) {
      self.value = value
    }

    public var description: String {
      let names = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
      return "\(RecordMode.environmentVariable)=\(value) is not a record mode; use one of \(names)"
    }
  }

  /// The mode from `HAPTICTAPE_RECORD`, else `never` under CI (`CI` set to anything but empty,
  /// `false` or `0`), else `missing`.
  /// - Throws: ``InvalidName`` when `HAPTICTAPE_RECORD` names no mode.
  public static func resolved(environment: [String: String]) throws(InvalidName) -> RecordMode {
    if let value = environment[environmentVariable], !value.isEmpty {
      guard let mode = RecordMode(rawValue: value) else { throw InvalidName(value: value) }
      return mode
    }
    if let ci = environment["CI"], !ci.isEmpty, ci != "false", ci != "0" { return .never }
    return .missing
  }
}
