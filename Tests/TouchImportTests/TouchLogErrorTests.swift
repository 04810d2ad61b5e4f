import HapticTape
import Testing

private let panel = TouchLogMapping(
  screen: DeviceProfile.iPhone15Pro.screenSize,
  units: .panel(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2399)))

private func importError(_ text: String, mapping: TouchLogMapping = panel) -> TouchLogError? {
  #expect(throws: TouchLogError.self) {
    try GeteventParser().parse(text).imported(with: mapping)
  }
}

/// Bad input: each a clear error at a line (and column where one token is at fault).
@Suite struct TouchLogErrorTests {
  @Test func timeGoingBackwardsNamesBothLines() throws {
    let error = importError(
      """
      [ 5.000000] 0003 0039 00000001
      [ 5.000000] 0003 0035 00000001
      [ 5.000000] 0003 0036 00000001
      [ 5.000000] 0000 0000 00000000
      [ 4.000000] 0003 0035 00000002
      [ 4.000000] 0000 0000 00000000
      """)
    #expect(error?.code == .timeWentBackwards)
    #expect(error?.line == 5)
    #expect(
      error?.message.hasPrefix("time goes backwards: 4.000000 s after 5.000000 s on line 3") == true
    )
  }

  @Test func aPositionOutsideThePanelIsAnError() throws {
    let error = importError(
      "[ 1.0] 0003 0039 00000001\n[ 1.0] 0003 0035 00000438\n[ 1.0] 0003 0036 00000001\n[ 1.0] 0000 0000 00000000\n"
    )
    #expect(error?.code == .outsidePanel)
    #expect(error?.line == 3)
    #expect(
      error?.message == "position (1080, 1) is outside the panel's 0…1079 × 0…2399; check --panel")
  }

  @Test func aTrackingIDReusedWhileDownIsAnError() throws {
    let error = #expect(throws: TouchLogError.self) {
      try GeteventParser().parse(
        """
        [ 1.0] 0003 002f 00000000
        [ 1.0] 0003 0039 00000007
        [ 1.0] 0003 0035 00000001
        [ 1.0] 0003 0036 00000001
        [ 1.0] 0000 0000 00000000
        [ 1.1] 0003 002f 00000001
        [ 1.1] 0003 0039 00000007
        """)
    }
    #expect(error?.code == .trackingIDReused)
    #expect(error?.line == 7)
    #expect(error?.column == 18)
    #expect(
      error?.message.hasPrefix("tracking id 7 starts in slot 1 while it is still down in slot 0")
        == true)
  }

  @Test func aContactWithoutAPositionIsAnError() throws {
    let error = #expect(throws: TouchLogError.self) {
      try GeteventParser().parse("[ 1.0] 0003 0039 00000001\n[ 1.0] 0000 0000 00000000\n")
    }
    #expect(error?.code == .missingPosition)
    #expect(error?.line == 1)
  }

  @Test func aSlotWithoutATrackingIDIsAnError() throws {
    let error = #expect(throws: TouchLogError.self) {
      try GeteventParser().parse(
        "[ 1.0] 0003 0039 00000001\n[ 1.0] 0003 0035 00000001\n[ 1.0] 0003 0036 00000001\n[ 1.0] 0000 0000 00000000\n"
          + "[ 1.1] 0003 002f 00000003\n[ 1.1] 0003 0035 00000010\n")
    }
    #expect(error?.code == .slotWithoutTrackingID)
    #expect(error?.line == 6)
    #expect(error?.column == 18)
  }

  @Test func anEmptyLogIsAnError() throws {
    for text in ["", "generic:/ # getevent\n", "\n\n"] {
      #expect(importError(text)?.code == .emptyLog)
    }
  }

  @Test func aLogWithoutTimestampsNeedsAFrameInterval() throws {
    let error = importError(
      "0003 0039 00000001\n0003 0035 00000001\n0003 0036 00000001\n0000 0000 00000000\n")
    #expect(error?.code == .missingTiming)
    #expect(error?.message.contains("--frame-interval") == true)
  }

  @Test func unparseableLinesCarryLineAndColumn() throws {
    let log = try GeteventParser().parse(
      "[ 1.0] 0003 0039 00000001\n[ 1.0] 0003 0035 0000zz01\n[ 1.0 0003 0036 00000001\nhello there\n"
        + "[ 1.0] 0003 0035 00000001\n[ 1.0] 0003 0036 00000001\n[ 1.0] 0000 0000 00000000\n")
    #expect(log.skippedLines.map(\.line) == [2, 3, 4])
    #expect(log.skippedLines.map(\.column) == [18, 1, 12])
    #expect(
      log.skippedLines[0].message
        == "not a getevent line: '0000zz01' is not a value (8 hexadecimal digits, DOWN or UP)")
  }

  @Test func strictnessAllowsOnePercentByDefaultAndListsTheFirstFive() throws {
    var lines = (0..<190).map { _ in "[ 1.0] 0000 0000 00000000" }
    lines[0] = "[ 1.0] 0003 0039 00000001"
    lines[1] = "[ 1.0] 0003 0035 00000001"
    lines[2] = "[ 1.0] 0003 0036 00000001"
    for index in [10, 120, 130, 140, 150, 160] { lines[index] = "garbage \(index)" }
    let tolerated = try GeteventParser().parse(lines.prefix(100).joined(separator: "\n"))
    #expect(tolerated.skippedLines.count == 1)  // 1 of 100 lines: not beyond 1 %
    try TouchLogStrictness.default.check(tolerated)
    #expect(throws: TouchLogError.self) { try TouchLogStrictness.all.check(tolerated) }

    let log = try GeteventParser().parse(lines.joined(separator: "\n"))
    try TouchLogStrictness.none.check(log)
    let error = #expect(throws: TouchLogError.self) { try TouchLogStrictness.default.check(log) }
    #expect(error?.code == .tooManyUnparseableLines)
    #expect(error?.details.map(\.line) == [11, 121, 131, 141, 151])
    #expect(
      error?.message.hasPrefix("6 of 190 lines cannot be read (more than 1 %); the first 5 follow")
        == true)
    #expect(
      error?.located(in: "log.txt").split(separator: "\n").last
        == "  log.txt:151:12: error: not a getevent line: expected TYPE CODE VALUE after the timestamp and device, found 2 field(s)"
    )
  }
}
