import HapticTape
import Testing

@Suite struct TouchLogLimitTests {
  @Test func timesBeyond146YearsAreRejectedNotTrapped() throws {
    let json = try TouchJSONLinesParser().parse(
      "{\"t\":1e300,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":1}\n")
    #expect(json.samples.isEmpty)
    #expect(json.skippedLines.first?.code == .invalidValue)
    let flutter = #expect(throws: TouchLogError.self) {
      try FlutterPointerDataParser().parse(
        "[{\"timeStamp\": 9223372036854775807, \"change\": 4, \"physicalX\": 1, \"physicalY\": 1}]")
    }
    #expect(flutter?.line == 1)
    let getevent = try GeteventParser().parse("[ 99999999999.0] 0003 0039 00000001\n")
    #expect(getevent.skippedLines.first?.line == 1)
    #expect(TouchLogMapping.time(seconds: "-9223372036.854775808") == nil)
  }

  @Test func axisRangesBeyond32BitsAreNotRanges() throws {
    let log = try GeteventParser().parse(
      """
      add device 1: /dev/input/event2
        ABS_MT_POSITION_X : value 0, min -9223372036854775808, max 9223372036854775807
        ABS_MT_POSITION_Y : value 0, min 0, max 2399
      """)
    #expect(log.panelRanges == nil)
  }
}
