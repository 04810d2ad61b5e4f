import HapticTape
import Testing

@Suite struct FlutterPointerDataParserTests {
  @Test func downMoveUpBecomeSamplesInPointsAndAddIsSkipped() throws {
    let text = """
      [{"ts": 1, "events": [
        {"timeStamp": 1000, "change": 1, "physicalX": 30.0, "physicalY": 60.0, "synthesized": true},
        {"timeStamp": 1000, "change": 4, "pointerIdentifier": 3, "physicalX": 30.0, "physicalY": 60.0, "pressure": 0.5, "radiusMajor": 6.0}
      ]},
      {"ts": 2, "events": [
        {"timeStamp": 9000, "change": 5, "pointerIdentifier": 3, "physicalX": 30.0, "physicalY": 45.0},
        {"timeStamp": 17000, "change": 6, "pointerIdentifier": 3, "physicalX": 30.0, "physicalY": 45.0}
      ]}]
      """
    let log = try FlutterPointerDataParser().parse(text)
    #expect(log.samples.map(\.line) == [3, 6, 7])
    let touches = try log.imported(
      with: TouchLogMapping(screen: DeviceProfile.iPhone15Pro.screenSize, units: .pixels(ratio: 3)))
    #expect(touches.samples.map(\.phase) == [.began, .moved, .ended])
    #expect(
      touches.samples.map(\.location) == [
        Point2D(x: 10, y: 20), Point2D(x: 10, y: 15), Point2D(x: 10, y: 15),
      ])
    #expect(touches.samples.map(\.timestamp.nanoseconds) == [0, 8_000_000, 16_000_000])
    #expect(touches.samples[0].force == 0.5)
    #expect(touches.samples[0].majorRadius == 2)
  }

  @Test func aNaNOrInvalidJSONIsAnError() throws {
    let nan = #expect(throws: TouchLogError.self) {
      try FlutterPointerDataParser().parse(
        "[{\"timeStamp\": 1,\n \"change\": 4, \"physicalX\": NaN}]")
    }
    #expect(nan?.code == .notANumber)
    #expect(nan?.line == 2)
    #expect(nan?.column == 28)
    let broken = #expect(throws: TouchLogError.self) {
      try FlutterPointerDataParser().parse("[{\"timeStamp\": 1,")
    }
    #expect(broken?.code == .unparseableLine)
    let empty = #expect(throws: TouchLogError.self) { try FlutterPointerDataParser().parse("  \n") }
    #expect(empty?.code == .emptyLog)
  }

  /// Packets are parsed one at a time; lines, columns and event numbers stay those of the whole
  /// document.
  @Test func packetsReadOneAtATimeKeepTheirDocumentPositions() throws {
    let event = #"{"timeStamp": 1, "change": 4, "physicalX": 1, "physicalY": 2}"#
    let laterOnLine2 = #expect(throws: TouchLogError.self) {
      try FlutterPointerDataParser().parse(
        "[\(event),\n \(event), {\"timeStamp\": 3 \"change\": 5}]\n")
    }
    #expect(laterOnLine2?.line == 2)
    #expect(laterOnLine2?.column == 81)
    let laterOnLine1 = #expect(throws: TouchLogError.self) {
      try FlutterPointerDataParser().parse("[\(event), {\"timeStamp\": 3 \"change\": 5}]")
    }
    #expect(laterOnLine1?.line == 1)
    #expect(laterOnLine1?.column == 81)
    let notAnArray = #expect(throws: TouchLogError.self) {
      try FlutterPointerDataParser().parse(#"{"timeStamp": 1 "change": 4}"#)
    }
    #expect(notAnArray?.line == 1)
    #expect(notAnArray?.column == 17)
    let noPosition = #expect(throws: TouchLogError.self) {
      try FlutterPointerDataParser().parse(
        "[{\"events\": [\(event),\n\(event)]},\n{\"events\": [{\"timeStamp\": 4, \"change\": 5}]}]")
    }
    #expect(noPosition?.line == 3)
    #expect(noPosition?.message == "event 2 has no physicalX/physicalY")
    let packets = try FlutterPointerDataParser().parse(
      "[\n{\"ts\": 0, \"events\": [\(event)]},\n{\"ts\": 1, \"events\": [\n"
        + #"{"timeStamp": 9, "change": 6, "physicalX": 3, "physicalY": 4}]},]"#)
    #expect(packets.samples.map(\.line) == [2, 4])
    #expect(packets.samples.map(\.phase) == [.began, .ended])
    #expect(packets.frameCount == 2)
    #expect(packets.lineCount == 4)
  }
}
