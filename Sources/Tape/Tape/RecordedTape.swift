/// A whole tape read into memory: header, events in append order, per-chunk statistics, and an
/// account of anything that could not be read.
///
/// (The module is called `Tape`, so the type is not: a type sharing its module's name cannot
/// be qualified.)
///
/// ```swift
/// let tape = try TapeReader.read(contentsOf: "Recordings/pull.htape")
/// print(tape.header.sceneID, tape.events.count, tape.recoveries.isEmpty ? "intact" : "recovered")
/// ```
public struct RecordedTape: Hashable, Sendable {
  /// The tape's header.
  public var header: TapeHeader
  /// Every event of every intact chunk, in append order.
  public var events: [TapeEvent]
  /// Statistics of every intact chunk, in file order.
  public var chunks: [TapeChunkInfo]
  /// Damaged or truncated parts that were skipped; empty for an intact tape.
  public var recoveries: [TapeRecovery]
  /// Events skipped because a newer minor format version wrote a kind this reader does not know.
  public var warnings: [String]
  /// The size of the file or byte buffer.
  public var byteCount: Int

  /// Creates a tape.
  public init(
    header: TapeHeader, events: [TapeEvent], chunks: [TapeChunkInfo] = [],
    recoveries: [TapeRecovery] = [], warnings: [String] = [], byteCount: Int = 0
  ) {
    self.header = header
    self.events = events
    self.chunks = chunks
    self.recoveries = recoveries
    self.warnings = warnings
    self.byteCount = byteCount
  }
}
