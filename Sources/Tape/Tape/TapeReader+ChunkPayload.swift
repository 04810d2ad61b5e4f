extension TapeReader {
  /// Decodes `payload` as the inflated payload of a tape's only chunk, as ``read(bytes:path:limits:)``
  /// decodes a chunk once its CRC-32 matched and it inflated.
  ///
  /// For coverage-guided fuzzing of the lane decoders: a mutated tape almost never gets past the
  /// chunk's CRC and deflate, so its sections, lanes and order exceptions are only reached with
  /// bytes the writer made. The chunk's event count is the one the payload declares (at most
  /// `limits.maximumTotalEvents`, as the reader checks at a chunk header), its time range all valid
  /// tape times.
  ///
  /// - Throws: ``TapeError`` for a payload the reader would skip as malformed.
  @_spi(Fuzzing) public static func decodeChunkPayload(
    _ payload: [UInt8], header: TapeHeader, limits: Limits = Limits()
  ) throws(TapeError) -> [TapeEvent] {
    var peek = ByteReader(payload, context: "chunk payload", reportedOffset: 0, chunkIndex: 0)
    _ = try peek.readCount(atMost: 255, "section count")
    let declared = try peek.readCount(
      atMost: min(limits.maximumTotalEvents, Int(UInt32.max)), "event count")
    let chunk = ChunkHeader(
      index: 0, eventCount: UInt32(declared), firstTime: 0, lastTime: TapeTime.maximumMicroseconds,
      uncompressedSize: UInt32(clamping: payload.count), compressedSize: 0, payloadCRC: 0)
    var clocks: [StreamKey: Int64] = [:]
    var events: [TapeEvent] = []
    _ = try ChunkDecoder.decode(
      payload, header: chunk, grids: header.grids, version: header.version, chunkOffset: 0,
      clocks: &clocks, into: &events)
    return events
  }
}
