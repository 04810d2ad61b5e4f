import HapticTape
import Testing

/// The limits on what a touch log holds (samples, fingers down at once, duration).
///
/// Also the escaping of log text in messages, the byte-order mark and decimal-only numbers.
/// Exact comparisons.
@Suite struct TouchLogContentLimitTests {
  private let mapping = TouchLogMapping(
    screen: Size2D(width: 393, height: 852), units: .points, frameInterval: nil)

  /// `TouchLog.maximumSampleCount` rows import; one more is refused at its line, before the
  /// rest of the file is read.
  @Test func theSampleLimitTripsAtTheRowPastIt() throws {
    let limit = TouchLog.maximumSampleCount
    #expect(limit == 1_000_000)
    var text = "t,x,y,id\n"
    text.reserveCapacity(30 * (limit + 10))
    for index in 0..<limit { text += "\(index / 1_000).\(index % 1_000),1,2,1\n" }
    let atLimit = try TouchLogCSVParser().parse(text)
    #expect(atLimit.samples.count == limit)
    text += "1000.0,1,2,1\n1000.001,1,2,1\n"
    let error = #expect(throws: TouchLogError.self) { try TouchLogCSVParser().parse(text) }
    #expect(error?.code == .limitExceeded)
    #expect(error?.line == limit + 2)
    #expect(error?.message.contains("more than 1000000 touch samples") == true)
    #expect(error?.message.contains("TouchLog.maximumSampleCount") == true)
  }

  @Test func theSampleLimitCountsTheEndsAddedToOneRowTouches() throws {
    // Without a phase column a one-row touch gains an ended sample: 500,001 rows of distinct
    // ids make 1,000,002 samples.
    var text = "t,x,y,id\n"
    for index in 0...500_000 { text += "\(index / 1_000).\(index % 1_000),1,2,\(index)\n" }
    let error = #expect(throws: TouchLogError.self) { try TouchLogCSVParser().parse(text) }
    #expect(error?.code == .limitExceeded)
    #expect(error?.line == 500_002)
  }

  @Test func twentyFingersImportAndTheTwentyFirstIsRefused() throws {
    func log(fingers: Int) -> String {
      "t,x,y,id,phase\n" + (1...fingers).map { "0,\($0),10,\($0),began\n" }.joined()
        + (1...fingers).map { "0.01,\($0),10,\($0),ended\n" }.joined()
    }
    #expect(TouchLog.maximumSimultaneousContacts == 20)
    let twenty = try TouchLogCSVParser().parse(log(fingers: 20)).imported(with: mapping)
    #expect(twenty.statistics.fingers == 20)
    let error = #expect(throws: TouchLogError.self) {
      try TouchLogCSVParser().parse(log(fingers: 21)).imported(with: mapping)
    }
    #expect(error?.code == .limitExceeded)
    #expect(error?.line == 22)
    #expect(error?.message.contains("finger 21 down at once, over the limit of 20") == true)
    #expect(error?.message.contains("TouchLog.maximumSimultaneousContacts") == true)
  }

  /// 10,000 slots down at once, a probe's getevent log: refused at the 21st, not 10,000
  /// warnings.
  @Test func tenThousandGeteventSlotsAreRefusedAtTheTwentyFirst() throws {
    var text = ""
    for slot in 0..<10_000 {
      let id = String(slot + 1, radix: 16)
      let hex = String(repeating: "0", count: 8 - id.count) + id
      let slotHex =
        String(repeating: "0", count: 8 - String(slot, radix: 16).count)
        + String(slot, radix: 16)
      text +=
        "[ 1.000000] EV_ABS ABS_MT_SLOT \(slotHex)\n[ 1.000000] EV_ABS ABS_MT_TRACKING_ID \(hex)\n"
      text +=
        "[ 1.000000] EV_ABS ABS_MT_POSITION_X 00000064\n[ 1.000000] EV_ABS ABS_MT_POSITION_Y 000000c8\n"
    }
    text += "[ 1.000000] EV_SYN SYN_REPORT 00000000\n"
    let log = try GeteventParser().parse(text)
    #expect(log.samples.count == 10_000)
    let panel = TouchLogMapping(
      screen: Size2D(width: 393, height: 852),
      units: .panel(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2399)),
      frameInterval: nil)
    let error = #expect(throws: TouchLogError.self) { try log.imported(with: panel) }
    #expect(error?.code == .limitExceeded)
    // The 21st slot's ABS_MT_POSITION_Y completes its sample: line 4 × 21.
    #expect(error?.line == 84)
  }

  @Test func aLogLongerThanAnHourIsRefusedAtTheFirstSamplePastIt() throws {
    #expect(TouchLog.maximumDuration == .seconds(3_600))
    let hour = try TouchLogCSVParser().parse("t,x,y\n5,1,2\n3605,1,2\n").imported(with: mapping)
    #expect(hour.samples.last?.timestamp == Timestamp(nanoseconds: 3_600_000_000_000))
    let error = #expect(throws: TouchLogError.self) {
      try TouchLogCSVParser().parse("t,x,y\n5,1,2\n3605.000001,1,2\n").imported(with: mapping)
    }
    #expect(error?.code == .limitExceeded)
    #expect(error?.line == 3)
    #expect(
      error?.message
        == "the sample at 3605.000001 s is more than 3600 s after the start at 5.000000 s, the "
        + "limit (TouchLog.maximumDuration); cut the log into shorter ones")
  }

  @Test func aCSVHeaderWithEscapeCodesIsQuotedEscaped() {
    let error = #expect(throws: TouchLogError.self) {
      try TouchLogCSVParser().parse("a\u{1B}[31mX,y\n1,2\n")
    }
    #expect(error?.code == .missingColumn)
    #expect(
      error?.message
        == "no t column among a\\u{1B}[31mx,y; name the columns with --columns (e.g. --columns x,y,t,id)"
    )
  }

  @Test func aPhaseWithATerminalTitleSequenceIsQuotedEscaped() throws {
    let log = try TouchLogCSVParser().parse("t,x,y,phase\n0,1,2,be\u{1B}]0;pwn\u{07}gan\n")
    #expect(
      log.skippedLines.map(\.description) == [
        "2:7: error: 'be\\u{1B}]0;pwn\\u{7}gan' cannot be read"
      ])
  }

  @Test func aGeteventCodeWithEscapeCodesIsQuotedEscaped() throws {
    let log = try GeteventParser().parse("0003 \u{1B}[2J 00000001\n")
    #expect(log.skippedLines.count == 1)
    let message = try #require(log.skippedLines.first?.message)
    #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    #expect(message.contains("\\u{1B}[2J"))
  }

  @Test func aByteOrderMarkBeforeTheHeaderIsSkipped() throws {
    let log = try TouchLogCSVParser().parse("\u{FEFF}t,x,y\n0,1,2\n0.1,3,4\n")
    #expect(log.samples.map(\.position) == [Point2D(x: 1, y: 2), Point2D(x: 3, y: 4)])
    #expect(log.lineCount == 3)
    let json = try TouchJSONLinesParser().parse(
      "\u{FEFF}{\"t\":0,\"id\":1,\"phase\":\"began\",\"x\":1,\"y\":2}\n")
    #expect(json.samples.count == 1)
    #expect(json.skippedLines.isEmpty)
    let flutter = try FlutterPointerDataParser().parse(
      "\u{FEFF}[{\"timeStamp\": 1000, \"change\": 4, \"physicalX\": 3, \"physicalY\": 6}]")
    #expect(flutter.samples.map(\.position) == [Point2D(x: 3, y: 6)])
  }

  @Test(arguments: ["0x10", "0x1p4", "inf", "nan", "infinity", "1e999"])
  func nonDecimalCoordinatesAreNotRead(_ spelling: String) throws {
    let log = try TouchLogCSVParser().parse("t,x,y\n0,\(spelling),2\n0.1,3,4\n")
    // The one row left is a touch of its own: began, and an ended copy.
    #expect(log.samples.map(\.position) == [Point2D(x: 3, y: 4), Point2D(x: 3, y: 4)])
    #expect(log.samples.map(\.phase) == [.began, .ended])
    #expect(log.skippedLines.map(\.line) == [2])
    #expect(log.skippedLines.map(\.column) == [3])
  }

  /// A file of unreadable rows keeps the first 100 as errors and counts the rest.
  @Test func unreadableLinesPastAHundredAreCountedNotKept() throws {
    #expect(TouchLog.keptSkippedLines == 100)
    let text = "t,x,y\n" + (1...150).map { "row\($0),b,c\n" }.joined()
    let log = try TouchLogCSVParser().parse(text)
    #expect(log.skippedLines.count == 100)
    #expect(log.skippedLineCount == 150)
    #expect(log.skippedLines.last?.line == 101)
    let error = #expect(throws: TouchLogError.self) { try TouchLogStrictness.default.check(log) }
    #expect(error?.code == .tooManyUnparseableLines)
    #expect(error?.message.hasPrefix("150 of 151 lines cannot be read") == true)
    #expect(error?.details.map(\.line) == [2, 3, 4, 5, 6])
  }
}
