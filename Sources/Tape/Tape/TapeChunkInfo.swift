import TouchCore

/// Where one sealed chunk sits in a tape and what it holds: the per-chunk statistics
/// `haptictape inspect` prints.
public struct TapeChunkInfo: Hashable, Sendable {
  /// The chunk's sequence number, from 0.
  public var index: Int
  /// The offset of the chunk's header in the file.
  public var byteOffset: Int
  /// The chunk's size in the file: its 48-byte header and its deflated payload.
  public var byteCount: Int
  /// The size of the payload before deflate.
  public var uncompressedSize: Int
  /// How many events it holds (including any a newer minor version added and this reader skipped).
  public var eventCount: Int
  /// The earliest event time in the chunk.
  public var firstTime: Timestamp
  /// The latest event time in the chunk.
  public var lastTime: Timestamp

  /// Creates chunk statistics.
  public init(
    index: Int, byteOffset: Int, byteCount: Int, uncompressedSize: Int, eventCount: Int,
    firstTime: Timestamp, lastTime: Timestamp
  ) {
    self.index = index
    self.byteOffset = byteOffset
    self.byteCount = byteCount
    self.uncompressedSize = uncompressedSize
    self.eventCount = eventCount
    self.firstTime = firstTime
    self.lastTime = lastTime
  }
}
