import Foundation
import Replay
import SeedScenes
import Tape
import Testing
import TouchInput

/// Every golden tape under `Recordings/` replays without a divergence (the CI check the README's
/// `swift run haptictape replay Recordings` performs, run inside `swift test`).
@Suite struct RecordingsTests {
  /// The repository's `Recordings/` folder, found from this file's path.
  static let recordings = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Recordings")

  /// Every `.htape` under `Recordings/`, relative, sorted.
  static let tapes: [String] = {
    let enumerator = FileManager.default.enumerator(atPath: recordings.path)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".htape") { found.append(path) }
    }
    return found.sorted()
  }()

  @Test func recordingsHoldGoldensForEveryScene() {
    let scenes = Set(Self.tapes.compactMap { $0.split(separator: "/").first.map(String.init) })
    #expect(scenes.contains("spinning-wheel"))
  }

  @Test(arguments: tapes)
  func goldenReplaysWithoutDivergence(path: String) throws {
    let tape = try TapeReader.read(contentsOf: Self.recordings.appendingPathComponent(path).path)
    #expect(tape.recoveries.isEmpty)
    let verdict = try Session.replay(tape, registry: .builtIn)
    #expect(verdict.report == nil, "\(path): \(verdict.report.map(String.init(describing:)) ?? "")")
    #expect(!verdict.expected.records.isEmpty)
  }

  @Test func everyGoldenHasItsGestureScript() {
    for tape in Self.tapes {
      let script = Self.recordings.appendingPathComponent(
        String(tape.dropLast(".htape".count)) + ".gesture")
      #expect(FileManager.default.fileExists(atPath: script.path), "\(tape) has no .gesture script")
    }
  }

  /// Re-recording a golden from its gesture script (and its `.config.json`, if any) gives exactly
  /// the tape's inputs and outputs, so scripts and tapes cannot drift apart.
  @Test(arguments: tapes)
  func goldenIsReproducibleFromItsScript(path: String) throws {
    let base = Self.recordings.appendingPathComponent(String(path.dropLast(".htape".count)))
    let tape = try TapeReader.read(contentsOf: base.path + ".htape")
    let text = try String(contentsOfFile: base.path + ".gesture", encoding: .utf8)
    let configuration =
      (try? String(contentsOfFile: base.path + ".config.json", encoding: .utf8)) ?? "{}"
    let timeline = try GestureScript(parsing: text).render(on: tape.header.device)
    let recording = try Session.record(
      sceneID: tape.header.sceneID, registry: .builtIn, configuration: configuration,
      device: tape.header.device,
      inputs: timeline.inputs, end: timeline.end)
    #expect(recording.header.sceneConfiguration == tape.header.sceneConfiguration)
    #expect(recording.events == tape.events)
  }
}
