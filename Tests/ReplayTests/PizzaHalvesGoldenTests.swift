import Replay
import SeedScenes
import Tape
import Testing
import TouchCore

/// Recorded positions sit on the tape's 1/1000 pt grid; offsets on the 1/3 pt pixel grid.
private let positionTolerance = 0.5 / 3 + 1e-3

/// The `pizza-halves` goldens under `Recordings/pizza-halves/`, each checked for its point.
@Suite struct PizzaHalvesGoldenTests {
  private func tape(_ name: String) throws -> RecordedTape {
    // #filePath is <root>/Tests/ReplayTests/PizzaHalvesGoldenTests.swift.
    let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
      .joined(separator: "/")
    return try TapeReader.read(contentsOf: "\(root)/Recordings/pizza-halves/\(name).htape")
  }

  private func records(_ tape: RecordedTape) -> [TapeRecord] {
    tape.events.compactMap { if case .record(let record) = $0 { record } else { nil } }
  }

  private func scene(_ records: [TapeRecord], _ name: String) -> [TapeRecord] {
    records.filter { $0.kind == .scene && $0.name == name }
  }

  private func selections(_ records: [TapeRecord]) -> [TapeRecord] {
    records.filter { $0.kind == .haptic && $0.name == "selection" }
  }

  /// The last `didScroll` offset of `view`.
  private func restingY(_ records: [TapeRecord], of view: String) -> Double? {
    guard
      let last = records.last(where: {
        $0.kind == .scroll && $0.stream == view && $0.name == "didScroll"
      }),
      case .position(let y) = last[field: "y"]
    else { return nil }
    return y
  }

  @Test(arguments: [
    "flick-next-left", "small-drag-same-cell", "same-halves-original", "shuffle", "drum-flick",
  ])
  func goldenReplaysClean(name: String) throws {
    let tape = try tape(name)
    #expect(tape.header.sceneID == "pizza-halves")
    #expect(try Session.replay(tape, registry: .builtIn).report == nil)
  }

  @Test func flickNextLeftMovesOnePizzaWithOneSelection() throws {
    let records = records(try tape("flick-next-left"))
    let changes = scene(records, "indexChanged")
    #expect(changes.map { $0[field: "side"] } == [.symbol("left")])
    #expect(changes.map { $0[field: "index"] } == [.integer(1)])
    #expect(selections(records).map(\.timestamp) == changes.map(\.timestamp))
    // Pizza 1 centred: 300 + 150 − 852/2 = 24.
    #expect(abs(try #require(restingY(records, of: "left")) - 24) <= positionTolerance)
    #expect(!records.contains { $0.kind == .scroll && $0.stream == "right" })
  }

  @Test func smallDragSameCellScrollsBackWithoutAnIndexChange() throws {
    let records = records(try tape("small-drag-same-cell"))
    #expect(scene(records, "indexChanged").isEmpty)
    #expect(selections(records).isEmpty)
    let release = try #require(records.first { $0.name == "willEndDragging" })
    // The fling stops where the drag left it (−226): the layout returned the current offset.
    #expect(release[field: "targetY"] == .position(-226))
    #expect(records.last { $0.kind == .scroll }?.name == "didEndScrollingAnimation")
    #expect(try #require(restingY(records, of: "left")) == -276)
  }

  @Test func sameHalvesOriginalEndsWithTheOriginalPizzaCombination() throws {
    let combinations = scene(records(try tape("same-halves-original")), "combination")
    #expect(combinations.map { $0[field: "isOriginal"] } == [.flag(false), .flag(true)])
    #expect(combinations.last?[field: "left"] == .integer(1))
    #expect(combinations.last?[field: "right"] == .integer(1))
  }

  @Test func shuffleLandsBothHalvesOnTheSeededPizzasWithOneSelectionPerChange() throws {
    let records = records(try tape("shuffle"))
    let shuffles = scene(records, "shuffled")
    // shuffleSeed 452876: left 8 and right 1, then both 4, the original pizza.
    #expect(shuffles.map { $0[field: "left"] } == [.integer(8), .integer(4)])
    #expect(shuffles.map { $0[field: "right"] } == [.integer(1), .integer(4)])
    #expect(scene(records, "combination").last?[field: "isOriginal"] == .flag(true))
    let changes = scene(records, "indexChanged")
    #expect(selections(records).count == changes.count)
    let last = try #require(shuffles.last)
    for view in ["left", "right"] {
      let target = try #require(changes.last { $0[field: "side"] == .symbol(view) })
      #expect(target[field: "index"] == last[field: view])
      guard case .integer(let index) = last[field: view] else { continue }
      let centred = 300 * Double(index) + 150 - 426
      #expect(abs(try #require(restingY(records, of: view)) - centred) <= positionTolerance)
    }
  }

  @Test func drumFlickRestsWithTheSeedZIndexStack() throws {
    let tape = try tape("drum-flick")
    #expect(tape.header.sceneConfiguration.contains(#""style":"drum""#))
    let records = records(tape)
    #expect(scene(records, "indexChanged").last?[field: "index"] == .integer(3))
    let end = try #require(records.last { $0.kind == .layout }?.timestamp)
    let cells = records.filter {
      $0.kind == .layout && $0.stream == "left" && $0.name == "cell" && $0.timestamp == end
    }
    #expect(cells.map { $0[field: "item"] } == [.integer(2), .integer(3), .integer(4)])
    #expect(cells.map { $0[field: "zIndex"] } == [.integer(2), .integer(10), .integer(5)])
  }
}
