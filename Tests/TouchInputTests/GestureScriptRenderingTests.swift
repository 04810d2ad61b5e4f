import Testing
import TouchCore
import TouchInput
import TouchModel

/// Touch scan `k` at 120 Hz, on the exact grid of the display frames (`Timestamp.tick`).
private func scan120(_ k: Int64) -> Int64 { Timestamp.tick(k, hertz: 120).nanoseconds }
/// Touch scan `k` at 60 Hz, on the exact grid of the display frames (`Timestamp.tick`).
private func scan60(_ k: Int64) -> Int64 { Timestamp.tick(k, hertz: 60).nanoseconds }
/// Positions are multiples of 1/scale pt; this absorbs the float error of `k / scale * scale`.
private let pixelGridTolerance = 1e-9
/// Rounding a position to the nearest device pixel moves it by at most half a pixel.
private func halfPixel(_ device: DeviceProfile) -> Double { 0.5 / device.scale }

@Suite struct GestureScriptRenderingTests {
  private func render(
    _ text: String, on device: DeviceProfile = .iPhone15Pro,
    configuration: GestureRenderConfiguration = .init()
  ) throws -> GestureTimeline {
    try GestureScript(parsing: text).render(on: device, configuration: configuration)
  }

  @Test func dragAt120HertzSamplesEveryScanOnTheGrid() throws {
    // 0.5 s at 120 Hz: 60 scans of 8 333 333 ns; the lift comes one scan after the last move.
    let touches = try render("touch 1 at 100,100\ndrag 1 to 100,200 in 0.5s\nlift 1").touches
    #expect(touches.count == 62)
    #expect(touches.map(\.phase) == [.began] + Array(repeating: .moved, count: 60) + [.ended])
    #expect(touches.map(\.timestamp.nanoseconds) == (0...61).map { scan120($0) })
    #expect(touches[60].location == Point2D(x: 100, y: 200))
    #expect(touches[61].location == Point2D(x: 100, y: 200))
    #expect(touches[61].timestamp == Timestamp(nanoseconds: 508_333_333))  // 61/120 s, no drift
  }

  @Test func dragAt60HertzSamplesEveryScanOnTheGrid() throws {
    // 0.5 s at 60 Hz: 30 scans.
    let touches = try render(
      "touch 1 at 100,100\ndrag 1 to 100,200 in 0.5s\nlift 1", on: .iPhoneSE
    ).touches
    #expect(touches.count == 32)
    #expect(touches.map(\.timestamp.nanoseconds) == (0...31).map { scan60($0) })
    #expect(touches.last?.timestamp == Timestamp(nanoseconds: 516_666_666))  // 31/60 s
    #expect(touches.dropFirst().dropLast().allSatisfy { $0.phase == .moved })
  }

  @Test(arguments: [DeviceProfile.iPhone15Pro, .iPhoneSE, .iPhone15ProMax])
  func positionsLieOnTheDevicePixelGrid(device: DeviceProfile) throws {
    let timeline = try render(
      "touch 1 at 10.1,20.77\ndrag 1 to 301.9,600.05 in 0.7s curve easeInOut\nlift 1\n"
        + "fling 2 from 50.4,700 to 333.3,123.45 velocity 2345", on: device)
    for sample in timeline.touches {
      for coordinate in [sample.location.x, sample.location.y] {
        let pixels = coordinate * device.scale
        #expect(abs(pixels - pixels.rounded()) <= pixelGridTolerance)
      }
    }
  }

  @Test(arguments: [
    (GestureCurve.linear, 0.5), (.easeIn, 0.31535681257253945), (.easeOut, 0.6846431874274606),
    (.easeInOut, 0.5), (.minimumJerk, 0.5),
  ])
  func dragMidpointFollowsTheCurve(curve: GestureCurve, midpoint: Double) throws {
    // 300 pt in 60 scans: scan 30 is at half the duration.
    let touches = try render(
      "touch 1 at 0,100\ndrag 1 to 300,100 in 0.5s curve \(curve.rawValue)\nlift 1"
    ).touches
    let middle = try #require(
      touches.first { $0.timestamp == Timestamp(nanoseconds: scan120(30)) })
    #expect(abs(middle.location.x - 300 * midpoint) <= halfPixel(.iPhone15Pro))
  }

  @Test func unchangedPositionsAreOmittedNotStationary() throws {
    // 1 pt over 0.5 s at @3x: only 3 pixel changes among 60 scans.
    let touches = try render("touch 1 at 0,0\ndrag 1 to 1,0 in 0.5s\nhold 1 for 1s\nlift 1").touches
    #expect(touches.map(\.phase) == [.began, .moved, .moved, .moved, .ended])
    #expect(touches.map(\.location.x) == [0, 1.0 / 3, 2.0 / 3, 1, 1])
    #expect(!touches.contains { $0.phase == .stationary })
    // The hold of 120 scans comes before the lift.
    #expect(touches[4].timestamp.nanoseconds == scan120(60 + 120))
  }

  @Test func fasterDigitizerDeliversOncePerFrameWithCoalescedSamples() throws {
    // 0.5 s at 240 Hz is 120 scans, delivered two by two on 60 frames at 120 Hz; every second
    // scan is exactly a display frame.
    func scan240(_ k: Int64) -> Int64 { Timestamp.tick(k, hertz: 240).nanoseconds }
    let touches = try render(
      "touch 1 at 0,100\ndrag 1 to 240,100 in 0.5s\nlift 1", on: GestureScriptFixtures.fastDigitizer
    ).touches
    #expect(touches.map(\.phase) == [.began] + Array(repeating: .moved, count: 60) + [.ended])
    #expect(touches.first?.coalesced == [] && touches.last?.coalesced == [])
    #expect(touches.last?.timestamp.nanoseconds == scan240(121))
    for (frame, sample) in zip(1..., touches.dropFirst().dropLast()) {
      let scans = [Int64(2 * frame - 1), Int64(2 * frame)]
      #expect(sample.coalesced.map(\.timestamp.nanoseconds) == scans.map { scan240($0) })
      #expect(sample.coalesced.map(\.location.x) == scans.map { Double($0) * 2 })
      #expect(sample.timestamp.nanoseconds == scan240(scans[1]))
      #expect(sample.timestamp.nanoseconds == scan120(Int64(frame)))
      #expect(sample.location == sample.coalesced.last?.location)
    }
  }

  @Test func alternatingFingersOverlapAndKeepTheirPhases() throws {
    let timeline = try render(GestureScriptFixtures.alternatingPull)
    let touches = timeline.touches
    let first = touches.filter { $0.id == Touch.ID(1) }
    let second = touches.filter { $0.id == Touch.ID(2) }
    // easeOut's last step (scan 60) is under half a pixel and reports no move.
    #expect(first.map(\.phase) == [.began] + Array(repeating: .moved, count: 59) + [.ended])
    #expect(second.map(\.phase) == [.began] + Array(repeating: .moved, count: 60) + [.ended])
    // Finger 2 touches in the scan of finger 1's last move; finger 1 lifts one scan later, so
    // both are down at once; finger 2 moves after the lift.
    #expect(second[0].timestamp.nanoseconds == scan120(60))
    #expect(first[59].timestamp.nanoseconds == scan120(59))
    #expect(first[60].timestamp.nanoseconds == scan120(61))
    #expect(second[1].timestamp.nanoseconds == scan120(62))
    #expect(second[61].timestamp.nanoseconds == scan120(122))
    #expect(touches.map(\.timestamp) == touches.map(\.timestamp).sorted())
    #expect(timeline.end.nanoseconds == scan120(122))
  }

  @Test func concurrentDragMovesBothFingersInTheSameScans() throws {
    let touches = try render(
      """
      touch 1 at 100,400
      touch 2 at 200,400
      drag 1 to 50,400 and 2 to 250,400 in 100ms
      lift 1
      lift 2
      """
    ).touches
    // Both touch down in scan 0, move in scans 1…12 (100 ms), then lift in scan 13.
    #expect(touches.prefix(2).map(\.phase) == [.began, .began])
    let moves = touches.filter { $0.phase == .moved }
    #expect(moves.count == 24)
    #expect(moves.map(\.id.rawValue) == Array(repeating: [1, 2], count: 12).flatMap { $0 })
    #expect(
      moves.map(\.timestamp.nanoseconds)
        == (1...12).flatMap { (scan: Int64) -> [Int64] in [scan120(scan), scan120(scan)] })
    #expect(
      touches.suffix(2).map(\.timestamp.nanoseconds) == Array(repeating: scan120(13), count: 2))
  }

  @Test func tapsUseTheLowestFreeFingerAndTheTapDuration() throws {
    // 80 ms: 9.6 scans at 120 Hz → 10; 4.8 scans at 60 Hz → 5.
    let pro = try render("tap 131,400\ntap 262,400").touches
    #expect(pro.map(\.id.rawValue) == [1, 1, 1, 1])
    #expect(pro.map(\.phase) == [.began, .ended, .began, .ended])
    #expect(pro.map(\.timestamp.nanoseconds) == [0, 10, 11, 21].map { scan120($0) })
    let se = try render("touch 1 at 1,1\ntap 125,300 for 80ms\nlift 1", on: .iPhoneSE).touches
    #expect(se.map(\.id.rawValue) == [1, 2, 2, 1])
    #expect(se.map(\.timestamp.nanoseconds) == [0, 0, 5, 5].map { scan60($0) })
  }

  @Test func commandsTakeEffectAtTheCurrentScan() throws {
    let timeline = try render("wait 1s\ncommand delete 2\ntap 10,10\ncommand rotate 852x393")
    #expect(
      timeline.commands == [
        SceneCommand(
          name: "delete", arguments: [.integer(2)], timestamp: .init(nanoseconds: 1_000_000_000)),
        SceneCommand(
          name: "rotate", arguments: [.size(Size2D(width: 852, height: 393))],
          timestamp: .init(nanoseconds: scan120(130))),
      ])
    #expect(timeline.inputs.count == 4)
    #expect(timeline.inputs.map(\.timestamp) == timeline.inputs.map(\.timestamp).sorted())
  }

  @Test(arguments: [
    ("drag 3 to 1,1 in 1s", "1:1: finger 3 is not down; 'drag' needs 'touch 3 at …' first"),
    ("# a comment line\n  lift 2", "2:3: finger 2 is not down; 'lift' needs 'touch 2 at …' first"),
    (
      "touch 1 at 1,1 # first\ntouch 1 at 2,2",
      "2:1: finger 1 is already down since line 1; 'lift 1' before 'touch' with it"
    ),
    (
      "tap 5,5\ntouch 4 at 1,1\nwait 1s",
      "2:1: finger 4 is still down when the script ends; add 'lift 4'"
    ),
    (
      "touch 1 at 0,0\ndrag 1 to 1,1 and 1 to 2,2 in 1s",
      "2:1: finger 1 appears twice in one drag; give each finger one destination"
    ),
    ("fling 1 from 0,0 to 0,0 velocity 100", "1:1: fling needs different start and end points"),
  ])
  func renderErrorsPointAtTheStatement(text: String, expected: String) throws {
    let script = try GestureScript(parsing: text)
    let error = #expect(throws: GestureScriptError.self) { try script.render(on: .iPhone15Pro) }
    #expect(error?.description == expected)
    #expect(error?.code == .fingerState || error?.code == .invalidValue)
  }

  @Test func scriptsLongerThanTheMaximumAreRejected() throws {
    var configuration = GestureRenderConfiguration()
    configuration.maximumDuration = .seconds(10)
    let script = try GestureScript(parsing: "wait 6s\nwait 6s")
    let error = #expect(throws: GestureScriptError.self) {
      try script.render(on: .iPhone15Pro, configuration: configuration)
    }
    #expect(error?.code == .tooLong && error?.location.line == 2)
  }
}
