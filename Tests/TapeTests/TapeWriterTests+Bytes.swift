import HapticTapeTestSupport
import Testing
import TouchCore
import TouchModel

@testable import Tape

// MARK: - Bytes written

/// The encoder's output is pinned to the bytes the format 1.2 encoder wrote before it was made
/// faster: a change to how appending or sealing works must not change one byte of a tape.
extension TapeWriterTests {
  /// Byte count and CRC-32 of each tape below, as written by the encoder of format 1.2 when it
  /// was introduced. (The random sessions also pin the standard library's `random(in:using:)`;
  /// the stroke sessions use integer arithmetic on `SplitMix64` only.)
  static let pinnedDigests: [String: String] = [
    "random 1 pixel-aligned, 10 s chunks": "14434 14882e2d",
    "random 1 pixel-aligned, 997 events": "14437 24c403de",
    "random 1 pixel-aligned, default": "13484 782b99a4",
    "random 1 pixel-aligned, level 1": "13659 e32977f8",
    "random 1, 10 s chunks": "16289 ab46c187",
    "random 1, 997 events": "16290 1c0dc14d",
    "random 1, default": "15328 839748ee",
    "random 1, level 1": "15591 d2de6a8d",
    "random 2 pixel-aligned, 10 s chunks": "14543 76205355",
    "random 2 pixel-aligned, 997 events": "14509 1a516844",
    "random 2 pixel-aligned, default": "13573 861f9b5",
    "random 2 pixel-aligned, level 1": "13753 45111356",
    "random 2, 10 s chunks": "16339 4a255a91",
    "random 2, 997 events": "16304 48e5f8ab",
    "random 2, default": "15370 ffcc76c",
    "random 2, level 1": "15631 e61756b5",
    "random 3 pixel-aligned, 10 s chunks": "14246 3c15e737",
    "random 3 pixel-aligned, 997 events": "14248 b83fec5b",
    "random 3 pixel-aligned, default": "13325 f7ad6e60",
    "random 3 pixel-aligned, level 1": "13495 bdb1b38b",
    "random 3, 10 s chunks": "16106 b2761d7e",
    "random 3, 997 events": "16106 f5c43b20",
    "random 3, default": "15168 7782a0c6",
    "random 3, level 1": "15439 5c81641b",
    "random 4 pixel-aligned, 10 s chunks": "14721 e4a0e927",
    "random 4 pixel-aligned, 997 events": "14710 c4a9e89",
    "random 4 pixel-aligned, default": "13761 18ebac48",
    "random 4 pixel-aligned, level 1": "13942 9df5a78b",
    "random 4, 10 s chunks": "16558 477d6120",
    "random 4, 997 events": "16549 2416dd8e",
    "random 4, default": "15595 170655d6",
    "random 4, level 1": "15846 2bba640a",
    "strokes 1 on a panel lattice, 10 s chunks": "8180 12437896",
    "strokes 1 on a panel lattice, 997 events": "7586 f93aac09",
    "strokes 1 on a panel lattice, default": "6666 94aca70f",
    "strokes 1 on a panel lattice, level 1": "6679 e93245e5",
    "strokes 1, 10 s chunks": "6860 9192263a",
    "strokes 1, 997 events": "6538 d76c3c7",
    "strokes 1, default": "5694 89a4cc96",
    "strokes 1, level 1": "5700 acadbafe",
    "strokes 2 on a panel lattice, 10 s chunks": "8980 e81f1fe6",
    "strokes 2 on a panel lattice, 997 events": "8656 84678b66",
    "strokes 2 on a panel lattice, default": "7728 c36c312a",
    "strokes 2 on a panel lattice, level 1": "7741 e81a4902",
    "strokes 2, 10 s chunks": "8422 91e551e2",
    "strokes 2, 997 events": "8352 747e9483",
    "strokes 2, default": "7197 2b463f4f",
    "strokes 2, level 1": "7207 e25fbbbe",
    "strokes 3 on a panel lattice, 10 s chunks": "9576 795cdfa7",
    "strokes 3 on a panel lattice, 997 events": "9611 7587f11d",
    "strokes 3 on a panel lattice, default": "8313 aa92e04a",
    "strokes 3 on a panel lattice, level 1": "8333 523806f8",
    "strokes 3, 10 s chunks": "8661 e001500e",
    "strokes 3, 997 events": "8663 1b83100e",
    "strokes 3, default": "7447 4da5de91",
    "strokes 3, level 1": "7454 a0db6e5b",
    "strokes 4 on a panel lattice, 10 s chunks": "7813 644881bf",
    "strokes 4 on a panel lattice, 997 events": "7555 9cf5041e",
    "strokes 4 on a panel lattice, default": "6654 21db836b",
    "strokes 4 on a panel lattice, level 1": "6663 681886c7",
    "strokes 4, 10 s chunks": "7008 d5a73627",
    "strokes 4, 997 events": "6709 e5d6ee7b",
    "strokes 4, default": "5884 2338d5d0",
    "strokes 4, level 1": "5890 4d6eabda",
  ]

  static let digestConfigurations: [(name: String, configuration: TapeWriter.Configuration)] = [
    ("default", TapeWriter.Configuration()),
    ("10 s chunks", TapeWriter.Configuration(maximumChunkDuration: .seconds(10))),
    ("997 events", TapeWriter.Configuration(maximumEventsPerChunk: 997)),
    ("level 1", TapeWriter.Configuration(compressionLevel: 1)),
  ]

  static func digest(_ events: [TapeEvent], header: TapeHeader, _ name: String) throws
    -> [String: String]
  {
    var digests: [String: String] = [:]
    for (configurationName, configuration) in digestConfigurations {
      var writer = TapeWriter(header: header, configuration: configuration)
      try writer.append(contentsOf: events)
      try writer.finish()
      let crc = String(Zlib.crc32(writer.bytes), radix: 16)
      digests["\(name), \(configurationName)"] = "\(writer.bytes.count) \(crc)"
    }
    return digests
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func strokeSessionsEncodeToThePinnedBytes(seed: UInt64) throws {
    for lattice in [false, true] {
      let name = "strokes \(seed)\(lattice ? " on a panel lattice" : "")"
      let events = DigestSession.events(seed: seed, seconds: 40, panelLattice: lattice)
      for (key, value) in try Self.digest(events, header: DigestSession.header, name) {
        #expect(Self.pinnedDigests[key] == value, "\(key)")
      }
    }
  }

  @Test(arguments: 1...4 as ClosedRange<UInt64>)
  func randomSessionsEncodeToThePinnedBytes(seed: UInt64) throws {
    for pixelAligned in [false, true] {
      let name = "random \(seed)\(pixelAligned ? " pixel-aligned" : "")"
      let events = RandomSession.events(seed: seed, count: 1_500, pixelAligned: pixelAligned)
      for (key, value) in try Self.digest(events, header: RandomSession.header, name) {
        #expect(Self.pinnedDigests[key] == value, "\(key)")
      }
    }
  }
}

/// Sessions like a recording's: fingers stroking at 120 Hz with digitizer jitter, a scroll view
/// following them on 120 Hz frames, haptics and commands.
///
/// Built from `SplitMix64`'s raw output with integer arithmetic only, so every toolchain builds
/// the same events.
enum DigestSession {
  static let header = TapeHeader(sceneID: "digest", device: .iPhone15Pro)

  /// `seconds` of strokes: on the 3-pixels-per-point grid at 120 Hz, or on the lattice of a
  /// 1080-unit panel across 393 pt scanned at 90 Hz (an imported log's).
  static func events(seed: UInt64, seconds: Int64, panelLattice: Bool) -> [TapeEvent] {
    var rng = SplitMix64(seed: seed)
    func roll(_ count: UInt64) -> Int64 { Int64(rng.next() % count) }
    let scan: Int64 = panelLattice ? 11_111 : 8_333
    let frame: Int64 = 8_333
    func coordinate(_ units: Int64) -> Double {
      panelLattice ? Double(units) * 393 / 1_080 : Double(units) / 3
    }
    var events: [TapeEvent] = []
    var time: Int64 = 1_000_000 + roll(1_000_000)
    var offset: Int64 = 0
    var nextID: UInt32 = 1
    let end = time + seconds * 1_000_000
    while time < end {
      // One stroke: one or two fingers moving at a constant velocity with a little noise.
      let fingers = roll(4) == 0 ? 2 : 1
      let samples = 3 + roll(90)
      var starts: [(id: UInt32, x: Int64, y: Int64)] = []
      for _ in 0..<fingers {
        starts.append((nextID, 100 + roll(900), 200 + roll(1_800)))
        nextID += 1
      }
      let velocity = (x: roll(9) - 4, y: roll(61) - 30)
      for sample in 0...samples {
        let scanTime = time + sample * scan
        for (finger, start) in starts.enumerated() {
          let phase: Touch.Phase =
            sample == 0
            ? .began : (sample == samples ? (roll(8) == 0 ? .cancelled : .ended) : .moved)
          let x = start.x + velocity.x * sample + roll(3) - 1
          let y = start.y + velocity.y * sample + roll(3) - 1
          var touch = TouchSample(
            id: Touch.ID(start.id), phase: phase,
            location: Point2D(x: coordinate(x), y: coordinate(y)),
            timestamp: .microseconds(scanTime + roll(301) - 150 + Int64(finger)))
          if roll(6) == 0 { touch.force = Double(roll(600)) / 100 }
          if roll(9) == 0 { touch.majorRadius = Double(roll(120)) / 3 }
          if roll(12) == 0 {
            touch.coalesced.append(
              TouchSample.Coalesced(
                location: Point2D(x: coordinate(x - 1), y: coordinate(y - 2)),
                timestamp: .microseconds(scanTime - scan / 2)))
          }
          events.append(.touch(touch))
        }
        // The scroll view moves with the first finger, on the display's frames.
        if sample > 0 {
          offset -= velocity.y
          events.append(
            .record(
              TapeRecord(
                kind: .scroll, timestamp: .microseconds((scanTime / frame + 1) * frame),
                stream: "list", name: "didScroll",
                fields: [
                  TapeField("x", .position(0)), TapeField("y", .position(Double(offset) / 3)),
                  TapeField("dragging", .flag(sample < samples)),
                ])))
        }
        if roll(40) == 0 {
          events.append(
            .record(
              TapeRecord(
                kind: .haptic, timestamp: .microseconds(scanTime + 2_000), stream: "haptics",
                name: "impact",
                fields: [
                  TapeField("style", .symbol(["light", "medium", "rigid"][Int(roll(3))])),
                  TapeField("intensity", .scalar(Double(roll(101)) / 100)),
                  TapeField("duration", .duration(.microseconds(roll(200_000)))),
                ])))
        }
      }
      if roll(10) == 0 {
        events.append(
          .command(
            SceneCommand(
              name: "rotate", arguments: [.integer(roll(360)), .text("left")],
              timestamp: .microseconds(time + samples * scan + 1_000))))
      }
      time += (samples + 1) * scan + 50_000 + roll(2_000_000)
    }
    // Streams are each in time order; the tape keeps the order they were appended in.
    return events.enumerated().sorted {
      ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset)
    }.map(\.element)
  }
}
