import HapticTape
import HapticTapeTestSupport
import Testing

/// What a real log imports to.
///
/// Every number was counted independently of HapticTape by a
/// separate Python script over the same files (frames grouped by SYN_REPORT or by shared
/// timestamp, touches from BTN_TOUCH or tracking ids, intervals between consecutive samples of a
/// touch). The logs' public sources are in Tests/TouchImportTests/Fixtures/PROVENANCE.md; some
/// of the counts, as measured when the logs were collected: swipe-shield 15 170 lines, 222 DOWN,
/// 221 UP, 420.8 s, median 5.44 ms; touch-dynamics 4 touches, 2.14 s, 8.44 ms; nsgamescriptor
/// 51 frames; hellonode 10 frames; Flutter 3.39 s, 9.0 ms.
struct RealLogExpectation: Sendable, CustomTestStringConvertible {
  var file: String
  var format: ImportFormatKind
  var lines: Int
  var inputFrames: Int
  var touches: Int
  var fingers: Int
  var samples: Int
  var frames: Int
  var spanNanoseconds: Int64
  var medianNanoseconds: Int64
  var dropped: Int
  var duplicates: Int
  var cancelled: Int

  var testDescription: String { file }
}

/// The formats the real logs come in, and how to read each without a command line.
enum ImportFormatKind: Sendable {
  case getevent, flutter, csvPanel

  func parse(_ text: String) throws -> TouchLog {
    switch self {
    case .getevent: return try GeteventParser().parse(text)
    case .flutter: return try FlutterPointerDataParser().parse(text)
    case .csvPanel:
      var parser = TouchLogCSVParser()
      parser.unit = .panel
      parser.missingValue = "-420"
      return try parser.parse(text)
    }
  }
}

/// Points computed two ways (scale then offset, or one product) agree to this, in points.
private let positionTolerance = 1e-9

/// Logs without timestamps are read at this frame interval (the tests' choice: 8 ms).
private let untimedFrameInterval = TimeAmount.milliseconds(8)

private let expectations: [RealLogExpectation] = [
  .init(
    file: "swipe-shield_getevent-lt_filtered.txt", format: .getevent, lines: 15_170,
    inputFrames: 9_570,
    touches: 222, fingers: 1, samples: 9_571, frames: 9_570, spanNanoseconds: 420_797_883_000,
    medianNanoseconds: 5_443_000, dropped: 843, duplicates: 0, cancelled: 1),
  .init(
    file: "touch-dynamics-research_getevent-lt_raw_data_now.txt", format: .getevent, lines: 366,
    inputFrames: 90,
    touches: 4, fingers: 1, samples: 90, frames: 90, spanNanoseconds: 2_142_275_000,
    medianNanoseconds: 8_435_500, dropped: 6, duplicates: 0, cancelled: 0),
  .init(
    file: "nsgamescriptor_getevent_two-finger.txt", format: .getevent, lines: 210, inputFrames: 51,
    touches: 2, fingers: 2, samples: 53, frames: 51, spanNanoseconds: 400_000_000,
    medianNanoseconds: 16_000_000, dropped: 0, duplicates: 0, cancelled: 2),
  .init(
    file: "hellonode_getevent_oneplus3t.txt", format: .getevent, lines: 56, inputFrames: 10,
    touches: 1, fingers: 1, samples: 9, frames: 8, spanNanoseconds: 72_000_000,
    medianNanoseconds: 8_000_000, dropped: 2, duplicates: 0, cancelled: 1),
  .init(
    file: "scroll_test_flutter_pointerdata_scrollingRecord.json", format: .flutter, lines: 7_315,
    inputFrames: 379, touches: 1, fingers: 1, samples: 379, frames: 379,
    spanNanoseconds: 3_393_000_000,
    medianNanoseconds: 9_000_000, dropped: 3, duplicates: 0, cancelled: 0),
  .init(
    file: "touch-dynamics-research_unpluged_touch.csv", format: .csvPanel, lines: 91,
    inputFrames: 90,
    touches: 4, fingers: 1, samples: 90, frames: 90, spanNanoseconds: 2_142_275_000,
    medianNanoseconds: 8_435_500, dropped: 6, duplicates: 0, cancelled: 0),
]

@Suite struct RealTouchLogTests {
  @Test(arguments: expectations.filter { !TouchLogFixture.isReferenceOnly($0.file) })
  func realLogImportsWithTheCountedNumbers(_ expected: RealLogExpectation) throws {
    try Self.expectCounts(expected)
  }

  @Test(
    .enabled(
      if: expectations.allSatisfy { TouchLogFixture.isAvailable($0.file) },
      TouchLogFixture.referenceOnlyReason),
    arguments: expectations.filter { TouchLogFixture.isReferenceOnly($0.file) })
  func referenceOnlyLogImportsWithTheCountedNumbers(_ expected: RealLogExpectation) throws {
    try Self.expectCounts(expected)
  }

  /// The log imports to the counts `expected` lists.
  static func expectCounts(_ expected: RealLogExpectation) throws {
    let log = try expected.format.parse(TouchLogFixture.text(expected.file))
    #expect(log.lineCount == expected.lines)
    #expect(log.frameCount == expected.inputFrames)
    #expect(log.skippedLines.isEmpty)
    let touches = try log.imported(
      with: TouchLogMapping(
        screen: DeviceProfile.iPhone15Pro.screenSize, units: .unmapped,
        frameInterval: untimedFrameInterval))
    let stats = touches.statistics
    #expect(stats.touches == expected.touches)
    #expect(stats.fingers == expected.fingers)
    #expect(stats.samples == expected.samples)
    #expect(stats.frames == expected.frames)
    #expect(stats.span.nanoseconds == expected.spanNanoseconds)
    #expect(stats.medianInterval.nanoseconds == expected.medianNanoseconds)
    #expect(stats.droppedFrames == expected.dropped)
    #expect(stats.duplicateFrames == expected.duplicates)
    #expect(stats.cancelledAtEnd == expected.cancelled)
    #expect(
      touches.warnings.filter { $0.contains("still down at the end") }.count == expected.cancelled)
  }

  @Test func swipeShieldHas222DownsAnd221UpsTheLastCancelled() throws {
    let text = try TouchLogFixture.text("swipe-shield_getevent-lt_filtered.txt")
    let touches = try GeteventParser().parse(text).imported(
      with: TouchLogMapping(
        screen: DeviceProfile.iPhone15Pro.screenSize,
        units: .panel(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2399))))
    #expect(touches.samples.filter { $0.phase == .began }.count == 222)
    #expect(touches.samples.filter { $0.phase == .ended }.count == 221)
    #expect(touches.samples.last?.phase == .cancelled)
    #expect(touches.lines.last == 0)
    // The first sample: line 3's BTN_TOUCH DOWN completes the frame of (0x1e3, 0x948) at t = 0.
    let first = try #require(touches.samples.first)
    #expect(touches.lines.first == 3)
    #expect(abs(first.location.x - 0x1e3 * 393.0 / 1080) <= positionTolerance)
    #expect(abs(first.location.y - 0x948 * 852.0 / 2400) <= positionTolerance)
    #expect(first.timestamp == .zero)
    #expect(touches.gestures(lead: .milliseconds(250)).count == 222)
  }

  @Test func swipeShieldCSVTimeGoesBackwardsAtLine4215() throws {
    let text = try TouchLogFixture.text("swipe-shield_sample_swipe_data.csv")
    var parser = TouchLogCSVParser()
    parser.unit = .panel
    let log = try parser.parse(text)
    #expect(log.samples.count == 5_616 + 3)  // three single-row swipes get an end sample
    #expect(Set(log.samples.map(\.contact)).count == 230)
    let error = #expect(throws: TouchLogError.self) {
      try log.imported(
        with: TouchLogMapping(screen: DeviceProfile.iPhone15Pro.screenSize, units: .unmapped))
    }
    #expect(error?.code == .timeWentBackwards)
    #expect(error?.line == 4_215)
    #expect(error?.message.contains("21854.202040 s after 21859.073972 s on line 4214") == true)
  }
}
