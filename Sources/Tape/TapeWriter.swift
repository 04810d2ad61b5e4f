import Foundation
import TouchCore

/// Appends events to a tape: quantizes them into the open chunk, seals a chunk every
/// ``Configuration/maximumEventsPerChunk`` events or ``Configuration/maximumChunkDuration``,
/// and writes the header first and every sealed chunk at once, so a process killed mid-write
/// loses at most the open chunk.
///
/// ```swift
/// var writer = try TapeWriter(path: "pull.htape", header: TapeHeader(sceneID: "secret-offer"))
/// try writer.append(.touch(TouchSample(id: Touch.ID(1), phase: .began,
///                                      location: Point(x: 200, y: 400), timestamp: .zero)))
/// try writer.finish()
/// ```
///
/// Appending costs a few array appends: columns are preallocated for a whole chunk, so an
/// event allocates nothing (apart from the first use of a record schema or symbol).
///
/// - Complexity: amortized O(1) per event; sealing is O(events in the chunk).
public struct TapeWriter: ~Copyable, Sendable {
  /// When to seal a chunk and how hard to compress it.
  public struct Configuration: Hashable, Sendable {
    /// Seal the open chunk once it holds this many events (default 16,384; ours).
    public var maximumEventsPerChunk: Int
    /// Seal the open chunk once its events span this long (default 60 s; ours: what a crash
    /// may lose, traded against per-chunk overhead on sparse touch streams).
    public var maximumChunkDuration: TimeAmount
    /// zlib's deflate level, 0–9 (default 9; ours).
    public var compressionLevel: Int

    /// Creates a configuration.
    public init(
      maximumEventsPerChunk: Int = 16_384, maximumChunkDuration: TimeAmount = .seconds(60),
      compressionLevel: Int = 9
    ) {
      // source: ours (the defaults trade crash loss against per-chunk overhead)
      precondition(maximumEventsPerChunk > 0, "a chunk must hold at least one event")
      precondition(maximumEventsPerChunk <= 1 << 22, "at most 4,194,304 events per chunk")
      precondition((0...9).contains(compressionLevel), "deflate levels are 0...9")
      self.maximumEventsPerChunk = maximumEventsPerChunk
      self.maximumChunkDuration = maximumChunkDuration
      self.compressionLevel = compressionLevel
    }
  }

  /// The tape's header, as written.
  public let header: TapeHeader
  /// The configuration in force.
  public let configuration: Configuration
  /// The file written to, or `nil` for an in-memory tape.
  public let path: String?
  /// How many chunks were sealed.
  public private(set) var chunkCount = 0
  /// How many events were appended.
  public private(set) var eventCount = 0
  /// The bytes of an in-memory tape so far (header and sealed chunks); empty for a file.
  public private(set) var bytes: [UInt8] = []
  /// How many bytes were written so far.
  public private(set) var byteCount = 0

  private var builder: ChunkBuilder
  private var descriptor: Int32 = -1
  private let maximumSpan: Int64

  /// Starts an in-memory tape; read it from ``bytes`` after ``finish()``.
  public init(header: TapeHeader, configuration: Configuration = Configuration()) {
    self.header = header
    self.configuration = configuration
    self.path = nil
    builder = ChunkBuilder(header: header, capacity: configuration.maximumEventsPerChunk)
    maximumSpan = max(configuration.maximumChunkDuration.nanoseconds / 1_000, 0)
    let encoded = header.encoded()
    bytes = encoded
    byteCount = encoded.count
  }

  /// Starts a tape file at `path` (replacing any file there) and writes its header.
  ///
  /// - Throws: ``TapeError`` with code ``TapeError/Code/io`` when the file cannot be created.
  public init(path: String, header: TapeHeader, configuration: Configuration = Configuration())
    throws
  {
    self.header = header
    self.configuration = configuration
    self.path = path
    builder = ChunkBuilder(header: header, capacity: configuration.maximumEventsPerChunk)
    maximumSpan = max(configuration.maximumChunkDuration.nanoseconds / 1_000, 0)
    descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else {
      throw TapeError(
        .io, "cannot create the file (errno \(errno))", path: path,
        hint: "check that the folder exists and is writable")
    }
    try write(header.encoded())
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  private mutating func write(_ chunk: [UInt8]) throws(TapeError) {
    byteCount += chunk.count
    guard descriptor >= 0 else {
      bytes.append(contentsOf: chunk)
      return
    }
    var written = 0
    while written < chunk.count {
      let result = chunk.withUnsafeBytes { buffer in
        Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      guard result > 0 else {
        if result < 0 && errno == EINTR { continue }
        throw TapeError(
          .io, "cannot write to the file (errno \(errno))", byteOffset: byteCount - chunk.count,
          path: path, hint: "check free disk space and permissions")
      }
      written += result
    }
  }

  /// Quantizes `event` into the open chunk and seals the chunk when it is full.
  ///
  /// - Throws: ``TapeError`` for a non-finite or out-of-range number, or an event earlier than
  ///   the previous event of its stream; the event is then not recorded.
  public mutating func append(_ event: TapeEvent) throws {
    do {
      try builder.append(event)
    } catch {
      throw error.inFile(path)
    }
    eventCount += 1
    if builder.count >= configuration.maximumEventsPerChunk
      || builder.lastTime &- builder.firstTime >= maximumSpan
    {
      try flush()
    }
  }

  /// Appends every event of `events` in order.
  public mutating func append(contentsOf events: some Sequence<TapeEvent>) throws {
    for event in events { try append(event) }
  }

  /// Seals the open chunk now (if it holds any events) and writes it.
  public mutating func flush() throws {
    guard !builder.isEmpty else { return }
    let chunk = builder.seal(
      index: UInt32(chunkCount), compressionLevel: Int32(configuration.compressionLevel))
    chunkCount += 1
    try write(chunk)
  }

  /// Seals the open chunk and closes the file.
  ///
  /// Appending afterwards starts a new chunk.
  ///
  /// A writer dropped without `finish()` closes its file and loses the open chunk, as a crash
  /// would; every sealed chunk is already on disk.
  public mutating func finish() throws {
    try flush()
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
  }
}
