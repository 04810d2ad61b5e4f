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

  @Test func aNumberBeyondDoubleSkipsItsLineUnlessALaterKeyReplacesIt() throws {
    let log = try TouchJSONLinesParser().parse(
      "{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1e999,\"y\":1}\n"
        + "{\"t\":0.01,\"id\":1,\"phase\":\"ended\",\"x\":1e999,\"y\":1,\"x\":2}\n")
    #expect(log.skippedLines.map(\.line) == [1])
    #expect(log.skippedLines.first?.column == 35)
    #expect(log.skippedLines.first?.message == "not valid JSON (number 1e999 is too large)")
    #expect(log.samples.map(\.position.x) == [2])
  }
}
