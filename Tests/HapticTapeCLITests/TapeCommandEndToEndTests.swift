import Foundation
import HapticTape
import Testing

/// Runs the built `haptictape` binary on tapes written by the library.
@Suite struct TapeCommandEndToEndTests {
  static func run(_ arguments: [String]) throws -> BuiltBinary.Run {
    try BuiltBinary.run(arguments)
  }

  static func temporaryDirectory() throws -> URL { try BuiltBinary.temporaryDirectory() }

  /// A 40-sample drag on device pixels with scroll records and two haptics.
  static func sampleTape() -> RecordedTape {
    var events: [TapeEvent] = []
    for scan in 0..<40 {
      let time = Timestamp.microseconds(1_000_000 + Int64(scan) * 8_333)
      let phase: Touch.Phase = scan == 0 ? .began : (scan == 39 ? .ended : .moved)
      events.append(
        .touch(
          TouchSample(
            id: Touch.ID(1), phase: phase, location: Point2D(x: 200, y: 300 + Double(scan)),
            timestamp: time)))
      events.append(
        .record(
          TapeRecord(
            kind: .scroll, timestamp: time, stream: "list", name: "didScroll",
            fields: [TapeField("y", .position(-Double(scan) / 3))])))
      if scan % 20 == 10 {
        events.append(
          .record(
            TapeRecord(
              kind: .haptic, timestamp: time, stream: "haptics", name: "continuous",
              fields: [
                TapeField("intensity", .scalar(0.31)),
                TapeField("duration", .duration(.milliseconds(100))),
              ])))
      }
    }
    return RecordedTape(
      header: TapeHeader(sceneID: "secret-offer", metadata: ["gesture": "pull"]), events: events)
  }

  @Test func convertRoundTripsAndInspectSummarizes() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tape = directory.appendingPathComponent("pull.htape").path
    let lines = directory.appendingPathComponent("pull.jsonl").path
    let back = directory.appendingPathComponent("back.htape").path
    let size = try Self.sampleTape().write(to: tape)

    let toJSON = try Self.run(["convert", tape, lines])
    #expect(toJSON.status == 0, "\(toJSON.error)")
    #expect(
      toJSON.output.hasSuffix(
        "82 events, \(try Data(contentsOf: URL(fileURLWithPath: lines)).count) bytes\n"))
    let toTape = try Self.run(["convert", lines, back])
    #expect(toTape.status == 0, "\(toTape.error)")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: back))
        == Data(contentsOf: URL(fileURLWithPath: tape)))

    let summary = try Self.run(["inspect", "--summary", tape])
    #expect(summary.status == 0)
    #expect(summary.output.contains("scene     secret-offer, configuration {}\n"))
    #expect(summary.output.contains("duration  0.324987 s (t 1.000000–1.324987 s)\n"))
    #expect(summary.output.contains("events    82: touch 40, scroll 40, haptic 2\n"))
    #expect(summary.output.contains("streams   haptic haptics 2, scroll list 40, touch 40\n"))
    #expect(summary.output.contains("file size \(size) bytes\n"))
    #expect(summary.output.contains("chunks    1\n"))
    #expect(
      summary.output.contains("recovery  none: every chunk is intact and its trailer matches\n"))

    let table = try Self.run(["inspect", tape])
    #expect(table.status == 0)
    #expect(
      table.output.contains("1.083330  haptic  haptics  continuous  intensity=0.31 duration=0.1s\n")
    )
    #expect(!table.output.contains("touch"))
  }

  @Test func badInputExitsWithStatusTwoAndSaysWhere() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let tape = directory.appendingPathComponent("pull.htape")
    try Self.sampleTape().write(to: tape.path)
    let bytes = try Data(contentsOf: tape)
    let cut = directory.appendingPathComponent("cut.htape")
    // 10 bytes into the last chunk, before the 68-byte trailer.
    try bytes.prefix(bytes.count - 78).write(to: cut)

    let truncated = try Self.run(["inspect", "--summary", cut.path])
    #expect(truncated.status == 2)
    #expect(truncated.output.contains("recovery  1 problem(s)"))
    #expect(truncated.error.contains("\(cut.path): byte "))
    #expect(truncated.error.contains("(chunk 0): the file ends inside chunk 0"))

    let broken = directory.appendingPathComponent("broken.jsonl")
    let header = TapeJSONLines.headerLine(Self.sampleTape().header)
    try Data(
      (header + "\n{\"kind\":\"touch\",\"t\":1,\"id\":1,\"phase\":\"began\",\"x\":1}\n").utf8
    ).write(to: broken)
    let missing = try Self.run([
      "convert", broken.path, directory.appendingPathComponent("out.htape").path,
    ])
    #expect(missing.status == 2)
    #expect(
      missing.error
        == "haptictape: \(broken.path):2:1: missing field \"y\" in a touch event. What to do: fix the line to follow the JSON Lines schema in TapeFormat.md\n"
    )

    let wrong = try Self.run([
      "inspect", broken.path.replacingOccurrences(of: ".jsonl", with: ".txt"),
    ])
    #expect(wrong.status == 2)
  }
}
