import Testing
import TouchCore
import TouchInput
import TouchModel

/// Touch scan `k` at 120 Hz, on the exact grid of the display frames (`Timestamp.tick`).
private func scan120(_ k: Int64) -> Int64 { Timestamp.tick(k, hertz: 120).nanoseconds }
/// Jitter bounds of `GestureJitter`'s defaults (docs/tape-compression.md#digitizer).
private let maximumTimestampOffset: Int64 = 200_000
/// Position noise bound (0.25 pt) plus half a pixel of rounding at @3x.
private let positionBound = 0.25 + 0.5 / 3
/// The measured spread of timestamp offsets may differ from the 70 µs target by this much:
/// clipping at ±200 µs narrows it, and 1 000 draws leave a few percent of sampling error.
private let spreadTolerance = 8_000.0

@Suite struct GestureJitterTests {
  private func render(_ text: String, seed: UInt64?) throws -> GestureTimeline {
    var configuration = GestureRenderConfiguration()
    configuration.jitter = seed.map(GestureJitter.init(seed:))
    return try GestureScript(parsing: text).render(on: .iPhone15Pro, configuration: configuration)
  }

  private static let slide = "touch 1 at 0,400\ndrag 1 to 120,400 in 1s\nlift 1"

  @Test func sameSeedGivesTheSameSamples() throws {
    let pull = GestureScriptFixtures.session
    #expect(try render(pull, seed: 42) == render(pull, seed: 42))
    #expect(try render(pull, seed: 42) != render(pull, seed: 43))
    #expect(try render(pull, seed: 42) != render(pull, seed: nil))
  }

  @Test(arguments: [1, 2, 3, 0xDEAD_BEEF] as [UInt64])
  func jitterStaysWithinItsBounds(seed: UInt64) throws {
    // The ideal finger moves 1 pt per scan along x at y = 400.
    let touches = try render(Self.slide, seed: seed).touches
    #expect(touches.count > 100)
    for sample in touches {
      let tick = (sample.timestamp.nanoseconds * 120 + 500_000_000) / 1_000_000_000
      #expect(abs(sample.timestamp.nanoseconds - scan120(tick)) <= maximumTimestampOffset)
      #expect(abs(sample.location.y - 400) <= positionBound)
      let pixels = sample.location.x * 3
      #expect(abs(pixels - pixels.rounded()) <= 1e-9)
      if sample.phase != .ended {
        #expect(abs(sample.location.x - Double(tick)) <= positionBound)
      }
    }
    #expect(touches.contains { $0.location.y != 400 })
    #expect(
      touches.contains {
        $0.timestamp.nanoseconds
          != scan120(($0.timestamp.nanoseconds * 120 + 500_000_000) / 1_000_000_000)
      })
  }

  @Test func jitterNeverMovesASampleBeforeTheSessionStarts() throws {
    // About half of these seeds draw a negative offset for scan 0.
    let firsts = try (0..<16 as Range<UInt64>).map { seed in
      try #require(render("tap 10,10", seed: seed).touches.first).timestamp.nanoseconds
    }
    #expect(firsts.allSatisfy { $0 >= 0 && $0 <= maximumTimestampOffset })
    #expect(firsts.filter { $0 == 0 }.count >= 2)
  }

  @Test func timestampSpreadMatchesTheDigitizer() throws {
    // 1 000 scans of a finger moving 1 pt per scan: every scan reports.
    let touches = try render("touch 1 at 0,400\ndrag 1 to 1000,400 in 8333333us\nlift 1", seed: 7)
      .touches
    let offsets = touches.map { sample -> Double in
      let tick = (sample.timestamp.nanoseconds * 120 + 500_000_000) / 1_000_000_000
      return Double(sample.timestamp.nanoseconds - scan120(tick))
    }
    #expect(offsets.count == 1_002)
    let mean = offsets.reduce(0, +) / Double(offsets.count)
    let spread = (offsets.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(offsets.count))
      .squareRoot()
    #expect(abs(spread - 70_000) <= spreadTolerance)
    #expect(abs(mean) <= spreadTolerance)
  }

  @Test func fingersScannedTogetherShareTheScanTimestamp() throws {
    let touches = try render(
      "touch 1 at 100,400\ntouch 2 at 200,400\ndrag 1 to 50,400 and 2 to 250,400 in 100ms\n"
        + "lift 1\nlift 2", seed: 11
    ).touches
    let first = touches.filter { $0.id == Touch.ID(1) }
    let second = touches.filter { $0.id == Touch.ID(2) }
    #expect(first.count == second.count)
    #expect(first.map(\.timestamp) == second.map(\.timestamp))
    #expect(touches.map(\.timestamp) == touches.map(\.timestamp).sorted())
  }
}
