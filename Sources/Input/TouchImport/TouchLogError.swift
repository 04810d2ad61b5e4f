/// An error reading a device touch log: where it is (line and column) and what to do about it.
///
/// Importers throw it for input that cannot become a touch stream: an unparseable line (when the
/// log's ``TouchLogStrictness`` makes it fatal), time going backwards, a coordinate outside the
/// panel, a tracking id reused while its contact is down, a slot that reports positions before it
/// has a tracking id, a number JSON cannot hold, or an empty log. The file name is added by the
/// caller, which knows it.
///
/// ```swift
/// let text = "t,id,phase,x,y\n0.5,1,down,100,200\n0.25,1,up,100,260\n"
/// do {
///   let log = try TouchLogCSVParser().parse(text)
///   _ = try log.imported(
///     with: TouchLogMapping(screen: DeviceProfile.iPhone15Pro.screenSize, units: .points))
/// } catch {
///   print("log.csv:\(error)")  // log.csv:3: error: time goes backwards: 0.250000 s after …
/// }
/// ```
public struct TouchLogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, as an opaque, extensible code.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Wrapped: Hashable, Sendable {
      case unparseableLine, tooManyUnparseableLines, timeWentBackwards, outsidePanel
      case trackingIDReused, slotWithoutTrackingID, notANumber, emptyLog, missingTiming
      case missingColumn, invalidValue, missingPosition, limitExceeded
    }
    private var wrapped: Wrapped
    private init(_ wrapped: Wrapped) { self.wrapped = wrapped }

    /// A line that is neither a touch event nor a known part of a transcript.
    public static var unparseableLine: Self { Self(.unparseableLine) }
    /// More unparseable lines than the strictness allows.
    public static var tooManyUnparseableLines: Self { Self(.tooManyUnparseableLines) }
    /// A timestamp earlier than the one before it.
    public static var timeWentBackwards: Self { Self(.timeWentBackwards) }
    /// A coordinate outside the panel's range.
    public static var outsidePanel: Self { Self(.outsidePanel) }
    /// A tracking or pointer id that begins again while its contact is still down.
    public static var trackingIDReused: Self { Self(.trackingIDReused) }
    /// A multi-touch slot that reports positions before any tracking id.
    public static var slotWithoutTrackingID: Self { Self(.slotWithoutTrackingID) }
    /// A NaN or infinite number.
    public static var notANumber: Self { Self(.notANumber) }
    /// A log with no touch in it.
    public static var emptyLog: Self { Self(.emptyLog) }
    /// A log without timestamps imported without a frame interval, or without a panel range.
    public static var missingTiming: Self { Self(.missingTiming) }
    /// A CSV without a column the import needs.
    public static var missingColumn: Self { Self(.missingColumn) }
    /// A value that does not fit its field.
    public static var invalidValue: Self { Self(.invalidValue) }
    /// A contact that goes down before any position is known.
    public static var missingPosition: Self { Self(.missingPosition) }
    /// A log or a line longer than ``TouchLog/maximumByteCount`` or
    /// ``TouchLog/maximumLineLength``.
    public static var limitExceeded: Self { Self(.limitExceeded) }

    public var description: String { "\(wrapped)" }
  }

  /// What went wrong.
  public var code: Code
  /// The 1-based line of the log, when the error has one.
  public var line: Int?
  /// The 1-based column (in UTF-8 bytes) on ``line``, when known.
  public var column: Int?
  /// A sentence saying what is wrong and what to do, with any control character of the log
  /// text it quotes escaped (`\u{1B}`).
  public var message: String
  /// The individual errors behind a summary error (the first unparseable lines).
  public var details: [TouchLogError]

  /// Creates an error.
  public init(
    _ code: Code, line: Int? = nil, column: Int? = nil, _ message: String,
    details: [TouchLogError] = []
  ) {
    self.code = code
    self.line = line
    self.column = column
    // Messages quote log text (a CSV header, a field, a getevent code): a control character
    // in it must not reach a terminal as itself.
    self.message = PrintableText.escaped(message)
    self.details = details
  }

  /// The error as `line:column: message` (or `line: message`), ready to follow a file name and
  /// a colon, with its details on the lines after it.
  public var description: String { located(in: "") }

  /// The error as `path:line:column: error: message`, details on indented lines after it.
  ///
  /// - Parameter path: the file name to start each line with.
  /// - Returns: one or more lines of text.
  public func located(in path: String) -> String {
    var text = path
    if let line {
      text += (text.isEmpty ? "" : ":") + "\(line)"
      if let column { text += ":\(column)" }
    }
    text += (text.isEmpty ? "" : ": ") + "error: " + message
    for detail in details { text += "\n  " + detail.located(in: path) }
    return text
  }
}
