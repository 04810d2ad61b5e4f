import Foundation
import HapticTape
import Testing

/// `report`, `replay --report` and `export` run through the built binary on the goldens.
@Suite struct ReportExportCommandTests {
  /// `Recordings/<scene>/<name>.htape`, found from this file: Tests/HapticTapeCLITests/ → root.
  static func golden(_ scene: String, _ name: String) -> String {
    let components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
      .dropLast(3)
    return (components.map(String.init) + ["Recordings", scene, "\(name).htape"]).joined(
      separator: "/")
  }

  static func hapticCount(_ path: String) throws -> Int {
    try TapeReader.read(contentsOf: path).events.filter { $0.kind == .haptic }.count
  }

  /// The JSON a report page embeds.
  static func embeddedData(_ html: String) throws -> [String: Any] {
    let start = try #require(
      html.range(of: #"<script type="application/json" id="haptictape-data">"#))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = String(html[start.upperBound..<end.lowerBound])
    return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test func reportEmbedsEveryHapticEventOfEachTape() throws {
    try #require(BuiltBinary.exists)
    let directory = try BuiltBinary.temporaryDirectory()
    let page = directory.appendingPathComponent("r.html").path
    let tapes = [
      Self.golden("cube", "swipe-next"), Self.golden("secret-offer", "pull-success-two-fingers"),
    ]
    let run = try BuiltBinary.run(["report"] + tapes + ["-o", page])
    #expect(run.status == 0, "\(run.error)")
    let expected = try tapes.map(Self.hapticCount)
    #expect(
      run.output.hasSuffix("\(page): 2 tapes, \(expected.reduce(0, +)) haptic events, 0 diverged\n")
    )
    let data = try Self.embeddedData(try String(contentsOfFile: page, encoding: .utf8))
    let embedded = try #require(data["tapes"] as? [[String: Any]])
    #expect(embedded.map { ($0["haptics"] as? [Any])?.count ?? -1 } == expected)
    #expect(embedded.map { $0["path"] as? String } == tapes)
  }

  @Test func reportOfADamagedTapeStatesTheLossAndExits2() throws {
    try #require(BuiltBinary.exists)
    let directory = try BuiltBinary.temporaryDirectory()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.golden("cube", "swipe-next")))
    let cut = directory.appendingPathComponent("cut.htape").path
    try bytes.prefix(bytes.count - 40).write(to: URL(fileURLWithPath: cut))
    let page = directory.appendingPathComponent("r.html").path
    let run = try BuiltBinary.run(["report", cut, "-o", page])
    #expect(run.status == 2)
    let data = try Self.embeddedData(try String(contentsOfFile: page, encoding: .utf8))
    let problems = try #require(
      (data["tapes"] as? [[String: Any]])?.first?["problems"] as? [String])
    #expect(problems.first?.hasPrefix("lost: byte ") == true)
  }

  @Test func replayReportWritesAPagePerDivergentTapeAndAnIndex() throws {
    try #require(BuiltBinary.exists)
    let directory = try BuiltBinary.temporaryDirectory()
    var tape = try TapeReader.read(
      contentsOf: Self.golden("secret-offer", "pull-success-two-fingers"))
    tape.header.sceneConfiguration = #"{"maximumIntensity":0.5}"#
    let tapes = directory.appendingPathComponent("tapes")
    try FileManager.default.createDirectory(at: tapes, withIntermediateDirectories: true)
    _ = try tape.write(to: tapes.appendingPathComponent("pull.htape").path)
    try FileManager.default.copyItem(
      atPath: Self.golden("cube", "swipe-next"),
      toPath: tapes.appendingPathComponent("swipe.htape").path)
    let reports = directory.appendingPathComponent("reports").path
    let run = try BuiltBinary.run(["replay", tapes.path, "--report", reports])
    #expect(run.status == 1)
    let files = try FileManager.default.contentsOfDirectory(atPath: reports).sorted()
    let pageName = ReplayFileName.expected(for: tapes.appendingPathComponent("pull.htape").path)
    #expect(files == [pageName, "index.html"].sorted())
    let index = try String(contentsOfFile: reports + "/index.html", encoding: .utf8)
    #expect(index.contains("2 tapes: 1 match, 1 differ"))
    #expect(index.contains("haptic/haptics event 6: intensity differs"))
    let page = try String(contentsOfFile: reports + "/" + pageName, encoding: .utf8)
    let replay = try #require(
      (try Self.embeddedData(page)["tapes"] as? [[String: Any]])?.first?["replay"] as? [String: Any]
    )
    #expect(replay["stream"] as? String == "haptic/haptics")
  }

  @Test func exportWritesAnAHAPThatValidatesWithoutWarnings() throws {
    try #require(BuiltBinary.exists)
    let directory = try BuiltBinary.temporaryDirectory()
    let golden = Self.golden("secret-offer", "pull-success-two-fingers")
    let output = directory.appendingPathComponent("pull.ahap").path
    let run = try BuiltBinary.run(["export", golden, "--ahap", "-o", output])
    #expect(run.status == 0, "\(run.error)")
    let result = try AHAPDecoder().decode(Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    #expect(result.diagnostics.isEmpty)
    let count = try Self.hapticCount(golden)
    #expect(result.pattern.timeline.events.count == count)
    #expect(result.pattern.timeline.events.first?.time == 0)
    let validate = try BuiltBinary.run(["ahap", "validate", output])
    #expect(validate.output == "\(output): ok, \(count) events (0 errors, 0 warnings, 0 notes)\n")
  }

  @Test func exportApproximatesUIKitFeedbackAndSaysSo() throws {
    try #require(BuiltBinary.exists)
    let directory = try BuiltBinary.temporaryDirectory()
    let output = directory.appendingPathComponent("flick.ahap").path
    let run = try BuiltBinary.run([
      "export", Self.golden("pizza-halves", "flick-next-left"), "-o", output,
    ])
    #expect(run.status == 0)
    #expect(run.output.contains("1 UIKit feedback event approximated as transients"))
    let result = try AHAPDecoder().decode(Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    #expect(result.diagnostics.isEmpty)
    #expect(result.pattern.timeline.events.map(\.type) == [.transient])
    #expect(result.pattern.metadata.contains { $0.key == AHAPEncoder.approximationsMetadataKey })
  }

  @Test func exportOfATapeWithoutHapticsIsAnEmptyPatternAndSaysSo() throws {
    try #require(BuiltBinary.exists)
    let directory = try BuiltBinary.temporaryDirectory()
    let output = directory.appendingPathComponent("none.ahap").path
    let run = try BuiltBinary.run([
      "export", Self.golden("cube", "swipe-back-at-first-bounces"), "-o", output,
    ])
    #expect(run.status == 0)
    #expect(run.output == "\(output): the tape has no haptic events; wrote an empty pattern\n")
    let result = try AHAPDecoder().decode(Array(try Data(contentsOf: URL(fileURLWithPath: output))))
    #expect(result.pattern.timeline.isEmpty)
  }

  @Test func exportFromATimeShiftsTheJSONLinesAndLeavesEarlierEventsOut() throws {
    try #require(BuiltBinary.exists)
    let golden = Self.golden("secret-offer", "pull-fail-release")
    let tape = try TapeReader.read(contentsOf: golden)
    let haptics = tape.events.filter { $0.kind == .haptic }.map(\.timestamp)
    let from = try #require(haptics.dropFirst(2).first)
    let run = try BuiltBinary.run(["export", golden, "--jsonl", "--from", "\(from.seconds)"])
    #expect(run.status == 0)
    let timeline = try HapticJSONLines.decode(Array(run.output.utf8))
    #expect(timeline.events.count == haptics.count - 2)
    #expect(timeline.events.first?.time == 0)
    #expect(run.error.contains("; 2 before it left out"))
  }
}

/// The report file name `replay --report` gives a tape path (mirrors the writer's rule).
enum ReplayFileName {
  static func expected(for path: String) -> String {
    path.split(separator: "/").map(String.init).joined(separator: "--").replacingOccurrences(
      of: ".htape", with: ".html")
  }
}
