import HapticTapeTestSupport
import Testing
import TouchCore
import TouchInput

@testable import Tape

@Suite struct TapeRoundTripTests {
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

  @Test(arguments: 1...8 as ClosedRange<UInt64>)
  func randomSessionRoundTripsBitExactly(seed: UInt64) throws {
    let events = RandomSession.events(seed: seed, count: 1_500)
    let bytes = try Self.write(events)
    let tape = try TapeReader.read(bytes: bytes)
    let expected = try events.map { try $0.quantized(to: RandomSession.header.grids) }
    #expect(tape.header == RandomSession.header)
    #expect(tape.recoveries.isEmpty, "\(tape.recoveries.prefix(2))")
    #expect(tape.events.count == expected.count)
    guard tape.events.count == expected.count else { return }
    for (index, (decoded, original)) in zip(tape.events, expected).enumerated() where decoded != original {
      Issue.record("event \(index): decoded \(decoded) != quantized \(original)")
      break
    }
    #expect(tape.events == expected)
    #expect(try Self.write(tape.events) == bytes)
  }
}
