import Foundation
import SeedScenes
import Tape
import Testing
import TouchCore

@testable import Replay

/// A replay checks its outputs against the tape as it turns them into records and makes no
/// records when they match exactly; these tests hold that check to what building the records
/// and comparing them gives, on every golden and on tapes changed one value at a time.
@Suite struct ExactMatchTests {
  /// Every golden tape under `Recordings/`, read.
  private static func goldens() throws -> [(path: String, tape: RecordedTape)] {
    try RecordingsTests.tapes.map { path in
      (
        path,
        try TapeReader.read(
          contentsOf: RecordingsTests.recordings.appendingPathComponent(path).path)
      )
    }
  }

  /// The tape's recorded outputs.
  private func expected(_ tape: RecordedTape) -> [TapeRecord] {
    Trace(events: tape.events).records
  }

  /// Whether the matcher says the replay of `tape` gives exactly `records`, set among the tape's
  /// inputs as a tape holds them (the matcher skips the inputs).
  private func matches(_ tape: RecordedTape, _ records: [TapeRecord]) throws -> Bool {
    let inputs = tape.events.filter(\.kind.isInput)
    let events = Session.interleave(inputs: inputs, records: records.map(TapeEvent.record))
    return try Session.stepScene(tape, registry: .builtIn).output.exactlyMatches(
      events, quantizedTo: tape.header.grids)
  }

  @Test func theMatcherAgreesWithBuildingTheRecordsOnEveryGolden() throws {
    var fullPath: [String] = []
    for (path, tape) in try Self.goldens() {
      let output = try Session.stepScene(tape, registry: .builtIn).output
      let built = try output.quantizedRecords(to: tape.header.grids)
      let matched = output.exactlyMatches(tape.events, quantizedTo: tape.header.grids)
      // Every golden replays to its records, so the matcher must say so, also where outputs
      // were made ahead of their time (a haptic pattern's later transients, a deletion's).
      #expect(built == expected(tape), "\(path)")
      if !matched { fullPath.append(path) }
    }
    #expect(fullPath.isEmpty)
  }

  @Test func anExactReplayReturnsTheTapesTraceAsItsOwn() throws {
    let tape = try #require(try Self.goldens().first { $0.path.hasPrefix("pizza-halves/") }).tape
    #expect(try matches(tape, expected(tape)))
    var verdict = try Session.replay(tape, registry: .builtIn)
    #expect(verdict.report == nil)
    #expect(verdict.isExact)
    #expect(verdict.expected.records == expected(tape))
    #expect(verdict.actual == verdict.expected)
    #expect(verdict.expectedCount == expected(tape).count)
    #expect(verdict.actualCount == verdict.expectedCount)
    // Set, a trace replaces the tape's; the replayed one is still the tape's.
    verdict.expected = Trace(records: Array(expected(tape).prefix(3)))
    #expect(verdict.expectedCount == 3)
    #expect(verdict.actual.records == expected(tape))
  }

  @Test func inputsOnlyBeforeOrAfterTheRecordsAreSkippedAlike() throws {
    let tape = try #require(try Self.goldens().first { $0.path.hasPrefix("pizza-halves/") }).tape
    let inputs = tape.events.filter(\.kind.isInput)
    let records = expected(tape).map(TapeEvent.record)
    let output = try Session.stepScene(tape, registry: .builtIn).output
    #expect(output.exactlyMatches(inputs + records, quantizedTo: tape.header.grids))
    #expect(output.exactlyMatches(records + inputs, quantizedTo: tape.header.grids))
    #expect(!output.exactlyMatches(inputs, quantizedTo: tape.header.grids))
  }

  @Test func oneValueOneGridStepAwayIsNotAnExactMatch() throws {
    let tape = try #require(try Self.goldens().first { $0.path.hasPrefix("pizza-halves/") }).tape
    var records = expected(tape)
    let index = try #require(records.lastIndex { $0.name == "didScroll" })
    let field = try #require(records[index].fields.firstIndex { $0.name == "y" })
    guard case .position(let y) = records[index].fields[field].value else {
      Issue.record("didScroll y is not a position")
      return
    }
    records[index].fields[field].value = .position(y + 0.001)
    #expect(try !matches(tape, records))
  }

  @Test func aRenamedDroppedOrExtraRecordIsNotAnExactMatch() throws {
    let tape = try #require(try Self.goldens().first { $0.path.hasPrefix("pizza-halves/") }).tape
    let records = expected(tape)
    var renamed = records
    renamed[0].name = "somethingElse"
    #expect(try !matches(tape, renamed))
    #expect(try !matches(tape, Array(records.dropLast())))
    #expect(try !matches(tape, records + [records[records.count - 1]]))
    var lateByOneMicrosecond = records
    lateByOneMicrosecond[3].timestamp = lateByOneMicrosecond[3].timestamp + .microseconds(1)
    #expect(try !matches(tape, lateByOneMicrosecond))
  }

  @Test func aDifferenceWithinToleranceStillMatchesThroughTheFullComparison() throws {
    var tape = try #require(try Self.goldens().first { $0.path.hasPrefix("pizza-halves/") }).tape
    let index = try #require(
      tape.events.lastIndex {
        if case .record(let record) = $0 { record.name == "didScroll" } else { false }
      })
    guard case .record(var record) = tape.events[index],
      let field = record.fields.firstIndex(where: { $0.name == "y" }),
      case .position(let y) = record.fields[field].value
    else {
      Issue.record("no didScroll y to change")
      return
    }
    // 0.1 pt, inside the default 0.5 pt position tolerance.
    record.fields[field].value = .position(y + 0.1)
    tape.events[index] = .record(record)
    let verdict = try Session.replay(tape, registry: .builtIn)
    #expect(verdict.report == nil)
    #expect(!verdict.isExact)
    #expect(verdict.actual != verdict.expected)
    #expect(verdict.actual.records.count == verdict.expected.records.count)
    #expect(verdict.actualCount == verdict.expected.records.count)
  }
}
