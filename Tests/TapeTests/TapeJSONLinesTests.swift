import Testing
import TouchCore
import TouchModel

@testable import Tape

@Suite struct TapeJSONLinesTests {
  static let headerLine =
    #"{"htape":"1.2","writer":"0.1.0","scene":"secret-offer","configuration":"{}","device":{"name":"iphone-15-pro","width":393.0,"height":852.0,"scale":3.0,"frameRate":120,"touchRate":120},"grids":{"positionPerPoint":1000,"scalarPerUnit":1000000},"metadata":{}}"#

  static func decode(_ lines: [String]) throws -> RecordedTape {
    try TapeJSONLines.decode(Array((lines.joined(separator: "\n") + "\n").utf8), path: "pull.jsonl")
  }

  @Test func eventsAreWrittenInTheDocumentedShape() {
    let header = TapeHeader(sceneID: "secret-offer", sceneConfiguration: "{}")
    let touch = TapeEvent.touch(
      TouchSample(
        id: Touch.ID(1), phase: .moved, location: Point2D(x: 212.3, y: 401),
        timestamp: .seconds(1.532)))
    let haptic = TapeEvent.record(
      TapeRecord(
        kind: .haptic, timestamp: .seconds(1.532), stream: "haptics", name: "continuous",
        fields: [
          TapeField("intensity", .scalar(0.31)), TapeField("sharpness", .scalar(0.5)),
          TapeField("duration", .duration(.milliseconds(100))), TapeField("index", .integer(-3)),
          TapeField("settled", .flag(true)), TapeField("style", .symbol("rigid")),
          TapeField("offset", .position(-20.333)),
        ]))
    let command = TapeEvent.command(
      SceneCommand(name: "delete", arguments: [.integer(2), .text("left")], timestamp: .seconds(2)))
    #expect(TapeJSONLines.headerLine(header) == Self.headerLine)
    #expect(
      TapeJSONLines.line(for: touch, grids: .standard)
        == #"{"kind":"touch","t":1.532000,"id":1,"phase":"moved","x":212.3,"y":401.0}"#)
    #expect(
      TapeJSONLines.line(for: haptic, grids: .standard)
        == #"{"kind":"haptic","t":1.532000,"stream":"haptics","name":"continuous","fields":{"intensity":0.31,"sharpness":0.5,"duration":{"sec":0.100000},"index":-3,"settled":true,"style":"rigid","offset":{"pt":-20.333}}}"#
    )
    #expect(
      TapeJSONLines.line(for: command, grids: .standard)
        == #"{"kind":"command","t":2.000000,"name":"delete","args":[2,"left"]}"#)
  }

  @Test func scalarsAreBareNumbersWithAFractionAndTheWrappedShapeIsStillRead() throws {
    let header = TapeJSONLines.headerLine(TapeHeader(sceneID: "secret-offer"))
    let lines = [
      #"{"kind":"haptic","t":1.0,"stream":"haptics","name":"x","fields":{"a":1.0,"b":1,"c":{"scalar":0.25},"d":2.5e-1}}"#
    ]
    let tape = try TapeJSONLines.decode(Array((header + "\n" + lines[0] + "\n").utf8))
    guard case .record(let record) = try #require(tape.events.first) else {
      Issue.record("not a record")
      return
    }
    #expect(record.fields.map(\.value) == [.scalar(1), .integer(1), .scalar(0.25), .scalar(0.25)])
    // Written back, every scalar is a bare number with a fraction.
    #expect(
      TapeJSONLines.line(for: .record(record), grids: .standard)
        == #"{"kind":"haptic","t":1.000000,"stream":"haptics","name":"x","fields":{"a":1.0,"b":1,"c":0.25,"d":0.25}}"#
    )
  }

  @Test func aMissingFieldIsReportedAtItsLineAndColumn() throws {
    let error = try #require(throws: TapeError.self) {
      try Self.decode([
        Self.headerLine,
        #"{"kind":"touch","t":1.5,"id":1,"phase":"began","x":1,"y":2}"#,
        #"  {"kind":"touch","t":1.6,"id":1,"phase":"moved","x":1}"#,
      ])
    }
    #expect(error.code == .missingField)
    #expect(error.line == 3)
    #expect(error.column == 3)
    #expect(
      error.description
        == #"pull.jsonl:3:3: missing field "y" in a touch event. What to do: fix the line to follow the JSON Lines schema in TapeFormat.md"#
    )
  }

  @Test func invalidJSONIsReportedAtTheOffendingColumn() throws {
    let error = try #require(throws: TapeError.self) {
      try Self.decode([Self.headerLine, #"{"kind":"touch","t":1.5,,"id":1}"#])
    }
    #expect(error.code == .invalidJSON)
    #expect(error.line == 2)
    #expect(error.column == 25)
    #expect(error.message == "expected a quoted key")
  }

  @Test func nonFiniteAndBackwardTimesAreRejected() throws {
    let huge = try #require(throws: TapeError.self) {
      try Self.decode([
        Self.headerLine, #"{"kind":"touch","t":1.5,"id":1,"phase":"began","x":1e999,"y":2}"#,
      ])
    }
    #expect(huge.code == .nonFiniteValue)
    #expect(huge.column == 52)
    let backwards = try #require(throws: TapeError.self) {
      try Self.decode([
        Self.headerLine,
        #"{"kind":"scene","t":2,"stream":"s","name":"opened","fields":{}}"#,
        #"{"kind":"scene","t":1,"stream":"s","name":"closed","fields":{}}"#,
      ])
    }
    #expect(backwards.code == .timeWentBackwards)
    #expect(backwards.line == 3)
  }

  @Test func aNewerMajorVersionHeaderIsRejected() throws {
    let line = #"{"htape":"2.1""# + Self.headerLine.dropFirst(#"{"htape":"1.1""#.count)
    let error = try #require(throws: TapeError.self) { try Self.decode([line]) }
    #expect(error.code == .unsupportedVersion)
    #expect(error.line == 1)
  }

  @Test func valuesAreRoundedToTheGridsExactly() throws {
    let tape = try Self.decode([
      Self.headerLine,
      #"{"kind":"touch","t":0.0000005,"id":4294967295,"phase":"cancelled","x":-0.0005,"y":9007199254.740991}"#,
    ])
    #expect(
      tape.events == [
        .touch(
          TouchSample(
            id: Touch.ID(UInt32.max), phase: .cancelled,
            location: Point2D(x: -0.001, y: 9_007_199_254.741),
            timestamp: .microseconds(1)))
      ])
  }
}
