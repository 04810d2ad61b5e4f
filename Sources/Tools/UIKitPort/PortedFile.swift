/// One app file after the port: the text Swift on Linux compiles, and what the port reported.
public struct PortedFile: Sendable, Equatable {
  /// The app's file, as the port was given it.
  public var path: String
  /// The ported text.
  ///
  /// It starts with `#sourceLocation` naming `path`, so diagnostics, `#file`, `#line` and test
  /// failures point at the app's file and line.
  public var text: String
  /// What the port could not keep, at the app's lines.
  public var diagnostics: [PortDiagnostic]
}
