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
///                                      location: Point2D(x: 200, y: 400), timestamp: .zero)))
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

  /// Whether ``finish()`` sealed the tape with its trailer.
  public private(set) var isFinished = false
  /// The temporary file the tape is written to until ``finish()`` renames it over ``path``.
  ///
  /// `nil` for an in-memory tape or once finished. A recorder that dies leaves its sealed
  /// chunks here, readable as a tape that was not finished.
  public var partialPath: String? { isFinished ? nil : file?.temporaryPath }

  private var builder: ChunkBuilder
  private var file: AtomicFile?
  private let maximumSpan: Int64
  /// The CRC-32 of every byte written so far, for the trailer.
  private var crc: UInt32 = 0
  private var firstTime = Int64.max
  private var lastTime = Int64.min

  /// Starts an in-memory tape; read it from ``bytes`` after ``finish()``.
  ///
  /// The tape is written in the current format version (``TapeHeader/Version/current``),
  /// whatever `header.version` says.
  public init(header: TapeHeader, configuration: Configuration = Configuration()) {
    var header = header
    header.version = .current
    self.header = header
    self.configuration = configuration
    self.path = nil
    builder = ChunkBuilder(header: header, capacity: configuration.maximumEventsPerChunk)
    maximumSpan = max(configuration.maximumChunkDuration.nanoseconds / 1_000, 0)
    let encoded = header.encoded()
    bytes = encoded
    byteCount = encoded.count
    crc = Zlib.crc32(encoded)
  }

  /// Starts a new version of the tape file at `path` and writes its header.
  ///
  /// The tape goes to a temporary file beside `path` (``partialPath``) through ``AtomicFile``;
  /// ``finish()`` seals it and renames it over `path`, so a process killed at any instant
  /// leaves the previous file at `path` whole, and the partial file with every sealed chunk.
  ///
  /// - Throws: ``TapeError`` with code ``TapeError/Code/io`` when the file cannot be created.
  public init(
    path: String, header: TapeHeader, configuration: Configuration = Configuration(),
    replacesExisting: Bool = true
  ) throws {
    var header = header
    header.version = .current
    self.header = header
    self.configuration = configuration
    self.path = path
    builder = ChunkBuilder(header: header, capacity: configuration.maximumEventsPerChunk)
    maximumSpan = max(configuration.maximumChunkDuration.nanoseconds / 1_000, 0)
    file = try AtomicFile(replacing: path, replacesExisting: replacesExisting)
    try write(header.encoded())
  }

  deinit {
    file?.abandon()
  }

  private mutating func write(_ chunk: [UInt8]) throws(TapeError) {
    byteCount += chunk.count
    crc = Zlib.crc32(continuing: crc, chunk, 0..<chunk.count)
    guard file != nil else {
      bytes.append(contentsOf: chunk)
      return
    }
    try file?.write(chunk)
  }

  /// Quantizes `event` into the open chunk and seals the chunk when it is full.
  ///
  /// - Throws: ``TapeError`` for a non-finite or out-of-range number, or an event earlier than
  ///   the previous event of its stream; the event is then not recorded.
  /// - Precondition: ``finish()`` has not been called.
  public mutating func append(_ event: TapeEvent) throws {
    precondition(!isFinished, "append after finish(): the tape is sealed")
    do {
      try builder.append(event)
    } catch {
      throw error.inFile(path)
    }
    try appended()
  }

  /// ``append(_:)`` for a touch sample without coalesced samples.
  private mutating func append(_ contact: TouchLane.Contact) throws {
    precondition(!isFinished, "append after finish(): the tape is sealed")
    do {
      try builder.append(contact)
    } catch {
      throw error.inFile(path)
    }
    try appended()
  }

  /// ``append(_:)`` for a record.
  private mutating func append(_ record: TapeRecord) throws {
    precondition(!isFinished, "append after finish(): the tape is sealed")
    do {
      try builder.append(record)
    } catch {
      throw error.inFile(path)
    }
    try appended()
  }

  /// Counts an appended event and seals the chunk when it is full.
  private mutating func appended() throws {
    eventCount += 1
    if builder.count >= configuration.maximumEventsPerChunk
      || builder.lastTime &- builder.firstTime >= maximumSpan
    {
      try flush()
    }
  }

  /// Appends every event of `events` in order.
  public mutating func append(contentsOf events: some Sequence<TapeEvent>) throws {
    // Arrays are read in place: a generic iterator copies every event out of the array
    // through witness calls, which cost more than appending the event does.
    let appended: Void? = try events.withContiguousStorageIfAvailable { buffer in
      for index in buffer.indices {
        // A touch is read out of the array as plain values and a record alone: copying the
        // event (retaining its payload, releasing it after) cost more than appending it.
        if let contact = TouchLane.Contact(buffer[index]) {
          try append(contact)
        } else if case .record(let record) = buffer[index] {
          try append(record)
        } else {
          try append(buffer[index])
        }
      }
    }
    guard appended == nil else { return }
    for event in events { try append(event) }
  }

  /// Seals the open chunk now (if it holds any events) and writes it.
  public mutating func flush() throws {
    guard !builder.isEmpty else { return }
    firstTime = min(firstTime, builder.firstTime)
    lastTime = max(lastTime, builder.lastTime)
    let chunk = builder.seal(
      index: UInt32(chunkCount), compressionLevel: Int32(configuration.compressionLevel))
    chunkCount += 1
    try write(chunk)
  }

  /// Seals the open chunk, ends the tape with its trailer (chunk count, event count and the
  /// CRC-32 of everything before it), and for a file flushes it to disk and renames it over
  /// ``path``.
  ///
  /// A writer dropped without `finish()` leaves ``path`` as it was and its sealed chunks in
  /// ``partialPath``, as a crash would.
  ///
  /// - Precondition: `finish()` was not called before.
  public mutating func finish() throws {
    precondition(!isFinished, "finish() twice")
    try flush()
    let isEmpty = firstTime > lastTime
    let trailer = TapeTrailer(
      chunkCount: UInt32(chunkCount), eventCount: UInt64(eventCount),
      firstTime: isEmpty ? 0 : firstTime, lastTime: isEmpty ? 0 : lastTime,
      byteOffset: UInt64(byteCount), crc: crc)
    try write(trailer.encoded())
    try file?.commit()
    isFinished = true
  }

  /// Writes a whole tape to `path`, atomically: on any error the partial file is removed and
  /// the previous file at `path` is unchanged.
  ///
  /// - Returns: the number of bytes written.
  @discardableResult
  public static func write(
    header: TapeHeader, events: some Sequence<TapeEvent>, to path: String,
    configuration: Configuration = Configuration(), replacesExisting: Bool = true
  ) throws -> Int {
    var writer = try TapeWriter(
      path: path, header: header, configuration: configuration,
      replacesExisting: replacesExisting)
    do {
      try writer.append(contentsOf: events)
      try writer.finish()
    } catch {
      writer.discard()
      throw error
    }
    return writer.byteCount
  }

  /// Stops writing and removes the partial file; ``path`` is left as it was.
  public mutating func discard() {
    file?.discard()
    file = nil
    isFinished = true
  }
}
