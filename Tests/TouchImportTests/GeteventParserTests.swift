import HapticTape
import Testing

/// A radius scaled from panel units to points, computed two ways, agrees to this (points).
private let radiusTolerance = 1e-12

/// A mapping that keeps panel units and needs no panel, for counting.
private let unmapped = TouchLogMapping(
  screen: DeviceProfile.iPhone15Pro.screenSize, units: .unmapped, frameInterval: .milliseconds(8))

private func samples(_ text: String) throws -> [TouchSample] {
  try GeteventParser().parse(text).imported(with: unmapped).samples
}

private func phases(_ text: String) throws -> [String] {
  try samples(text).map {
    "\($0.id.rawValue) \($0.phase) \(Int($0.location.x)),\(Int($0.location.y))"
  }
}

@Suite struct GeteventParserTests {
  /// One tap, type B, in every spelling getevent prints: the samples must not depend on it.
  @Test(arguments: [
    // -lt with the device column
    """
    [  100.000000] /dev/input/event3: EV_ABS       ABS_MT_TRACKING_ID   00000010
    [  100.000000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_X    00000064
    [  100.000000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_Y    000000c8
    [  100.000000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
    [  100.008000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_Y    000000d2
    [  100.008000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
    [  100.016000] /dev/input/event3: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
    [  100.016000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
    """,
    // -t numeric, no device column
    """
    [  100.000000] 0003 0039 00000010
    [  100.000000] 0003 0035 00000064
    [  100.000000] 0003 0036 000000c8
    [  100.000000] 0000 0000 00000000
    [  100.008000] 0003 0036 000000d2
    [  100.008000] 0000 0000 00000000
    [  100.016000] 0003 0039 ffffffff
    [  100.016000] 0000 0000 00000000
    """,
    // plain numeric in a shell transcript with the device list, no timestamps (8 ms frames)
    """
    generic:/ $ su
    generic:/ # getevent
    add device 1: /dev/input/event0
      name:     "qpnp_pon"
    could not get driver version for /dev/input/mice, Not a typewriter
    add device 2: /dev/input/event3
      name:     "touchscreen"
    /dev/input/event0: 0001 0074 00000001
    /dev/input/event3: 0003 0039 00000010
    /dev/input/event3: 0003 0035 00000064
    /dev/input/event3: 0003 0036 000000c8
    /dev/input/event3: 0000 0000 00000000
    /dev/input/event3: 0003 0036 000000d2
    /dev/input/event3: 0000 0000 00000000
    /dev/input/event3: 0003 0039 ffffffff
    /dev/input/event3: 0000 0000 00000000
    /dev/input/event0: 0000 0000 00000000
    generic:/ # ^C
    """,
  ])
  func everySpellingGivesTheSameTap(_ text: String) throws {
    let taps = try samples(text)
    #expect(taps.map(\.phase) == [.began, .moved, .ended])
    #expect(
      taps.map(\.location) == [
        Point2D(x: 100, y: 200), Point2D(x: 100, y: 210), Point2D(x: 100, y: 210),
      ])
    #expect(taps.map(\.timestamp.nanoseconds) == [0, 8_000_000, 16_000_000])
  }

  @Test func twoSlotsMakeTwoFingersAndANewIDInABusySlotEndsTheOldContact() throws {
    let text = """
      0003 002f 00000000
      0003 0039 00000001
      0003 0035 00000010
      0003 0036 00000020
      0000 0000 00000000
      0003 002f 00000001
      0003 0039 00000002
      0003 0035 00000030
      0003 0036 00000040
      0000 0000 00000000
      0003 002f 00000000
      0003 0039 00000003
      0003 0035 00000011
      0000 0000 00000000
      0003 0039 ffffffff
      0003 002f 00000001
      0003 0039 ffffffff
      0000 0000 00000000
      """
    #expect(
      try phases(text) == [
        "1 began 16,32", "2 began 48,64", "1 ended 16,32", "3 began 17,32", "3 ended 17,32",
        "2 ended 48,64",
      ])
    #expect(try GeteventParser().parse(text).imported(with: unmapped).statistics.fingers == 2)
  }

  @Test func typeAReportsAreContactsInOrder() throws {
    let text = """
      0003 0035 00000010
      0003 0036 00000020
      0000 0002 00000000
      0003 0035 00000030
      0003 0036 00000040
      0000 0002 00000000
      0000 0000 00000000
      0003 0035 00000012
      0003 0036 00000020
      0000 0002 00000000
      0000 0000 00000000
      0000 0002 00000000
      0000 0000 00000000
      """
    #expect(
      try phases(text) == [
        "1 began 16,32", "2 began 48,64", "1 moved 18,32", "2 ended 48,64", "1 ended 18,32",
      ])
  }

  @Test func filteredLogsMakeFramesOfLinesSharingATimestamp() throws {
    let text = """
      [   1.000000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_X    00000064
      [   1.000000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_Y    000000c8
      [   1.000000] /dev/input/event3: EV_KEY       BTN_TOUCH            DOWN
      [   1.005000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_Y    000000be
      [   1.010000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_X    00000065
      [   1.010000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_Y    000000b4
      [   1.015000] /dev/input/event3: EV_KEY       BTN_TOUCH            UP
      """
    let log = try GeteventParser().parse(text)
    #expect(log.frameCount == 4)
    #expect(
      try phases(text) == [
        "1 began 100,200", "1 moved 100,190", "1 moved 101,180", "1 ended 101,180",
      ])
    #expect(log.samples.map(\.line) == [3, 4, 6, 7])
  }

  @Test func touchMajorAndPressureBecomeRadiusAndForceScaledByTheRanges() throws {
    let text = """
      add device 1: /dev/input/event2
        name:     "touch"
        events:
          ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                      ABS_MT_TOUCH_MAJOR    : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
                      ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                      ABS_MT_POSITION_Y     : value 0, min 0, max 2399, fuzz 0, flat 0, resolution 0
                      ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
                      ABS_MT_PRESSURE       : value 0, min 0, max 200, fuzz 0, flat 0, resolution 0
        input props:
          INPUT_PROP_DIRECT
      /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   00000001
      /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    0000021c
      /dev/input/event2: EV_ABS       ABS_MT_POSITION_Y    000004b0
      /dev/input/event2: EV_ABS       ABS_MT_TOUCH_MAJOR   00000010
      /dev/input/event2: EV_ABS       ABS_MT_PRESSURE      00000032
      /dev/input/event2: EV_SYN       SYN_REPORT           00000000
      /dev/input/event2: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
      /dev/input/event2: EV_SYN       SYN_REPORT           00000000
      """
    let log = try GeteventParser().parse(text)
    let ranges = try #require(log.panelRanges)
    #expect(ranges.x == TouchLog.AxisRange(minimum: 0, maximum: 1079))
    #expect(ranges.y == TouchLog.AxisRange(minimum: 0, maximum: 2399))
    let first = try #require(log.samples.first)
    #expect(first.force == 0.25)  // 50 of 200
    #expect(first.majorRadius == 8)  // half the 16-unit major axis
    let mapped = try log.imported(
      with: TouchLogMapping(
        screen: Size2D(width: 360, height: 800), units: .panel(x: ranges.x, y: ranges.y),
        frameInterval: .milliseconds(8)))
    // 540 / 1080 × 360, 1200 / 2400 × 800
    #expect(mapped.samples[0].location == Point2D(x: 180, y: 400))
    #expect(abs((mapped.samples[0].majorRadius ?? 0) - 8.0 / 3) <= radiusTolerance)
  }

  @Test func aTrailingFrameWithoutSynReportIsDroppedWithAWarning() throws {
    let log = try GeteventParser().parse(
      "0003 0039 00000001\n0003 0035 00000001\n0003 0036 00000001\n0000 0000 00000000\n0003 0035 00000005\n"
    )
    #expect(log.frameCount == 1)
    #expect(log.samples.count == 1)
    #expect(
      log.warnings == [
        "the log ends inside a frame (no SYN_REPORT after line 5); its last events are dropped"
      ])
  }
}
