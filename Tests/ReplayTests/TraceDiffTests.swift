import Replay
import Tape
import Testing
import TouchCore
import TouchModel

@Suite struct TraceDiffTests {
  private func continuous(_ t: Double, intensity: Double) -> TapeRecord {
    TapeRecord(
      kind: .haptic, timestamp: .seconds(t), stream: "haptics", name: "continuous",
      fields: [
        TapeField("intensity", .scalar(intensity)), TapeField("sharpness", .scalar(0.5)),
        TapeField("duration", .duration(.milliseconds(100))),
      ])
  }

  private func didScroll(_ t: Double, x: Double) -> TapeRecord {
    TapeRecord(
      kind: .scroll, timestamp: .seconds(t), stream: "promo", name: "didScroll",
      fields: [TapeField("x", .position(x)), TapeField("y", .position(0))])
  }

  @Test func identicalTracesMatch() {
    let trace = Trace(records: [didScroll(0.1, x: 10), continuous(0.2, intensity: 0.3)])
    #expect(TraceDiff.compare(trace, trace, tolerance: .exact) == nil)
  }

  @Test func differencesWithinToleranceMatch() {
    let recorded = Trace(records: [continuous(1.0, intensity: 0.31), didScroll(1.0, x: 100)])
    let replayed = Trace(records: [continuous(1.0009, intensity: 0.30), didScroll(1.0, x: 100.5)])
    #expect(TraceDiff.compare(recorded, replayed) == nil)
  }

  @Test func intensityBeyondToleranceIsReportedWithItsInput() throws {
    let recorded = Trace(records: [
      continuous(1.432, intensity: 0.29), continuous(1.532, intensity: 0.31),
    ])
    let replayed = Trace(records: [
      continuous(1.432, intensity: 0.29), continuous(1.532, intensity: 0.29),
    ])
    let inputs: [TapeEvent] = [
      .touch(
        TouchSample(
          id: Touch.ID(1), phase: .began, location: Point2D(x: 300, y: 401),
          timestamp: .seconds(1.4))),
      .touch(
        TouchSample(
          id: Touch.ID(1), phase: .moved, location: Point2D(x: 212.3, y: 401),
          timestamp: .seconds(1.53))),
      .touch(
        TouchSample(
          id: Touch.ID(1), phase: .moved, location: Point2D(x: 200, y: 401),
          timestamp: .seconds(1.54))),
    ]
    let report = try #require(TraceDiff.compare(recorded, replayed, inputs: inputs, frameRate: 120))
    #expect(report.divergenceCount == 1)
    #expect(report.first.index == 1)
    #expect(report.first.reason == "intensity differs by 0.020 (tolerance 0.010)")
    #expect(report.first.trigger?.ordinal == 2)
    #expect(
      report.description == """
        first at t=1.532 s (frame 183), after touch #2 (finger 1) moved to (212.3, 401.0)
        haptic/haptics event 2: intensity differs by 0.020 (tolerance 0.010)
        before   haptic continuous  intensity 0.290 sharpness 0.500 duration 0.100  at 1.432 s
        expected haptic continuous  intensity 0.310 sharpness 0.500 duration 0.100
        actual   haptic continuous  intensity 0.290 sharpness 0.500 duration 0.100
        haptic/haptics: 1 divergent of 2 recorded, 2 replayed
        """)
  }

  /// A divergence 4·10⁹ s in has an exact frame at up to 100,000 Hz.
  ///
  /// 4·10¹⁸ ns is within a tape's time range; its product with the rate needs more than 64
  /// bits, the frame does not. Frames are compared exactly.
  @Test(arguments: [(120, 480_000_000_000), (100_000, 400_000_000_000_000)] as [(Int, Int64)])
  func theFrameOfAFarDivergenceIsExact(frameRate: Int, frame: Int64) throws {
    let recorded = Trace(records: [continuous(4e9, intensity: 0.3)])
    let replayed = Trace(records: [continuous(4e9, intensity: 0.5)])
    let report = try #require(TraceDiff.compare(recorded, replayed, frameRate: frameRate))
    #expect(report.firstFrame == frame)
    #expect(report.description.hasPrefix("first at t=4000000000.000 s (frame \(frame))"))
    let unknown = try #require(TraceDiff.compare(recorded, replayed))
    #expect(unknown.firstFrame == nil)
  }

  @Test func earliestDivergenceAcrossStreamsComesFirst() throws {
    let recorded = Trace(records: [didScroll(0.5, x: 10), continuous(0.2, intensity: 0.3)])
    let replayed = Trace(records: [didScroll(0.5, x: 20), continuous(0.2, intensity: 0.5)])
    let report = try #require(TraceDiff.compare(recorded, replayed))
    #expect(report.first.stream == TraceStreamKey(kind: .haptic, stream: "haptics"))
    #expect(report.divergenceCount == 2)
  }

  @Test func missingAndExtraEventsAreCounted() throws {
    let recorded = Trace(records: [didScroll(0.1, x: 1), didScroll(0.2, x: 2)])
    let shorter = Trace(records: [didScroll(0.1, x: 1)])
    let missing = try #require(TraceDiff.compare(recorded, shorter))
    #expect(missing.first.reason == "event missing from the replay")
    #expect(missing.streams.map(\.actualCount) == [1])
    let extra = try #require(TraceDiff.compare(shorter, recorded))
    #expect(extra.first.reason == "unexpected extra event")
    #expect(extra.first.expected == nil)
  }

  @Test func discreteFieldsCompareExactly() throws {
    let feedback = { (style: String) in
      TapeRecord(
        kind: .haptic, timestamp: .seconds(1), stream: "haptics", name: "notification",
        fields: [TapeField("type", .symbol(style))])
    }
    let report = try #require(
      TraceDiff.compare(Trace(records: [feedback("error")]), Trace(records: [feedback("success")])))
    #expect(report.first.reason == "type differs: expected error, got success")
  }

  @Test func timeBeyondOneMillisecondDiverges() throws {
    let report = try #require(
      TraceDiff.compare(
        Trace(records: [didScroll(1.0, x: 0)]), Trace(records: [didScroll(1.002, x: 0)])))
    #expect(report.first.reason == "time differs by 2.000 ms (tolerance 1.000 ms)")
    // Both times are printed, so the expected and actual lines do not read the same.
    let lines = report.description.split(separator: "\n")
    #expect(lines.contains("expected scroll didScroll [promo]  x 0.000 y 0.000  at 1.000 s"))
    #expect(lines.contains("actual   scroll didScroll [promo]  x 0.000 y 0.000  at 1.002 s"))
  }

  @Test func timesCloserThanAMillisecondPrintWithMoreDigits() throws {
    let report = try #require(
      TraceDiff.compare(
        Trace(records: [didScroll(1.0, x: 0)]), Trace(records: [didScroll(1.0004, x: 0)]),
        tolerance: TraceTolerance(time: .microseconds(300))))
    #expect(report.first.reason == "time differs by 0.400 ms (tolerance 0.300 ms)")
    #expect(report.description.contains("x 0.000 y 0.000  at 1.0000 s"))
    #expect(report.description.contains("x 0.000 y 0.000  at 1.0004 s"))
  }

  @Test func valuesJustBeyondTheTolerancePrintWithEnoughDigits() throws {
    let report = try #require(
      TraceDiff.compare(
        Trace(records: [continuous(1.0, intensity: 0.3)]),
        Trace(records: [continuous(1.0, intensity: 0.3101)])))
    #expect(report.first.reason == "intensity differs by 0.0101 (tolerance 0.0100)")
  }
}
