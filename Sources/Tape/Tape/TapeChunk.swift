/// One sealed chunk read from a tape: its statistics and its events in append order.
public struct TapeChunk: Hashable, Sendable {
  /// Where the chunk is and what it holds.
  public var info: TapeChunkInfo
  /// The chunk's events, in the order they were appended.
  public var events: [TapeEvent]

  /// Creates a chunk.
  public init(info: TapeChunkInfo, events: [TapeEvent]) {
    self.info = info
    self.events = events
  }
}
