import HapticTape
import Testing

private let points = TouchLogMapping(screen: DeviceProfile.iPhone15Pro.screenSize, units: .points)

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
