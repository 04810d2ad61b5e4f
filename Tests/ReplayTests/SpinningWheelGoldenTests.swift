import Foundation
import Replay
import Tape
import Testing

/// Each spinning-wheel golden shows what its name says, on its recorded outputs.
@Suite struct SpinningWheelGoldenTests {
  private func records(_ name: String, kind: TapeEventKind, named eventName: String) throws
    -> [TapeRecord]
  {
    let path = RecordingsTests.recordings.appendingPathComponent("spinning-wheel/\(name).htape")
      .path
    return try TapeReader.read(contentsOf: path).events.compactMap { event in
      guard case .record(let record) = event, record.kind == kind, record.name == eventName else {
        return nil
      }
      return record
    }
  }

  private func number(_ record: TapeRecord, _ field: String) -> Double? {
    switch record[field: field] {
    case .position(let x), .scalar(let x): x
    default: nil
    }
  }

  @Test func flingRightSnapsCeil() throws {
    let release = try #require(
      try records("fling-right-snaps-ceil", kind: .scroll, named: "willEndDragging").first)
    let vx = try #require(number(release, "vx"))
    let proposed = try #require(number(release, "proposedX"))
    let target = try #require(number(release, "targetX"))
    #expect(vx > 0)
    #expect(target > proposed)  // ceil moves the target forward
    let ticks = try records("fling-right-snaps-ceil", kind: .haptic, named: "selection")
    let changes = try records("fling-right-snaps-ceil", kind: .scene, named: "centeredItemChanged")
    #expect(!ticks.isEmpty && ticks.count == changes.count)
  }

  @Test func slowReleaseRounds() throws {
    let release = try #require(
      try records("slow-release-rounds", kind: .scroll, named: "willEndDragging").first)
    #expect(number(release, "vx") == 0)
    let proposed = try #require(number(release, "proposedX"))
    let target = try #require(number(release, "targetX"))
    // Rounding moves the target by less than half a card (133 pt · (contentWidth − W) / (n − 1)
    // per item on this device is about 124 pt): the nearest card wins.
    #expect(abs(target - proposed) < 70)
  }

  @Test func flingIntoEndBouncesBackToZero() throws {
    let scrolls = try records("fling-into-end-bounces", kind: .scroll, named: "didScroll")
    let xs = scrolls.compactMap { number($0, "x") }
    #expect((xs.min() ?? 0) < -1)  // rubber-banded past the leading edge
    #expect(xs.last == 0)  // and bounced back
    #expect(
      try records("fling-into-end-bounces", kind: .scene, named: "centeredItemChanged").isEmpty)
  }
}
