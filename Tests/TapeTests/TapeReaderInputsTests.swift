import Foundation
import Testing
import TouchCore
import TouchModel

@testable import Tape

/// Reading a tape's inputs alone gives exactly the touches and commands of a whole read, in the
/// same order: no tolerance.
@Suite struct TapeReaderInputsTests {
  /// The touches and commands of `events`, in order.
  static func inputs(_ events: [TapeEvent]) -> [TapeEvent] {
    events.filter { if case .record = $0 { false } else { true } }
  }

  static func expectInputsMatch(_ bytes: [UInt8]) throws {
    let whole = try TapeReader.read(bytes: bytes)
    let inputs = try TapeReader.readInputs(bytes: bytes)
    #expect(inputs.header == whole.header)
    #expect(inputs.events == Self.inputs(whole.events))
    #expect(inputs.chunks == whole.chunks)
    #expect(inputs.recoveries.count == whole.recoveries.count)
  }

  @Test(arguments: 1...6 as ClosedRange<UInt64>)
  func randomSessionsGiveTheirInputsInOrder(seed: UInt64) throws {
    // Touches, commands and records of several kinds, many at equal times.
    let events = RandomSession.events(seed: seed, count: 1_500, pixelAligned: seed % 2 == 0)
    let bytes = try TapeRoundTripTests.write(events)
    try Self.expectInputsMatch(bytes)
    #expect(try TapeReader.readInputs(bytes: bytes).events.count < events.count)
  }

  @Test func aCommandBeforeATouchAtTheSameTimeKeepsItsPlace() throws {
    // At each time a record, then a command, then a touch: the writer stores order exceptions,
    // which name the record lanes too.
    var events: [TapeEvent] = []
    for step in 0..<50 {
      let time = Timestamp.milliseconds(Int64(step) * 8)
      events.append(
        .record(
          TapeRecord(
            kind: .scroll, timestamp: time, stream: "list", name: "didScroll",
            fields: [TapeField("y", .position(Double(step)))])))
      events.append(.command(SceneCommand(name: "tap", arguments: [], timestamp: time)))
      events.append(
        .touch(
          TouchSample(
            id: Touch.ID(1), phase: step == 0 ? .began : .moved,
            location: Point2D(x: 100, y: Double(step)), timestamp: time)))
    }
    let bytes = try TapeRoundTripTests.write(events)
    try Self.expectInputsMatch(bytes)
    let inputs = try TapeReader.readInputs(bytes: bytes).events
    #expect(inputs.count == 100)
    if case .command = inputs[0], case .touch = inputs[1] {
    } else {
      Issue.record("the command at 0 s should come before the touch: \(inputs.prefix(2))")
    }
  }

  @Test func committedTapesGiveTheirInputs() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var checked = 0
    for folder in ["Recordings", "Corpus"] {
      let base = root.appendingPathComponent(folder)
      let enumerator = FileManager.default.enumerator(atPath: base.path)
      while let relative = enumerator?.nextObject() as? String {
        guard relative.hasSuffix(".htape") else { continue }
        let bytes = try [UInt8](Data(contentsOf: base.appendingPathComponent(relative)))
        try Self.expectInputsMatch(bytes)
        checked += 1
      }
    }
    #expect(checked > 400)
  }
}
