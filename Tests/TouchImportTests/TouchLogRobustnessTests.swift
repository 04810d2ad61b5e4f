import HapticTape
import HapticTapeTestSupport
import Testing

/// Mangled logs never crash an importer: each either parses or throws a located error.
@Suite struct TouchLogRobustnessTests {
  /// Pieces real logs are made of, recombined at random with random bytes between them.
  private static let pieces = [
    "[  100.000000] ", "/dev/input/event3: ", "EV_ABS ", "ABS_MT_SLOT ", "ABS_MT_TRACKING_ID ",
    "ffffffff",
    "ABS_MT_POSITION_X ", "ABS_MT_POSITION_Y ", "0003 0035 ", "0003 0039 ", "0000 0000 00000000",
    "00000064",
    "EV_KEY BTN_TOUCH DOWN", "EV_SYN SYN_REPORT 00000000", "0000 0002 00000000", "\n", "\n", "\r\n",
    "[", "]",
    "add device 1: /dev/input/event3", "  ABS_MT_POSITION_X : value 0, min 0, max 1079",
    "OnePlus3T:/ # ", "7fffffff",
    "{\"t\":", "NaN", "\"phase\":\"began\"", ",", "\"", "}", "{", "1e308", "-0", "é",
  ]

  private static func mangled(seed: UInt64) -> String {
    var random = SplitMix64(seed: seed)
    var text = ""
    for _ in 0..<Int.random(in: 20...200, using: &random) {
      if Int.random(in: 0..<8, using: &random) == 0 {
        text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 9...126, using: &random)))
      } else {
        text += pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
    }
    return text
  }

  @Test(arguments: 0..<200 as Range<UInt64>)
  func mangledLogsParseOrThrowALocatedError(seed: UInt64) {
    let text = Self.mangled(seed: seed)
    let mapping = TouchLogMapping(
      screen: DeviceProfile.iPhone15Pro.screenSize,
      units: .panel(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2399)),
      frameInterval: .milliseconds(8))
    var csv = TouchLogCSVParser()
    csv.columns = [.time, .x, .y, .id]
    let parsers: [(String) throws -> TouchLog] = [
      { try GeteventParser().parse($0) }, { try csv.parse($0) },
      { try TouchJSONLinesParser().parse($0) },
      { try FlutterPointerDataParser().parse($0) },
    ]
    for parse in parsers {
      do {
        let log = try parse(text)
        #expect(log.skippedLines.allSatisfy { $0.line != nil })
        _ = try log.imported(with: mapping)
      } catch let error as TouchLogError {
        #expect(!error.message.isEmpty)
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
  }
}
