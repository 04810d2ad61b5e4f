/// Something the port could not keep as it was, at the app's own line.
///
/// It says what the construct is and what to write instead: the port never changes behaviour
/// silently.
public struct PortDiagnostic: Sendable, Equatable, CustomStringConvertible {
  /// How serious it is.
  public enum Severity: String, Sendable {
    /// The ported file still compiles, but something behaves differently than on iOS.
    case warning
    /// The file could not be parsed; it is compiled as written.
    case error
  }

  /// The app's file, as the port was given it.
  public var file: String
  /// The 1-based line in the app's file.
  public var line: Int
  /// The 1-based column (in UTF-8 bytes) in the app's file.
  public var column: Int
  /// How serious it is.
  public var severity: Severity
  /// What the construct is and what to do.
  public var message: String

  /// Creates a diagnostic.
  public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  /// `file:line:column: severity: message`, the form compilers print and editors link.
  public var description: String {
    "\(file):\(line):\(column): \(severity.rawValue): \(message)"
  }
}
