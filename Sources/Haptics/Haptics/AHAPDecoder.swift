import JSONCore

/// Reads AHAP files as leniently as Core Haptics does and reports everything it tolerated.
///
/// Missing keys take defaults, out-of-range values are clamped with a warning, unknown keys are
/// ignored with a note (a warning when they look like a misspelling of a known key), `null`
/// values are ignored with a warning, trailing commas and an integer or real `Version` are
/// accepted, and unsorted events are sorted (Apple's AHAP article; real files in
/// docs/haptics-constants.md#file-format). Audio events are kept,
/// though HapticTape does not play them. Only bytes that are not JSON, or JSON that is not an
/// AHAP pattern (an array, a lone `Event`), make ``decode(_:)`` throw.
///
/// ```swift
/// let text = #"{"Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient"}}]}"#
/// let result = try AHAPDecoder().decode(Array(text.utf8))
/// result.pattern.timeline.summary.count(of: .transient)  // 1
/// for diagnostic in result.diagnostics { print("file.ahap:\(diagnostic)") }
/// ```
public struct AHAPDecoder: Sendable {
  /// The outcome of decoding: the pattern and every finding, in file order.
  public struct Result: Hashable, Sendable {
    /// The pattern, with clamped values and defaults applied.
    public var pattern: AHAPPattern
    /// The findings, sorted by position in the file.
    public var diagnostics: [AHAPDiagnostic]

    /// Whether any finding is an ``AHAPDiagnostic/Severity/error``.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
  }

  /// The `HapticIntensity` given to haptic events that have none.
  ///
  /// Apple states no default (it is a device query; docs/haptics-constants.md#event-parameters);
  /// 1.0 is ours.
  public var defaultHapticIntensity = 1.0
  /// The `HapticSharpness` given to haptic events that have none.
  ///
  /// Apple states no default (it is a device query; docs/haptics-constants.md#event-parameters);
  /// 0.5 is ours.
  public var defaultHapticSharpness = 0.5

  /// Creates a decoder with the default configuration.
  public init() {}

  /// Decodes an AHAP file.
  ///
  /// - Parameter bytes: The file's bytes (UTF-8 JSON, trailing commas allowed).
  /// - Returns: The pattern and the findings.
  /// - Throws: ``HapticError`` with code ``HapticError/Code/malformedJSON`` (with the
  ///   line:column) or ``HapticError/Code/notAPattern`` (with the JSON path).
  public func decode(_ bytes: [UInt8]) throws -> Result {
    let document = try JSONReader.parse(bytes)
    var session = AHAPDecodingSession(configuration: self)
    let pattern = try session.decodePattern(document.root)
    if let first = document.trailingCommas.first {
      let count = document.trailingCommas.count
      session.report(
        .note, "$", first,
        "\(count) trailing comma\(count == 1 ? "" : "s") accepted (first here); strict JSON "
          + "parsers reject them")
    }
    let diagnostics = session.diagnostics.enumerated()
      .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
      .map(\.element)
    return Result(pattern: pattern, diagnostics: diagnostics)
  }
}
