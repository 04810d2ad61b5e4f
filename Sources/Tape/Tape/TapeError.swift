/// A problem with a tape's bytes or JSON Lines text: what went wrong, where, and what to do.
///
/// Every error names the place it was found (file, byte offset and chunk, or line:column) and
/// carries a hint, so a command-line report reads as one self-explanatory line:
///
/// ```swift
/// do {
///   _ = try TapeReader.read(contentsOf: "pull.htape")
/// } catch let error as TapeError where error.code == .checksumMismatch {
///   print(error)  // pull.htape: byte 96 (chunk 0): payload CRC-32 mismatch … What to do: …
/// }
/// ```
public struct TapeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is.
  ///
  /// The set grows over time, so match with `==`, not `switch`.
  public struct Code: Hashable, Sendable, CustomStringConvertible {
    private enum Wrapped: String, Hashable, Sendable {
      case badMagic = "not a tape"
      case unsupportedVersion = "unsupported version"
      case truncated = "truncated"
      case checksumMismatch = "checksum mismatch"
      case missingChunks = "missing chunks"
      case malformed = "malformed"
      case limitExceeded = "limit exceeded"
      case nonFiniteValue = "non-finite value"
      case valueOutOfRange = "value out of range"
      case timeWentBackwards = "time went backwards"
      case invalidJSON = "invalid JSON"
      case missingField = "missing field"
      case io = "I/O"
    }

    private var wrapped: Wrapped

    private init(_ wrapped: Wrapped) {
      self.wrapped = wrapped
    }

    /// The bytes do not start with the `.htape` magic.
    public static var badMagic: Self { Self(.badMagic) }
    /// The tape was written by a newer major format version.
    public static var unsupportedVersion: Self { Self(.unsupportedVersion) }
    /// The input ends before a complete header or chunk.
    public static var truncated: Self { Self(.truncated) }
    /// A CRC-32 does not match the bytes it covers.
    public static var checksumMismatch: Self { Self(.checksumMismatch) }
    /// Chunks are absent: the chunk indices skip some, or the trailer counts more than the file
    /// holds.
    public static var missingChunks: Self { Self(.missingChunks) }
    /// A structure's content is inconsistent (bad varint, unknown type code, wrong count …).
    public static var malformed: Self { Self(.malformed) }
    /// A size or count is over the reader's ``TapeReader/Limits``.
    public static var limitExceeded: Self { Self(.limitExceeded) }
    /// A number is NaN or infinite.
    public static var nonFiniteValue: Self { Self(.nonFiniteValue) }
    /// A number does not fit its grid's 53-bit integer range.
    public static var valueOutOfRange: Self { Self(.valueOutOfRange) }
    /// An event is earlier than the previous event of its stream.
    public static var timeWentBackwards: Self { Self(.timeWentBackwards) }
    /// A JSON Lines line is not valid JSON or has a value of the wrong type.
    public static var invalidJSON: Self { Self(.invalidJSON) }
    /// A JSON Lines object lacks a required field.
    public static var missingField: Self { Self(.missingField) }
    /// The file could not be read or written.
    public static var io: Self { Self(.io) }

    public var description: String { wrapped.rawValue }
  }

  /// What kind of problem it is.
  public var code: Code
  /// What went wrong, in one sentence.
  public var message: String
  /// The byte offset in the file where the problem was found, for binary input.
  public var byteOffset: Int?
  /// The index of the chunk the problem was found in, when there is one.
  public var chunkIndex: Int?
  /// The 1-based line of a JSON Lines problem.
  public var line: Int?
  /// The 1-based column (in UTF-8 bytes) of a JSON Lines problem.
  public var column: Int?
  /// The file the input came from, when known.
  public var path: String?
  /// What the reader of the message should do about it.
  public var hint: String

  /// Creates an error.
  public init(
    _ code: Code, _ message: String, byteOffset: Int? = nil, chunkIndex: Int? = nil,
    line: Int? = nil, column: Int? = nil, path: String? = nil, hint: String
  ) {
    self.code = code
    self.message = message
    self.byteOffset = byteOffset
    self.chunkIndex = chunkIndex
    self.line = line
    self.column = column
    self.path = path
    self.hint = hint
  }

  /// The same error, attributed to the file at `path` (unless it already names one).
  public func inFile(_ path: String?) -> TapeError {
    var copy = self
    if copy.path == nil { copy.path = path }
    return copy
  }

  /// Where the problem is: `file: byte N (chunk C)` or `file:line:column`.
  public var location: String {
    let file = path ?? "<tape>"
    if let line {
      return "\(file):\(line):\(column ?? 1)"
    }
    var text = file
    if let byteOffset { text += ": byte \(byteOffset)" }
    if let chunkIndex { text += " (chunk \(chunkIndex))" }
    return text
  }

  public var description: String {
    "\(location): \(message). What to do: \(hint)"
  }
}
