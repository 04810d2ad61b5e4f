import HapticTape
import Testing

private let points = TouchLogMapping(screen: DeviceProfile.iPhone15Pro.screenSize, units: .points)

@Suite struct TouchJSONLinesParserTests {
  @Test func readsTheDocumentedFormatIncludingCoalescedSamples() throws {
    let text = """
      {"t":10.000,"id":7,"phase":"began","x":120.5,"y":600,"force":0.4,"radius":7.5}

      {"t":10.008,"id":7,"phase":"moved","x":120.5,"y":590.25,"coalesced":[{"t":10.004,"x":120.5,"y":595}]}
      {"t":10.016,"id":7,"phase":"ended","x":120.5,"y":580}
      """
    let log = try TouchJSONLinesParser().parse(text)
    #expect(log.lineCount == 4)
    #expect(log.samples.map(\.line) == [1, 3, 4])
    let touches = try log.imported(with: points)
    #expect(touches.samples.map(\.timestamp.nanoseconds) == [0, 8_000_000, 16_000_000])
    #expect(touches.samples.map(\.id) == [Touch.ID(1), Touch.ID(1), Touch.ID(1)])
    #expect(touches.samples[0].force == 0.4)
    #expect(touches.samples[0].majorRadius == 7.5)
    #expect(
      touches.samples[1].coalesced == [
        TouchSample.Coalesced(
          location: Point2D(x: 120.5, y: 595), timestamp: Timestamp(nanoseconds: 4_000_000))
      ])
  }

  @Test func aNaNIsAnErrorAtItsLineAndColumn() throws {
    let error = #expect(throws: TouchLogError.self) {
      try TouchJSONLinesParser().parse(
        "{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":1}\n{\"t\":0.01,\"id\":1,\"phase\":\"moved\",\"x\":NaN,\"y\":1}\n"
      )
    }
    #expect(error?.code == .notANumber)
    #expect(error?.line == 2)
    #expect(error?.column == 38)
  }

  @Test func aBeganWhileDownIsATrackingIDReused() throws {
    let log = try TouchJSONLinesParser().parse(
      "{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":1}\n{\"t\":0.01,\"id\":1,\"phase\":\"began\",\"x\":2,\"y\":1}\n"
    )
    let error = #expect(throws: TouchLogError.self) { try log.imported(with: points) }
    #expect(error?.code == .trackingIDReused)
    #expect(error?.line == 2)
  }

  @Test func brokenLinesAreSkippedWithTheirLine() throws {
    let log = try TouchJSONLinesParser().parse(
      "{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":1}\n{\"t\":0.01,\n{\"t\":0.02,\"id\":1,\"phase\":\"flying\",\"x\":1,\"y\":1}\n"
    )
    #expect(log.skippedLines.map(\.line) == [2, 3])
    #expect(
      log.skippedLines[1].message
        == "\"phase\" must be began, moved, stationary, ended or cancelled")
  }
}

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
}

@Suite struct TouchLogCSVParserTests {
  @Test func columnsComeFromTheHeaderOrFromColumnsAndPhasesFromRuns() throws {
    let text = "time,x,y,finger\n1.0,10,20,4\n1.008,10,18,4\n1.016,10,16,4\n2.0,50,50,5\n"
    let touches = try TouchLogCSVParser().parse(text).imported(with: points)
    #expect(touches.samples.map(\.phase) == [.began, .moved, .ended, .began, .ended])
    #expect(touches.samples.map(\.id.rawValue) == [1, 1, 1, 2, 2])
    #expect(
      touches.samples.map(\.timestamp.nanoseconds) == [
        0, 8_000_000, 16_000_000, 1_000_000_000, 1_000_000_000,
      ])

    var parser = TouchLogCSVParser()
    parser.columns = [.id, .skip, .time, .x, .y, .phase]
    parser.timeUnitExponent = 6  // milliseconds
    let mapped = try parser.parse(
      "a,b,c,d,e,f\n9,z,1000,1,2,down\n9,z,1004.5,1,3,move\n9,z,1009,1,4,up\n"
    ).imported(with: points)
    #expect(mapped.samples.map(\.timestamp.nanoseconds) == [0, 4_500_000, 9_000_000])
    #expect(mapped.samples.map(\.phase) == [.began, .moved, .ended])
  }

  @Test func aMissingColumnOrAnUnreadableRowSaysWhere() throws {
    let error = #expect(throws: TouchLogError.self) {
      try TouchLogCSVParser().parse("when,x,y\n1,2,3\n")
    }
    #expect(error?.code == .missingColumn)
    #expect(error?.line == 1)
    let log = try TouchLogCSVParser().parse("t,x,y\n1,2,3\n1.1,abc,3\n1.2,2,nan\n")
    #expect(log.skippedLines.map(\.line) == [3, 4])
    #expect(log.skippedLines.map(\.column) == [5, 7])
    #expect(log.skippedLines.map(\.code) == [.unparseableLine, .notANumber])
  }
}

@Suite struct ImportedTouchesGestureTests {
  @Test func gesturesStartTheLeadBeforeTheirFirstDownAndNeverBeforeThePreviousEnd() throws {
    let text = """
      {"t":1.0,"id":1,"phase":"began","x":1,"y":1}
      {"t":1.1,"id":1,"phase":"ended","x":1,"y":1}
      {"t":1.2,"id":2,"phase":"began","x":1,"y":1}
      {"t":1.3,"id":3,"phase":"began","x":2,"y":1}
      {"t":1.4,"id":2,"phase":"ended","x":1,"y":1}
      {"t":1.5,"id":3,"phase":"ended","x":2,"y":1}
      {"t":9.0,"id":4,"phase":"began","x":1,"y":1}
      {"t":9.1,"id":4,"phase":"ended","x":1,"y":1}
      """
    let touches = try TouchJSONLinesParser().parse(text).imported(with: points)
    let gestures = touches.gestures(lead: .milliseconds(250))
    #expect(gestures.map(\.samples.count) == [2, 4, 2])
    // The first starts at the log's zero; the second only 0.1 s after the first ended; the third 0.25 s.
    #expect(gestures.map { $0.samples[0].timestamp.nanoseconds } == [0, 100_000_000, 250_000_000])
    #expect(gestures[1].samples.map(\.id.rawValue) == [1, 2, 1, 2])
    #expect(gestures[2].statistics.touches == 1)
  }
}

@Suite struct TouchLogMappingStartTests {
  private let text = """
    {"t":5.5,"id":1,"phase":"began","x":1,"y":1}
    {"t":5.6,"id":1,"phase":"ended","x":1,"y":1}
    """

  @Test(arguments: [
    ("21576.084956", Int64(21_576_084_956_000)), ("0.02062100000330247", 20_621_000), ("1.0000000005", 1_000_000_001),
    ("-2.5", -2_500_000_000), ("7", 7_000_000_000),
  ])
  func decimalSecondsAreReadExactly(_ text: String, _ nanoseconds: Int64) {
    #expect(TouchLogMapping.time(seconds: text)?.nanoseconds == nanoseconds)
  }

  @Test func notANumberIsNoTime() {
    for text in ["", "1.2.3", "1e5", "abc", "."] { #expect(TouchLogMapping.time(seconds: text) == nil) }
  }

  @Test func startSetsTheLogTimeThatBecomesZero() throws {
    let log = try TouchJSONLinesParser().parse(text)
    var mapping = TouchLogMapping(screen: DeviceProfile.iPhone15Pro.screenSize, units: .points)
    mapping.start = Timestamp(nanoseconds: 5_000_000_000)
    #expect(try log.imported(with: mapping).samples.map(\.timestamp.nanoseconds) == [500_000_000, 600_000_000])
    mapping.start = Timestamp(nanoseconds: 5_550_000_000)
    let error = #expect(throws: TouchLogError.self) { try log.imported(with: mapping) }
    #expect(error?.line == 1)
    #expect(error?.message == "the sample at 5.500000 s comes before --start 5.550000 s; pass an earlier --start")
  }
}
