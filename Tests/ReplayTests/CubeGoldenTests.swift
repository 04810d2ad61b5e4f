import Replay
import SeedScenes
import Tape
import Testing
import TouchCore

/// Tape positions sit on a 1/1000 pt grid, scalars on a 1e-6 grid (the header's default
/// grids, Documentation.docc/TapeFormat.md).
private let scalarTolerance = 1e-6
/// The page width on the recording device, an iPhone 15 Pro (393 pt,
/// docs/seed-screens.md#device-profiles).
private let pageWidth = 393.0

@Suite struct CubeGoldenTests {
  /// `Recordings/cube/<name>.htape`, found from this file's path.
  private func tape(_ name: String) throws -> RecordedTape {
    let components = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
    let root = components.joined(separator: "/")
    return try TapeReader.read(contentsOf: "\(root)/Recordings/cube/\(name).htape")
  }

  private func records(_ tape: RecordedTape) -> [TapeRecord] {
    tape.events.compactMap { if case .record(let record) = $0 { record } else { nil } }
  }

  private func named(_ name: String, in tape: RecordedTape) -> [TapeRecord] {
    records(tape).filter { $0.name == name }
  }

  private func pageChanges(_ tape: RecordedTape) -> [TapeValue?] {
    named("pageChanged", in: tape).map { $0[field: "index"] }
  }

  private func offsets(_ tape: RecordedTape) -> [Double] {
    named("didScroll", in: tape).compactMap { record in
      if case .position(let x) = record[field: "x"] { x } else { nil }
    }
  }

  private func haptics(_ tape: RecordedTape) -> [TapeRecord] {
    records(tape).filter { $0.kind == .haptic }
  }

  private func expectLightImpacts(_ tape: RecordedTape, count: Int) {
    let played = haptics(tape)
    #expect(played.count == count)
    #expect(played.allSatisfy { $0.name == "impact" && $0[field: "style"] == .symbol("light") })
  }

  private func expectReplaysClean(_ tape: RecordedTape) throws {
    let verdict = try Session.replay(tape, registry: .builtIn)
    #expect(verdict.report == nil)
  }

  @Test func swipeNextTurnsOnePageWithOneLightImpact() throws {
    let tape = try tape("swipe-next")
    #expect(pageChanges(tape) == [.integer(1)])
    expectLightImpacts(tape, count: 1)
    #expect(offsets(tape).last == pageWidth)
    #expect(
      named("interactionEnabled", in: tape).map { $0[field: "enabled"] } == [
        .flag(false), .flag(true),
      ])
    try expectReplaysClean(tape)
  }

  @Test func swipeBackAtTheFirstPageBouncesWithoutHaptics() throws {
    let tape = try tape("swipe-back-at-first-bounces")
    let xs = offsets(tape)
    #expect(try #require(xs.min()) < 0)
    #expect(xs.last == 0)
    #expect(pageChanges(tape).isEmpty)
    #expect(haptics(tape).isEmpty)
    try expectReplaysClean(tape)
  }

  @Test func tapsDuringDecelerationAreDroppedThenTapsAtRestTurnPages() throws {
    let tape = try tape("taps-during-deceleration")
    let dropped = named("touchDropped", in: tape)
    let ignored = named("touchIgnored", in: tape)
    #expect(dropped.count == 2)
    #expect(ignored.map(\.timestamp) == dropped.map(\.timestamp))
    // The swipe turns to page 1; at rest the right-third tap goes to 2, the left-third tap back to 1.
    #expect(pageChanges(tape) == [.integer(1), .integer(2), .integer(1)])
    expectLightImpacts(tape, count: 3)
    #expect(named("didEndScrollingAnimation", in: tape).count == 2)
    try expectReplaysClean(tape)
  }

  @Test func openAtThirdPageStartsOnPageTwoWithoutRotation() throws {
    let tape = try tape("open-at-third-page")
    #expect(tape.header.sceneConfiguration.contains("\"initialPage\":2"))
    let first = try #require(records(tape).first { $0.kind == .layout })
    #expect(first.timestamp == .zero)
    #expect(first[field: "item"] == .integer(2))
    #expect(first[field: "x"] == .position(2 * pageWidth))
    #expect(first[field: "alpha"] == .scalar(1))
    // Identity rotation with the seed's perspective entry m34 = 1/500.
    let expected: [String: Double] = [
      "m11": 1, "m13": 0, "m31": 0, "m33": 1, "m14": 0, "m34": 1.0 / 500,
    ]
    for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
      guard case .scalar(let recorded) = first[field: name] else {
        Issue.record("layout record has no scalar \(name)")
        continue
      }
      #expect(abs(recorded - value) <= scalarTolerance)
    }
    #expect(pageChanges(tape) == [.integer(3)])
    expectLightImpacts(tape, count: 1)
    #expect(offsets(tape).last == 3 * pageWidth)
    try expectReplaysClean(tape)
  }
}
