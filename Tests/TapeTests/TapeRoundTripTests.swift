import HapticTapeTestSupport
import Testing
import TouchCore
import TouchModel

@testable import Tape

@Suite struct TapeRoundTripTests {
  /// Small chunks, so every session spans many chunks and chunk boundaries are exercised.
  static let smallChunks = TapeWriter.Configuration(maximumEventsPerChunk: 97)

  static func write(
    _ events: [TapeEvent], header: TapeHeader = RandomSession.header,
    configuration: TapeWriter.Configuration = smallChunks
  ) throws -> [UInt8] {
    var writer = TapeWriter(header: header, configuration: configuration)
    try writer.append(contentsOf: events)
    try writer.finish()
    return writer.bytes
  }

  static func expectEqualEvents(_ decoded: [TapeEvent], _ expected: [TapeEvent]) {
    #expect(decoded.count == expected.count)
    if let index = zip(decoded, expected).enumerated().first(where: { $0.element.0 != $0.element.1 }
    )?.offset {
      Issue.record("event \(index): decoded \(decoded[index]) != expected \(expected[index])")
    }
  }

  @Test(arguments: 1...6 as ClosedRange<UInt64>, [false, true])
  func randomSessionRoundTripsBitExactlyThroughHTape(seed: UInt64, pixelAligned: Bool) throws {
    let events = RandomSession.events(seed: seed, count: 1_200, pixelAligned: pixelAligned)
    let bytes = try Self.write(events)
    let tape = try TapeReader.read(bytes: bytes)
    let expected = try events.map { try $0.quantized(to: RandomSession.header.grids) }
    #expect(tape.header == RandomSession.header)
    #expect(tape.recoveries.isEmpty)
    #expect(tape.warnings.isEmpty)
    #expect(tape.chunks.count == (1_200 + 96) / 97)
    Self.expectEqualEvents(tape.events, expected)
    // encode → decode → encode is byte-identical.
    #expect(try Self.write(tape.events) == bytes)
  }

  @Test(arguments: 1...6 as ClosedRange<UInt64>)
  func randomSessionRoundTripsThroughJSONLines(seed: UInt64) throws {
    let events = RandomSession.events(seed: seed, count: 800, pixelAligned: seed % 2 == 0)
    let bytes = try Self.write(events)
    let tape = try TapeReader.read(bytes: bytes)
    let text = TapeJSONLines.encode(header: tape.header, events: tape.events)
    let parsed = try TapeJSONLines.decode(Array(text.utf8))
    #expect(parsed.header == tape.header)
    Self.expectEqualEvents(parsed.events, tape.events)
    #expect(try Self.write(parsed.events, header: parsed.header) == bytes)
    #expect(TapeJSONLines.encode(header: parsed.header, events: parsed.events) == text)
  }

  @Test func quantizationRoundsToTheDeclaredGrids() throws {
    let grids = TapeHeader.Grids(positionUnitsPerPoint: 1_000, scalarUnitsPerUnit: 1_000_000)
    let touch = TapeEvent.touch(
      TouchSample(
        id: Touch.ID(7), phase: .moved, location: Point2D(x: 23.666_666_67, y: -0.000_4),
        timestamp: Timestamp(nanoseconds: 1_532_000_499), force: 0.123_456_7))
    let expected = TapeEvent.touch(
      TouchSample(
        id: Touch.ID(7), phase: .moved, location: Point2D(x: 23.667, y: -0.0),
        timestamp: .microseconds(1_532_000), force: 0.123_457))
    #expect(try touch.quantized(to: grids) == expected)
    let record = TapeEvent.record(
      TapeRecord(
        kind: .haptic, timestamp: Timestamp(nanoseconds: 1_500), stream: "haptics",
        name: "continuous",
        fields: [TapeField("duration", .duration(TimeAmount(nanoseconds: 100_000_600)))]))
    let decoded = try TapeReader.read(bytes: try Self.write([touch, record])).events
    #expect(decoded == [expected, try record.quantized(to: grids)])
    #expect(
      decoded[1]
        == .record(
          TapeRecord(
            kind: .haptic, timestamp: .microseconds(2), stream: "haptics", name: "continuous",
            fields: [TapeField("duration", .duration(.microseconds(100_001)))])))
  }

  @Test func equalTimesAcrossStreamsKeepAppendOrder() throws {
    let at = Timestamp.microseconds(5_000)
    let haptic = TapeEvent.record(
      TapeRecord(kind: .haptic, timestamp: at, stream: "haptics", name: "tick"))
    let touch = TapeEvent.touch(
      TouchSample(id: Touch.ID(1), phase: .began, location: .zero, timestamp: at))
    let later = TapeEvent.record(
      TapeRecord(kind: .scroll, timestamp: .microseconds(4_000), stream: "list", name: "didScroll"))
    // Output before input at the same time, and a stream that lags another: both need the
    // explicit lane order, and both must come back as appended.
    let events = [haptic, touch, later]
    #expect(try TapeReader.read(bytes: try Self.write(events)).events == events)
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func manyLanesWithTiesAndLagKeepAppendOrder(seed: UInt64) throws {
    // 24 streams (more lanes than the linear merge serves), equal times, and streams that lag
    // others: the merge needs its heap and many order exceptions.
    var rng = SplitMix64(seed: seed)
    var clocks = [Int64](repeating: 0, count: 24)
    var events: [TapeEvent] = []
    for _ in 0..<2_000 {
      let stream = Int.random(in: 0..<24, using: &rng)
      clocks[stream] += Int64.random(in: 0...3, using: &rng) * 1_000
      events.append(
        .record(
          TapeRecord(
            kind: TapeEventKind(code: UInt8(3 + stream % 4)),
            timestamp: .microseconds(clocks[stream]),
            stream: "s\(stream)", name: "n", fields: [TapeField("v", .integer(Int64(stream)))])))
    }
    let bytes = try Self.write(events, configuration: .init(maximumEventsPerChunk: 700))
    #expect(try TapeReader.read(bytes: bytes).events == events)
  }
}
