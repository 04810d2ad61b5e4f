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
/// chunks is reported in ``recoveries`` and the remaining chunks are still read.
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
      // source: ours (DESIGN.md "Limits" leaves the values open)
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
  private var expectedIndex = 0
  private var totalEvents = 0
  private var clocks: [StreamKey: Int64] = [:]

  /// Opens a tape held in memory.
  ///
  /// - Throws: ``TapeError`` when the header is missing, damaged, or of a newer major version.
  public init(bytes: [UInt8], path: String? = nil, limits: Limits = Limits()) throws {
    do {
      let (header, offset) = try TapeHeader.decode(bytes, maximumSize: limits.maximumHeaderSize)
      self.header = header
      self.offset = offset
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
    var reader = try TapeReader(bytes: bytes, path: path, limits: limits)
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
      warnings: reader.warnings, byteCount: bytes.count)
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
      switch ChunkHeader.read(bytes, at: start) {
      case .failure(.short):
        lose(
          start, bytes.count - start, .truncated,
          "the file ends inside the header of chunk \(expectedIndex) "
            + "(\(bytes.count - start) of \(ChunkHeader.size) bytes); the chunk being written was lost"
        )
        offset = bytes.count
        return nil
      case .failure(.damaged):
        resynchronize(from: start)
        continue
      case .success(let header):
        if let info = try readChunk(header, at: start, appendingTo: &events) { return info }
      }
    }
    return nil
  }

  private mutating func lose(
    _ start: Int, _ count: Int, _ code: TapeError.Code, _ message: String,
    chunks: Int? = 1, events: Int? = nil
  ) {
    recoveries.append(
      TapeRecovery(
        byteOffset: start, byteCount: count, chunkIndex: expectedIndex, chunkCount: chunks,
        lostEventCount: events, code: code, message: message))
  }

  /// Skips a damaged chunk header: scans for the next valid one and reports the bytes between.
  private mutating func resynchronize(from start: Int) {
    var next = start + 1
    while next + ChunkHeader.size <= bytes.count {
      if bytes[next] == ChunkHeader.marker[0],
        case .success(let header) = ChunkHeader.read(bytes, at: next),
        Int(header.index) >= expectedIndex
      {
        let lost = Int(header.index) - expectedIndex
        lose(
          start, next - start, .checksumMismatch,
          "a chunk header is damaged (bad marker or CRC-32); bytes \(start)..<\(next) were "
            + "skipped, losing \(lost == 1 ? "chunk \(expectedIndex)" : "chunks \(expectedIndex)..<\(header.index)")",
          chunks: lost)
        expectedIndex = Int(header.index)
        offset = next
        return
      }
      next += 1
    }
    lose(
      start, bytes.count - start, .checksumMismatch,
      "a chunk header is damaged (bad marker or CRC-32) and no intact chunk follows; "
        + "bytes \(start)..<\(bytes.count) were skipped", chunks: nil)
    offset = bytes.count
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
    func limit(_ message: String) -> TapeError {
      TapeError(
        .limitExceeded, message, byteOffset: start, chunkIndex: Int(header.index),
        hint: "the tape is damaged or hostile; if it is genuine, raise TapeReader.Limits")
    }
    guard compressed <= limits.maximumChunkCompressedSize else {
      throw limit(
        "chunk claims \(compressed) compressed bytes, over the limit of \(limits.maximumChunkCompressedSize)"
      )
    }
    guard uncompressed <= limits.maximumChunkUncompressedSize else {
      throw limit(
        "chunk claims \(uncompressed) uncompressed bytes, over the limit of \(limits.maximumChunkUncompressedSize)"
      )
    }
    guard totalEvents + count <= limits.maximumTotalEvents else {
      throw limit("the tape holds more than the \(limits.maximumTotalEvents) events allowed")
    }
    expectedIndex = Int(header.index)
    let payloadStart = start + ChunkHeader.size
    guard bytes.count - payloadStart >= compressed else {
      lose(
        start, bytes.count - start, .truncated,
        "the file ends inside chunk \(header.index) (\(bytes.count - start) of "
          + "\(ChunkHeader.size + compressed) bytes); \(span) were lost", events: count)
      offset = bytes.count
      return nil
    }
    offset = payloadStart + compressed
    defer { expectedIndex += 1 }
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
    guard Zlib.crc32(bytes, payloadStart..<offset) == header.payloadCRC else {
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
        chunkOffset: start, clocks: &clocks, into: &events)
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
