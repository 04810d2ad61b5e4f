/// A finding of the AHAP importer: what it tolerated, clamped, ignored or could not use, with the
/// JSON path and line:column of the value concerned.
///
/// ```swift
/// let text = #"{"Pattern": [{"Event": {"Time": -1, "EventType": "HapticTransient"}}]}"#
/// let result = try AHAPDecoder().decode(Array(text.utf8))
/// for diagnostic in result.diagnostics where diagnostic.severity == .warning {
///   print("Hit.ahap:\(diagnostic)")
///   // Hit.ahap:1:33: warning: $.Pattern[0].Event.Time: Time -1.0 is negative; clamped to 0.0 …
/// }
/// ```
public struct AHAPDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a finding is.
  public enum Severity: String, Comparable, Hashable, Sendable {
    /// Something the importer could not use: Core Haptics would likely reject it, or part of the
    /// file's intent is lost.
    case error
    /// A value was clamped, replaced by a default or ignored because it looks wrong.
    case warning
    /// Something legal but worth knowing: a default taken, an unknown key ignored, audio kept.
    case note

    private var rank: Int {
      switch self {
      case .error: 0
      case .warning: 1
      case .note: 2
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// How serious the finding is.
  public var severity: Severity
  /// The JSON path of the value concerned, such as `$.Pattern[3].Event.Time`.
  public var path: String
  /// Where the value concerned starts in the file.
  public var position: TextPosition
  /// What was found and what the importer did about it.
  public var message: String

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - severity: How serious the finding is.
  ///   - path: The JSON path of the value concerned.
  ///   - position: Where the value starts.
  ///   - message: What was found and what was done.
  public init(_ severity: Severity, path: String, position: TextPosition, message: String) {
    self.severity = severity
    self.path = path
    self.position = position
    self.message = message
  }

  /// `line:column: severity: path: message`, prefixed by a file name this reads as a compiler
  /// diagnostic.
  public var description: String { "\(position): \(severity.rawValue): \(path): \(message)" }
}
