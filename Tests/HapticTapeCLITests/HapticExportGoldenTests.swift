import Foundation
import HapticTape
import Testing

@testable import HapticTapeCLI

/// Milliseconds a waveform or pattern may differ from the tape's haptic span: each boundary is
/// rounded to whole milliseconds, so the sum drifts by at most half of one.
private let spanTolerance = 1

/// The seed scenes' haptic tapes exported for Android (JSON and Kotlin) and the web, pinned as
/// goldens that were read by hand once (docs/haptics-export.md#goldens), and checked against
/// the JSON schema and the platforms' rules.
///
/// `GOLDEN_RECORD=missing` (the default) writes a missing golden, `all` rewrites every one,
/// `never` (the default under `CI=true`) only compares.
@Suite struct HapticExportGoldenTests {
  static let tapes = [
    "secret-offer/pull-success-two-fingers", "secret-offer/pull-fail-release",
    "pizza-halves/shuffle",
  ]
  static let forms = ["android.json", "android.kt", "web.json"]

  /// The repository root, from this file: Tests/HapticTapeCLITests/ → root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func golden(_ tape: String, _ form: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Goldens__/HapticExportGoldenTests")
      .appendingPathComponent(tape.replacingOccurrences(of: "/", with: ".") + "." + form)
  }

  /// What `haptictape export Recordings/<tape>.htape --<target> --format <notation>` writes.
  static func export(_ tape: String, _ form: String) throws -> HapticTargetExport.Rendering {
    let name = "Recordings/\(tape).htape"
    let recorded = try RecordedTape(contentsOf: root.appendingPathComponent(name).path)
    let (timeline, origin) = try TapeHaptics.timeline(of: recorded, from: nil, path: name)
    let target: HapticTargetExport.Target = form.hasPrefix("android") ? .android : .web
    return try HapticTargetExport.render(
      timeline, startMilliseconds: Double(origin.nanoseconds) / 1_000_000, target: target,
      notation: form.hasSuffix(".kt") ? .kotlin : .json, name: name, path: name,
      remedy: "")
  }

  static var recordMode: String {
    ProcessInfo.processInfo.environment["GOLDEN_RECORD"]
      ?? (ProcessInfo.processInfo.environment["CI"] == "true" ? "never" : "missing")
  }

  @Test(arguments: tapes, forms)
  func exportMatchesItsGolden(tape: String, form: String) throws {
    let text = try Self.export(tape, form).text
    let url = Self.golden(tape, form)
    let exists = FileManager.default.fileExists(atPath: url.path)
    if Self.recordMode == "all" || (!exists && Self.recordMode == "missing") {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    let firstDifference = zip(golden.split(separator: "\n"), text.split(separator: "\n"))
      .enumerated().first { $0.element.0 != $0.element.1 }
    let where_ = firstDifference.map { "line \($0.offset + 1): \($0.element.1)" } ?? "length"
    #expect(text == golden, "\(url.lastPathComponent) differs at \(where_)")
  }

  @Test(arguments: tapes, ["android.json", "web.json"])
  func exportConformsToTheSchema(tape: String, form: String) throws {
    let schemaURL = Self.root.appendingPathComponent("docs/haptics-export.schema.json")
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
    let text = try Self.export(tape, form).text
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    #expect(JSONSchemaSubset(schema: schema).violations(of: value) == [])
    // The schema check itself fails on a broken export.
    var broken = try #require(value as? [String: Any])
    broken["startMs"] = -1
    #expect(JSONSchemaSubset(schema: schema).violations(of: broken) != [])
  }

  @Test(arguments: tapes)
  func timingsSumToTheTapesHapticSpan(tape: String) throws {
    let name = "Recordings/\(tape).htape"
    let recorded = try RecordedTape(contentsOf: Self.root.appendingPathComponent(name).path)
    let (timeline, _) = try TapeHaptics.timeline(of: recorded, from: nil, path: name)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.export(tape, "android.json").text.utf8))
        as? [String: Any])
    let waveform = try #require(json["waveform"] as? [String: Any])
    let timings = try #require(waveform["timings"] as? [Int])
    let amplitudes = try #require(waveform["amplitudes"] as? [Int])
    #expect(amplitudes.allSatisfy { (1...255).contains($0) || $0 == 0 || $0 == -1 })
    #expect(timings.allSatisfy { $0 >= 0 })
    // The span: the last continuous event's end, or the last tap plus its 20 ms pulse.
    let lastTap = timeline.events.compactMap { event -> Double? in
      switch event {
      case .transient(let tap): tap.time
      case .feedback(let call): call.ahapApproximation.last?.time
      default: nil
      }
    }.max()
    let span = max(timeline.duration * 1_000, (lastTap ?? 0) * 1_000 + 20)
    #expect(abs(Double(timings.reduce(0, +)) - span) <= Double(spanTolerance))
    let composition = try #require(json["composition"] as? [[String: Any]])
    #expect(composition.allSatisfy { (0...1).contains($0["scale"] as? Double ?? -1) })
    #expect(composition.allSatisfy { ($0["delayMs"] as? Int ?? -1) >= 0 })
  }
}
