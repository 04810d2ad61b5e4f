import Foundation
import Testing

@testable import HapticTapeCLI

/// `replay --shard`, `--junit` and `--format json` pieces.
@Suite struct ReplayCIOutputTests {
  static let paths = (1...23).map { String(format: "Recordings/s%02d.htape", $0) }

  @Test func shardsCoverEveryTapeExactlyOnceAndDifferInSizeByAtMostOne() throws {
    for count in 1...5 {
      let shards = try (1...count).map {
        try ReplayShard(parsing: "\($0)/\(count)").select(Self.paths)
      }
      #expect(shards.flatMap { $0 }.sorted() == Self.paths)
      let sizes = shards.map(\.count)
      #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
    }
    #expect(
      try ReplayShard(parsing: "2/3").select(Self.paths).prefix(2) == [
        "Recordings/s02.htape", "Recordings/s05.htape",
      ])
  }

  @Test(arguments: ["0/3", "4/3", "1/0", "3", "a/b", "-1/2", "1/2/3", "+1/2", "1/", "/2", ""])
  func shardsOutsideOneToNAreRejected(_ text: String) {
    let error = #expect(throws: CommandFailure.self) { try ReplayShard(parsing: text) }
    #expect(error?.description == "expected I/N with 1 ≤ I ≤ N, e.g. 2/3")
    #expect(ReplayShard(argument: text) == nil)
  }

  @Test func junitEscapesTextAndGroupsTapesByFolder() throws {
    var failing = ReplayOutcome(path: "Recordings/a<b>/x&y.htape", verdict: .differ)
    failing.duration = 1.5
    failing.report = "first at t=1.000 s\n\"quoted\" <tag> & \u{1}"
    var matching = ReplayOutcome(path: "Recordings/cube/swipe.htape", verdict: .match)
    matching.duration = 0.25
    let xml = JUnitReport.xml([matching, failing])
    #expect(
      xml.contains(
        #"<testsuite name="Recordings/a&lt;b&gt;" tests="1" failures="1" errors="0" skipped="0" time="1.500">"#
      ))
    #expect(
      xml.contains(
        #"<testcase name="x&amp;y" classname="Recordings.a&lt;b&gt;" file="Recordings/a&lt;b&gt;/x&amp;y.htape" time="1.500">"#
      ))
    #expect(xml.contains("first at t=1.000 s\n&quot;quoted&quot; &lt;tag&gt; &amp; ?</failure>"))
    #expect(
      xml.contains(
        #"<testcase name="swipe" classname="Recordings.cube" file="Recordings/cube/swipe.htape" time="0.250"/>"#
      ))
    #expect(
      xml.contains(
        #"<testsuites name="haptictape replay" tests="2" failures="1" errors="0" time="1.750">"#))
    // Suites in folder order.
    let cube = try #require(xml.range(of: "Recordings/cube\""))
    let other = try #require(xml.range(of: "Recordings/a&lt;b&gt;\""))
    #expect(other.lowerBound < cube.lowerBound)
  }

  @Test func jsonLinesAreOneSortedObjectPerTape() throws {
    var outcome = ReplayOutcome(path: "Recordings/cube/swipe.htape", verdict: .match)
    outcome.scene = "cube"
    outcome.divergences = 0
    let line = try ReplayOutputFormat.jsonLine(outcome)
    #expect(
      line
        == #"{"divergences":0,"path":"Recordings/cube/swipe.htape","scene":"cube","verdict":"match"}"#
    )
  }
}
