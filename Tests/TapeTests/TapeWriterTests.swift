import Foundation
import Testing
import TouchCore
import TouchModel

@testable import Tape

@Suite struct TapeWriterTests {
  static let header = TapeHeader(sceneID: "writer-tests")

  static func touch(_ microseconds: Int64, x: Double = 10, y: Double = 20) -> TapeEvent {
    .touch(
      TouchSample(
        id: Touch.ID(1), phase: .moved, location: Point2D(x: x, y: y),
        timestamp: .microseconds(microseconds)))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func nonFiniteNumbersAreRejectedAtAppend(value: Double) throws {
    var writer = TapeWriter(header: Self.header)
    let error = try #require(throws: TapeError.self) { try writer.append(Self.touch(0, x: value)) }
    #expect(error.code == .nonFiniteValue)
    #expect(error.message == "touch x is \(value)")
    let record = TapeEvent.record(
      TapeRecord(
        kind: .haptic, timestamp: .zero, stream: "haptics", name: "continuous",
        fields: [TapeField("intensity", .scalar(value))]))
    #expect(throws: TapeError.self) { try writer.append(record) }
    #expect(writer.eventCount == 0)
    try writer.append(Self.touch(0))
    try writer.finish()
    #expect(try TapeReader.read(bytes: writer.bytes).events == [Self.touch(0)])
  }

  @Test func valuesBeyondTheGridRangeAreRejected() throws {
    var writer = TapeWriter(header: Self.header)
    let error = try #require(throws: TapeError.self) { try writer.append(Self.touch(0, y: 1e13)) }
    #expect(error.code == .valueOutOfRange)
  }

  @Test func timeGoingBackwardsInAStreamIsRejectedAtAppend() throws {
    var writer = TapeWriter(header: Self.header)
    try writer.append(Self.touch(2_000))
    let error = try #require(throws: TapeError.self) { try writer.append(Self.touch(1_999)) }
    #expect(error.code == .timeWentBackwards)
    #expect(error.message == "touch at 0.001999 s is earlier than the previous one at 0.002000 s")
    // Another stream may be earlier: order is per stream.
    try writer.append(
      .record(
        TapeRecord(
          kind: .scroll, timestamp: .microseconds(1_000), stream: "list", name: "didScroll")))
    try writer.append(
      .record(
        TapeRecord(
          kind: .scroll, timestamp: .microseconds(1_500), stream: "other", name: "didScroll")))
    #expect(throws: TapeError.self) {
      try writer.append(
        .record(
          TapeRecord(kind: .scroll, timestamp: .microseconds(999), stream: "list", name: "didEnd")))
    }
    #expect(writer.eventCount == 3)
  }

  @Test func chunksAreSealedEveryNEvents() throws {
    var writer = TapeWriter(header: Self.header, configuration: .init(maximumEventsPerChunk: 10))
    for index in 0..<25 { try writer.append(Self.touch(Int64(index))) }
    #expect(writer.chunkCount == 2)
    try writer.finish()
    #expect(writer.chunkCount == 3)
    #expect(try TapeReader.read(bytes: writer.bytes).chunks.map(\.eventCount) == [10, 10, 5])
  }

  @Test func chunksAreSealedEveryTSeconds() throws {
    var writer = TapeWriter(
      header: Self.header, configuration: .init(maximumChunkDuration: .seconds(1)))
    for index in 0..<25 { try writer.append(Self.touch(Int64(index) * 100_000)) }
    try writer.finish()
    let chunks = try TapeReader.read(bytes: writer.bytes).chunks
    #expect(chunks.map(\.eventCount) == [11, 11, 3])
    #expect(chunks.map(\.firstTime) == [.zero, .microseconds(1_100_000), .microseconds(2_200_000)])
  }

  @Test func aKilledWriterLosesAtMostTheOpenChunk() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "killed-\(UInt64.random(in: 0...UInt64.max)).htape"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var writer = try TapeWriter(
      path: path, header: Self.header, configuration: .init(maximumEventsPerChunk: 8))
    for index in 0..<20 { try writer.append(Self.touch(Int64(index) * 1_000)) }
    // Not finished: the tape is not there yet, and its partial file is what a crash would
    // leave: every sealed chunk, reported as a tape whose writer never finished.
    #expect(!FileManager.default.fileExists(atPath: path))
    let partialPath = writer.partialPath
    let partial = try #require(partialPath)
    let tape = try TapeReader.read(contentsOf: partial)
    #expect(tape.events == (0..<16).map { Self.touch(Int64($0) * 1_000) })
    #expect(tape.recoveries.map(\.code) == [.truncated])
    #expect(tape.recoveries.first?.message.hasPrefix("the tape has no trailer") == true)
    try writer.finish()
    #expect(!FileManager.default.fileExists(atPath: partial))
    #expect(try TapeReader.read(contentsOf: path).events.count == 20)
  }

  @Test func encodingIsDeterministicAndCompact() throws {
    // A 1 s, 120 Hz vertical drag on device pixels: 121 samples.
    var writer = TapeWriter(header: Self.header)
    for scan in 0...120 {
      let y = (400 - Double(scan) * 1.5 * 3).rounded() / 3
      try writer.append(
        .touch(
          TouchSample(
            id: Touch.ID(1), phase: scan == 0 ? .began : (scan == 120 ? .ended : .moved),
            location: Point2D(x: 200, y: y), timestamp: .microseconds(Int64(scan) * 8_333))))
    }
    try writer.finish()
    let again = try TapeReader.read(bytes: writer.bytes)
    var copy = TapeWriter(header: Self.header)
    try copy.append(contentsOf: again.events)
    try copy.finish()
    #expect(copy.bytes == writer.bytes)
    // Constant velocity on the scan grid predicts to within a pixel: with the 48-byte chunk
    // header (and without the 68-byte trailer), the 121 samples take under 2 bytes each (raw
    // they would be 8 + 2 × 8 bytes).
    #expect(writer.bytes.count - Self.header.encoded().count - 68 < 121 * 2)
  }
}
