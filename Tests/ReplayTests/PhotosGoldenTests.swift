import Foundation
import Replay
import SeedScenes
import Tape
import Testing
import TouchCore

/// Offsets are rounded to the @3x pixel grid (half a pixel) and stored on the tape's 0.001 pt grid.
private let offsetTolerance = 0.5 / 3 + 0.001
/// One display frame at 120 Hz, the slack of "ends at the first frame after the duration".
private let frameSeconds = 1.0 / 120

/// The `photos` goldens under `Recordings/photos/`: each replays clean and shows its point.
@Suite struct PhotosGoldenTests {
  private func tape(_ name: String) throws -> RecordedTape {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let path = root.appendingPathComponent("Recordings/photos/\(name).htape").path
    return try TapeReader.read(contentsOf: path)
  }

  private func records(_ tape: RecordedTape) -> [TapeRecord] {
    tape.events.compactMap { if case .record(let record) = $0 { record } else { nil } }
  }

  private func scene(_ tape: RecordedTape, _ name: String) -> [TapeRecord] {
    records(tape).filter { $0.kind == .scene && $0.name == name }
  }

  private func didScrolls(_ tape: RecordedTape, of view: String) -> [TapeRecord] {
    records(tape).filter { $0.kind == .scroll && $0.stream == view && $0.name == "didScroll" }
  }

  private func position(_ record: TapeRecord?, _ field: String) -> Double? {
    guard case .position(let value) = record?[field: field] else { return nil }
    return value
  }

  @Test(arguments: [
    "page-preview-next", "drag-thumbnails", "tap-thumbnail", "delete-middle", "delete-last",
    "rotate-landscape",
  ])
  func goldenReplaysClean(name: String) throws {
    let tape = try tape(name)
    #expect(tape.header.sceneID == "photos")
    #expect(try Session.replay(tape, registry: .builtIn).report == nil)
    // No haptics by default (docs/seed-screens.md#photos: the scene is the layout workload).
    #expect(!records(tape).contains { $0.kind == .haptic })
  }

  @Test func pagePreviewNextMovesTheStripToThumbnailOne() throws {
    let tape = try tape("page-preview-next")
    #expect(scene(tape, "activeIndexChanged").map { $0[field: "index"] } == [.integer(1)])
    #expect(
      abs((position(didScrolls(tape, of: "preview").last, "x") ?? 0) - 393) <= offsetTolerance)
    // 1 · 37 − 178: the strip follows the preview's share of its content.
    #expect(
      abs((position(didScrolls(tape, of: "thumbnails").last, "x") ?? 0) + 141) <= offsetTolerance)
    let times = didScrolls(tape, of: "thumbnails").map(\.timestamp)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func dragThumbnailsAnimatesTheExpandingRateAndPagesThePreview() throws {
    let tape = try tape("drag-thumbnails")
    let animations = scene(tape, "expandingRateAnimation")
    #expect(animations.map { $0[field: "type"] } == [.symbol("begin"), .symbol("end")])
    #expect(animations.map { $0[field: "duration"] } == [.scalar(0.15), .scalar(0.15)])
    #expect(
      scene(tape, "activeIndexChanged").map { $0[field: "index"] } == [
        .integer(1), .integer(2), .integer(3),
      ])
    let release = try #require(
      records(tape).first { $0.stream == "thumbnails" && $0.name == "willEndDragging" })
    // The nearest thumbnail's offset: 3 · 37 − 178.
    #expect(abs((position(release, "targetX") ?? 0) + 67) <= offsetTolerance)
    #expect(didScrolls(tape, of: "preview").compactMap { position($0, "x") } == [393, 786, 1179])
  }

  @Test func tapThumbnailMovesInThreeTenthsOfASecond() throws {
    let tape = try tape("tap-thumbnail")
    let started = try #require(scene(tape, "moveStarted").first)
    let ended = try #require(scene(tape, "moveEnded").first)
    #expect(started[field: "to"] == .integer(2))
    let duration = (ended.timestamp - started.timestamp).seconds
    #expect(duration >= 0.3 - 1e-6 && duration < 0.3 + frameSeconds)
    #expect(
      abs((position(didScrolls(tape, of: "thumbnails").last, "x") ?? 0) + 104) <= offsetTolerance)
  }

  @Test func deleteMiddleLeavesNineConsecutiveThumbnails() throws {
    let tape = try tape("delete-middle")
    let ended = try #require(scene(tape, "deleteEnded").first)
    #expect(ended[field: "index"] == .integer(2))
    #expect(ended[field: "count"] == .integer(9))
    #expect(ended[field: "activeIndex"] == .integer(2))
    let started = try #require(scene(tape, "deleteStarted").first)
    #expect((ended.timestamp - started.timestamp).seconds >= 0.3 - 1e-6)
    // The strip sampled with deleteEnded: items in order without a hole; the new item 2 centred.
    let sample = records(tape).filter {
      $0.kind == .layout && $0.stream == "thumbnails" && $0.timestamp == ended.timestamp
    }
    let items = sample.compactMap { record -> Int64? in
      guard case .integer(let item) = record[field: "item"] else { return nil }
      return item
    }
    #expect(!items.isEmpty)
    #expect(zip(items, items.dropFirst()).allSatisfy { $1 == $0 + 1 })
    let centred = try #require(sample.first { $0[field: "item"] == .integer(2) })
    #expect(position(centred, "width") == 132)
  }

  @Test func deleteLastActivatesThePreviousPhoto() throws {
    let tape = try tape("delete-last")
    let ended = try #require(scene(tape, "deleteEnded").first)
    #expect(ended[field: "index"] == .integer(9))
    #expect(ended[field: "activeIndex"] == .integer(8))
    #expect(scene(tape, "activeIndexChanged").last?[field: "index"] == .integer(8))
    #expect(
      abs((position(didScrolls(tape, of: "preview").last, "x") ?? 0) - 8 * 393) <= offsetTolerance)
  }

  @Test func rotateLandscapeKeepsPhotoTwo() throws {
    let tape = try tape("rotate-landscape")
    let rotated = try #require(scene(tape, "rotated").first)
    #expect(rotated[field: "width"] == .position(852))
    #expect(scene(tape, "activeIndexChanged").map { $0[field: "index"] } == [.integer(2)])
    let page = try #require(
      didScrolls(tape, of: "preview").last { $0.timestamp == rotated.timestamp })
    #expect(abs((position(page, "x") ?? 0) - 2 * 852) <= offsetTolerance)
    // 2 · 37 − (852 − 37)/2: the strip centres thumbnail 2 in the wider bounds.
    let strip = try #require(didScrolls(tape, of: "thumbnails").last)
    #expect(abs((position(strip, "x") ?? 0) - (74 - 407.5)) <= offsetTolerance)
  }
}
