import HapticTape
import Testing

private let points = TouchLogMapping(screen: DeviceProfile.iPhone15Pro.screenSize, units: .points)

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
