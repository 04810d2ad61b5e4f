import HapticTape
import Testing

@Suite struct TouchLogMappingStartTests {
  private let text = """
    {"t":5.5,"id":1,"phase":"began","x":1,"y":1}
    {"t":5.6,"id":1,"phase":"ended","x":1,"y":1}
    """

  @Test(arguments: [
    ("21576.084956", Int64(21_576_084_956_000)), ("0.02062100000330247", 20_621_000),
    ("1.0000000005", 1_000_000_001),
    ("-2.5", -2_500_000_000), ("7", 7_000_000_000),
  ])
  func decimalSecondsAreReadExactly(_ text: String, _ nanoseconds: Int64) {
    #expect(TouchLogMapping.time(seconds: text)?.nanoseconds == nanoseconds)
  }

  @Test func notANumberIsNoTime() {
    for text in ["", "1.2.3", "1e5", "abc", "."] {
      #expect(TouchLogMapping.time(seconds: text) == nil)
    }
  }

  @Test func startSetsTheLogTimeThatBecomesZero() throws {
    let log = try TouchJSONLinesParser().parse(text)
    var mapping = TouchLogMapping(screen: DeviceProfile.iPhone15Pro.screenSize, units: .points)
    mapping.start = Timestamp(nanoseconds: 5_000_000_000)
    #expect(
      try log.imported(with: mapping).samples.map(\.timestamp.nanoseconds) == [
        500_000_000, 600_000_000,
      ])
    mapping.start = Timestamp(nanoseconds: 5_550_000_000)
    let error = #expect(throws: TouchLogError.self) { try log.imported(with: mapping) }
    #expect(error?.line == 1)
    #expect(
      error?.message
        == "the sample at 5.500000 s comes before --start 5.550000 s; pass an earlier --start")
  }
}
