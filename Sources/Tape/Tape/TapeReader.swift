import Foundation
import TouchCore

/// Reads a tape chunk by chunk: checks every CRC, enforces ``Limits``, skips damaged chunks with
/// a ``TapeRecovery`` report, and never traps on input.
///
/// ```swift
/// var reader = try TapeReader(contentsOf: "pull.htape")
/// while let chunk = try reader.nextChunk() {
///   for event in chunk.events { print(event.timestamp, event.kind) }
/// }
/// print(reader.recoveries)  // what a truncated or damaged file lost
/// ```
///
/// Errors that make the whole tape unusable (wrong magic, newer major version, damaged header,
/// a limit exceeded, time going backwards) are thrown as ``TapeError``; damage confined to
/// chunks is reported in ``recoveries`` and the remaining chunks are still read. Damage never
/// reads as intact: chunk indices must run without gaps or repeats, a chunk cut short loses only
/// itself, and a tape of format 1.1 or later must end with a trailer whose chunk count, event
/// count and CRC-32 match what precedes it (a cut at a chunk boundary, removed last chunks and a
/// torn rewrite are reported too).
public struct TapeReader: Sendable {
  /// Bounds on what a tape may claim, checked before anything is allocated.
  public struct Limits: Hashable, Sendable {
    /// The largest deflated chunk payload accepted (default 64 MiB; ours).
    public var maximumChunkCompressedSize: Int
    /// The largest inflated chunk payload accepted (default 256 MiB; ours).
    public var maximumChunkUncompressedSize: Int
    /// The most events a tape may hold (default 100 million; ours).
    public var maximumTotalEvents: Int
    /// The largest header body accepted (default 16 MiB; ours).
    public var maximumHeaderSize: Int

    /// Creates limits.
    public init(
      maximumChunkCompressedSize: Int = 64 << 20, maximumChunkUncompressedSize: Int = 256 << 20,
      maximumTotalEvents: Int = 100_000_000, maximumHeaderSize: Int = 16 << 20
    ) {
      // source: ours — every reader of outside input has a named limit (CONTRIBUTING.md, "House
      // rules"), whose value no rule fixes; docs/resource-limits.md lists them
      self.maximumChunkCompressedSize = maximumChunkCompressedSize
      self.maximumChunkUncompressedSize = maximumChunkUncompressedSize
      self.maximumTotalEvents = maximumTotalEvents
      self.maximumHeaderSize = maximumHeaderSize
    }
  }

  /// The tape's header.
  public let header: TapeHeader
  /// The file the bytes came from, for messages.
  public let path: String?
  /// The limits in force.
  public let limits: Limits
  /// Damage skipped so far.
  public private(set) var recoveries: [TapeRecovery] = []
  /// Events skipped so far because a newer minor version wrote kinds this reader does not know.
  public private(set) var warnings: [String] = []

  private let bytes: [UInt8]
  private var offset: Int
  /// The index the next event chunk should have.
  private var expectedIndex = 0
  private var totalEvents = 0
  private var clocks: [StreamKey: Int64] = [:]
  /// The last event time of the previous chunk whose header was readable, to date gaps.
  private var previousLastTime: Int64?
  /// Events of lost chunks whose headers were readable.
  private var knownLostEvents = 0
  /// Whether the tape's format seals it with a trailer (1.1 and later).
  private let expectsTrailer: Bool
  private var hasTrailer = false
  /// Whether the file ends inside a chunk or the trailer (already reported as truncated).
  private var endsInsideRecord = false
  private var hasFinished = false
  /// Whether output events are decoded and kept (``readInputs(bytes:path:limits:)`` leaves
  /// them out).
  private var keepsOutputs = true

  /// Opens a tape held in memory.
  ///
  /// - Throws: ``TapeError`` when the header is missing, damaged, or of a newer major version.
  public init(bytes: [UInt8], path: String? = nil, limits: Limits = Limits()) throws {
    do {
      let (header, offset) = try TapeHeader.decode(bytes, maximumSize: limits.maximumHeaderSize)
      self.header = header
      self.offset = offset
      expectsTrailer = header.version >= TapeTrailer.firstVersion
    } catch {
      throw error.inFile(path)
    }
    self.bytes = bytes
    self.path = path
    self.limits = limits
  }

  /// Opens the tape file at `path`.
  public init(contentsOf path: String, limits: Limits = Limits()) throws {
    try self.init(bytes: try Self.contents(of: path), path: path, limits: limits)
  }

  /// The bytes of the file at `path`.
  static func contents(of path: String) throws(TapeError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TapeError(
        .io, "cannot read the file", path: path, hint: "check that the path exists and is readable")
    }
    return [UInt8](data)
  }

  /// Reads the whole tape held in memory.
  public static func read(bytes: [UInt8], path: String? = nil, limits: Limits = Limits()) throws
    -> RecordedTape
  {
    try read(TapeReader(bytes: bytes, path: path, limits: limits), byteCount: bytes.count)
  }

  /// Reads the header and the input events (touches and commands) of the tape held in memory.
  ///
  /// The outputs it recorded are not decoded: a replay of its inputs, such as a sweep's, needs
  /// none of them. A tape of a scrolling screen holds about three outputs per touch, so this
  /// reads it several times faster. Chunks are checked and lost as ``read(bytes:path:limits:)``
  /// loses them; only the outputs' values go unchecked, as they are not decoded.
  public static func readInputs(bytes: [UInt8], path: String? = nil, limits: Limits = Limits())
    throws -> RecordedTape
  {
    var reader = try TapeReader(bytes: bytes, path: path, limits: limits)
    reader.keepsOutputs = false
    return try read(reader, byteCount: bytes.count)
  }

  /// Reads the header and the input events of the tape file at `path`
  /// (``readInputs(bytes:path:limits:)``).
  public static func readInputs(contentsOf path: String, limits: Limits = Limits()) throws
    -> RecordedTape
  {
    try readInputs(bytes: try contents(of: path), path: path, limits: limits)
  }

  /// Reads every intact chunk `reader` has left.
  private static func read(_ reader: TapeReader, byteCount: Int) throws -> RecordedTape {
    var reader = reader
    let path = reader.path
    var events: [TapeEvent] = []
    // Headers are not trusted with memory: reserve at most a million events up front.
    events.reserveCapacity(min(reader.declaredEventCount(), 1 << 20))
    var chunks: [TapeChunkInfo] = []
    do {
      while let info = try reader.nextIntactChunk(appendingTo: &events) { chunks.append(info) }
    } catch {
      throw error.inFile(path)
    }
    return RecordedTape(
      header: reader.header, events: events, chunks: chunks, recoveries: reader.recoveries,
      warnings: reader.warnings, byteCount: byteCount)
  }

  /// Reads the whole tape file at `path`.
  public static func read(contentsOf path: String, limits: Limits = Limits()) throws -> RecordedTape
  {
    try read(bytes: try contents(of: path), path: path, limits: limits)
  }

  /// The events the chunk headers from here on declare, up to the first damaged header.
  private func declaredEventCount() -> Int {
    var total = 0
    var position = offset
    while case .success(let header) = ChunkHeader.read(bytes, at: position) {
      total += Int(header.eventCount)
      position += ChunkHeader.size + Int(header.compressedSize)
    }
    return total
  }

  /// The next intact chunk, or `nil` at the end of the tape (or of its readable part).
  ///
  /// - Throws: ``TapeError`` for a limit exceeded or time going backwards.
  public mutating func nextChunk() throws -> TapeChunk? {
    do {
      var events: [TapeEvent] = []
      return try nextIntactChunk(appendingTo: &events).map { TapeChunk(info: $0, events: events) }
    } catch {
      throw error.inFile(path)
    }
  }

  /// Appends the next intact chunk's events to `events` and returns its statistics.
  private mutating func nextIntactChunk(appendingTo events: inout [TapeEvent]) throws(TapeError)
    -> TapeChunkInfo?
  {
    while offset < bytes.count {
      let start = offset
      guard !hasTrailer else {
        lose(
          start, bytes.count - start, .malformed,
          "\(bytes.count - start) bytes follow the trailer that sealed the tape (it was appended to "
            + "or rewritten in place after it was finished); they were ignored", chunks: 0)
        offset = bytes.count
        break
      }
      switch ChunkHeader.read(bytes, at: start) {
      case .failure(.short):
        let which =
          expectsTrailer ? "chunk \(expectedIndex) or of the trailer" : "chunk \(expectedIndex)"
        lose(
          start, bytes.count - start, .truncated,
          "the file ends inside the header of \(which) (\(bytes.count - start) of "
            + "\(ChunkHeader.size) bytes); the chunk being written was lost", chunks: nil)
        offset = bytes.count
        endsInsideRecord = true
      case .failure(.damaged):
        resynchronize(from: start)
      case .success(let header) where expectsTrailer && header.kind == TapeTrailer.kind:
        readTrailer(header, at: start)
      case .success(let header):
        let index = Int(header.index)
        if index < expectedIndex {
          skipRepeated(header, at: start)
          continue
        }
        if index > expectedIndex { reportMissing(expectedIndex..<index, before: header, at: start) }
        if let info = try readChunk(header, at: start, appendingTo: &events) { return info }
      }
    }
    finishReading()
    return nil
  }

  /// `chunk 3` or `chunks 3 to 5`, for a non-empty range of chunk indices.
  private static func chunks(_ range: Range<Int>) -> String {
    range.count == 1
      ? "chunk \(range.lowerBound)" : "chunks \(range.lowerBound) to \(range.upperBound - 1)"
  }

  /// `chunk 3 is missing` or `chunks 3 to 5 are missing`.
  private static func missing(_ range: Range<Int>) -> String {
    "\(chunks(range)) \(range.count == 1 ? "is" : "are") missing"
  }

  /// `after 60.000000 s` (the end of the last chunk whose header was read) or `from the start`.
  private var sincePrevious: String {
    previousLastTime.map { "after \(Self.seconds($0))" } ?? "from the start"
  }

  private static func seconds(_ microseconds: Int64) -> String {
    TapeTimeFormat.seconds(microseconds) + " s"
  }

  private mutating func lose(
    _ start: Int, _ count: Int, _ code: TapeError.Code, _ message: String, index: Int? = nil,
    chunks: Int? = 1, events: Int? = nil
  ) {
    knownLostEvents += events ?? 0
    recoveries.append(
      TapeRecovery(
        byteOffset: start, byteCount: count, chunkIndex: index ?? expectedIndex, chunkCount: chunks,
        lostEventCount: events, code: code, message: message))
  }

  /// Reports chunks whose indices the file skips (removed, or lost to damage that left no header).
  private mutating func reportMissing(
    _ missing: Range<Int>, before header: ChunkHeader, at start: Int
  ) {
    lose(
      start, 0, .missingChunks,
      "\(Self.missing(missing)): the chunk at byte \(start) is chunk \(header.index), not "
        + "\(missing.lowerBound); the events \(sincePrevious) and before "
        + "\(Self.seconds(header.firstTime)) were lost", chunks: missing.count)
    expectedIndex = missing.upperBound
  }

  /// Skips a chunk whose index was already read: a duplicate, or a chunk out of place.
  private mutating func skipRepeated(_ header: ChunkHeader, at start: Int) {
    let end = min(start + ChunkHeader.size + Int(header.compressedSize), bytes.count)
    lose(
      start, end - start, .malformed,
      "chunk \(header.index) appears again after chunk \(expectedIndex - 1) (a duplicated or "
        + "misplaced chunk); its \(header.eventCount) events were skipped, not read twice",
      index: Int(header.index), chunks: 0)
    offset = end
  }

  /// The offset of the next intact chunk header in `range` that can follow the chunk `header`
  /// (a later index, or the trailer), or `nil`.
  private func nextHeader(after header: ChunkHeader, in range: Range<Int>) -> Int? {
    var next = range.lowerBound
    while next < range.upperBound, next + ChunkHeader.size <= bytes.count {
      if bytes[next] == ChunkHeader.marker[0],
        case .success(let found) = ChunkHeader.read(bytes, at: next),
        found.index > header.index || (expectsTrailer && found.kind == TapeTrailer.kind)
      {
        return next
      }
      next += 1
    }
    return nil
  }

  /// Skips a damaged chunk header: scans for the next valid one and reports the bytes between.
  private mutating func resynchronize(from start: Int) {
    var next = start + 1
    while next + ChunkHeader.size <= bytes.count {
      if bytes[next] == ChunkHeader.marker[0],
        case .success(let header) = ChunkHeader.read(bytes, at: next),
        Int(header.index) >= expectedIndex
      {
        let lost = expectedIndex..<Int(header.index)
        lose(
          start, next - start, .checksumMismatch,
          "a chunk header is damaged (bad marker or CRC-32); bytes \(start)..<\(next) were "
            + "skipped, "
            + (lost.isEmpty ? "but no chunk was lost" : "losing \(Self.chunks(lost))"),
          chunks: lost.count)
        expectedIndex = lost.upperBound
        offset = next
        return
      }
      next += 1
    }
    lose(
      start, bytes.count - start, .checksumMismatch,
      "a chunk header is damaged (bad marker or CRC-32) and no intact chunk follows; "
        + "bytes \(start)..<\(bytes.count) were skipped, losing chunk \(expectedIndex) and any after it",
      chunks: nil)
    offset = bytes.count
    endsInsideRecord = true
  }

  /// Reports a chunk cut short by the header of a later chunk inside its declared bytes, and
  /// continues from that header.
  private mutating func cutShort(
    _ header: ChunkHeader, at start: Int, nextAt next: Int, span: String
  ) {
    lose(
      start, next - start, .truncated,
      "chunk \(header.index) is cut short: another chunk header starts at byte \(next), "
        + "\(next - start) of its \(ChunkHeader.size + Int(header.compressedSize)) bytes in; "
        + "\(span) were lost", events: Int(header.eventCount))
    offset = next
  }

  /// Checks the trailer against what was read, and reports what it says was lost.
  private mutating func readTrailer(_ header: ChunkHeader, at start: Int) {
    let payloadStart = start + ChunkHeader.size
    let end = payloadStart + Int(header.compressedSize)
    hasTrailer = true
    let counted = Int(header.index)
    guard end <= bytes.count else {
      let lost = expectedIndex..<max(counted, expectedIndex)
      lose(
        start, bytes.count - start, .truncated,
        "the file ends inside the trailer (\(bytes.count - start) of \(end - start) bytes); "
          + (lost.isEmpty
            ? "all \(counted) chunks it counts were read"
            : "\(Self.chunks(lost)) of the \(counted) it counts were lost"),
        chunks: lost.count)
      offset = bytes.count
      endsInsideRecord = true
      return
    }
    offset = end
    guard let trailer = TapeTrailer.decode(header, bytes, payloadStart..<end) else {
      lose(
        start, end - start, .checksumMismatch,
        "the trailer is damaged (wrong size or CRC-32), so whether chunks after chunk "
          + "\(expectedIndex - 1) were lost is unknown", chunks: nil)
      return
    }
    let wasIntact = recoveries.isEmpty
    if counted > expectedIndex {
      let lost = expectedIndex..<counted
      lose(
        start, 0, .missingChunks,
        "\(Self.missing(lost)) at the end: the trailer counts \(counted) chunks and the file "
          + "holds \(expectedIndex); the events \(sincePrevious) up to "
          + "\(Self.seconds(trailer.lastTime)) were lost", chunks: lost.count)
    } else if counted < expectedIndex {
      lose(
        start, 0, .malformed,
        "the trailer counts \(counted) chunks but the file holds \(expectedIndex): chunks were "
          + "added after the tape was sealed (a torn rewrite)", index: counted, chunks: 0)
    }
    let accounted = totalEvents + knownLostEvents
    let unknown = recoveries.indices.filter {
      recoveries[$0].lostEventCount == nil && (recoveries[$0].chunkCount ?? 1) > 0
    }
    if trailer.eventCount > UInt64(accounted), unknown.count == 1,
      let lost = Int(exactly: trailer.eventCount - UInt64(accounted))
    {
      // One loss of unknown size: the trailer's count says what it was.
      recoveries[unknown[0]].lostEventCount = lost
      recoveries[unknown[0]].message += "; by the trailer's count, \(lost) events"
      knownLostEvents += lost
    } else if trailer.eventCount > UInt64(accounted) {
      lose(
        start, 0, .missingChunks,
        "the trailer counts \(trailer.eventCount) events; the intact chunks hold \(totalEvents)"
          + (knownLostEvents > 0 ? " and the damaged ones \(knownLostEvents)" : "")
          + ", so \(trailer.eventCount - UInt64(accounted)) more events were lost", chunks: nil)
    }
    guard wasIntact, recoveries.isEmpty else { return }
    if trailer.byteOffset != UInt64(start) {
      lose(
        start, 0, .malformed,
        "the trailer was written at byte \(trailer.byteOffset) but sits at byte \(start): bytes "
          + "were removed or inserted after the tape was sealed", chunks: nil)
    } else if Zlib.crc32(bytes, 0..<start) != trailer.crc {
      lose(
        start, 0, .checksumMismatch,
        "the tape's CRC-32 in its trailer does not match bytes 0..<\(start): the file changed after "
          + "it was sealed (a torn rewrite?)", chunks: nil)
    }
  }

  /// Reports a tape of format 1.1 or later that ends without its trailer.
  private mutating func finishReading() {
    guard !hasFinished else { return }
    hasFinished = true
    guard expectsTrailer, !hasTrailer, !endsInsideRecord else { return }
    let last = expectedIndex == 0 ? "the header" : "chunk \(expectedIndex - 1)"
    lose(
      bytes.count, 0, .truncated,
      "the tape has no trailer: the file ends after \(last) (byte \(bytes.count)), so it was "
        + "cut at a chunk boundary or its writer never finished; chunks from \(expectedIndex) on, "
        + "if there were any, were lost", chunks: nil)
  }

  private mutating func readChunk(
    _ header: ChunkHeader, at start: Int, appendingTo events: inout [TapeEvent]
  ) throws(TapeError) -> TapeChunkInfo? {
    let compressed = Int(header.compressedSize)
    let uncompressed = Int(header.uncompressedSize)
    let count = Int(header.eventCount)
    let span =
      "its \(count) events (\(TapeTimeFormat.seconds(header.firstTime))–"
      + "\(TapeTimeFormat.seconds(header.lastTime)) s)"
    func limit(_ message: String, _ name: String) -> TapeError {
      TapeError(
        .limitExceeded, message + " (TapeReader.Limits.\(name))", byteOffset: start,
        chunkIndex: Int(header.index),
        hint: "the tape is damaged or hostile; if it is genuine, raise TapeReader.Limits.\(name)")
    }
    guard compressed <= limits.maximumChunkCompressedSize else {
      throw limit(
        "chunk claims \(compressed) compressed bytes, over the limit of \(limits.maximumChunkCompressedSize)",
        "maximumChunkCompressedSize")
    }
    guard uncompressed <= limits.maximumChunkUncompressedSize else {
      throw limit(
        "chunk claims \(uncompressed) uncompressed bytes, over the limit of \(limits.maximumChunkUncompressedSize)",
        "maximumChunkUncompressedSize")
    }
    guard totalEvents + count <= limits.maximumTotalEvents else {
      throw limit(
        "the tape holds more than the \(limits.maximumTotalEvents) events allowed",
        "maximumTotalEvents")
    }
    let payloadStart = start + ChunkHeader.size
    let payloadEnd = payloadStart + compressed
    guard payloadEnd <= bytes.count else {
      if let next = nextHeader(after: header, in: payloadStart..<bytes.count) {
        cutShort(header, at: start, nextAt: next, span: span)
        expectedIndex += 1
        previousLastTime = header.lastTime
        return nil
      }
      lose(
        start, bytes.count - start, .truncated,
        "the file ends inside chunk \(header.index) (\(bytes.count - start) of "
          + "\(ChunkHeader.size + compressed) bytes); \(span) were lost", events: count)
      offset = bytes.count
      endsInsideRecord = true
      return nil
    }
    offset = payloadEnd
    defer {
      expectedIndex += 1
      previousLastTime = header.lastTime
    }
    guard header.kind == ChunkHeader.eventsKind else {
      if self.header.version.minor > TapeHeader.Version.current.minor {
        warnings.append(
          "chunk \(header.index): skipped \(span) of chunk kind \(header.kind), which format "
            + "\(self.header.version) added after this reader")
      } else {
        lose(
          start, offset - start, .malformed,
          "chunk \(header.index) has unknown kind \(header.kind); \(span) were skipped",
          events: count)
      }
      return nil
    }
    guard let inflatable = Zlib.maximumInflatedSize(ofCompressed: compressed),
      uncompressed <= inflatable
    else {
      lose(
        start, offset - start, .malformed,
        "chunk \(header.index) claims \(uncompressed) uncompressed bytes, more than its "
          + "\(compressed) compressed bytes can inflate to (deflate expands at most "
          + "\(Zlib.maximumExpansion):1); \(span) were skipped", events: count)
      return nil
    }
    guard Zlib.crc32(bytes, payloadStart..<offset) == header.payloadCRC else {
      if let next = nextHeader(after: header, in: payloadStart..<payloadEnd) {
        cutShort(header, at: start, nextAt: next, span: span)
        return nil
      }
      lose(
        start, offset - start, .checksumMismatch,
        "chunk \(header.index)'s payload CRC-32 does not match; \(span) were skipped", events: count
      )
      return nil
    }
    guard TapeTime.isValid(header.firstTime), TapeTime.isValid(header.lastTime),
      header.firstTime <= header.lastTime || count == 0,
      let payload = Zlib.inflate(bytes, payloadStart..<offset, expectedSize: uncompressed)
    else {
      lose(
        start, offset - start, .malformed,
        "chunk \(header.index)'s payload does not inflate to its declared size; \(span) were skipped",
        events: count)
      return nil
    }
    let skipped: [String]
    var clocks = self.clocks
    do {
      skipped = try ChunkDecoder.decode(
        payload, header: header, grids: self.header.grids, version: self.header.version,
        chunkOffset: start, keepsOutputs: keepsOutputs, clocks: &clocks, into: &events)
    } catch  where error.code == .timeWentBackwards {
      throw error
    } catch {
      lose(
        start, offset - start, .malformed, "\(error.message); \(span) were skipped", events: count)
      return nil
    }
    self.clocks = clocks
    warnings.append(contentsOf: skipped)
    totalEvents += count
    let info = TapeChunkInfo(
      index: Int(header.index), byteOffset: start, byteCount: offset - start,
      uncompressedSize: uncompressed, eventCount: count,
      firstTime: .microseconds(header.firstTime), lastTime: .microseconds(header.lastTime))
    return info
  }
}
