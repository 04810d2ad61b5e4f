import Foundation
import Replay
import Tape
import Testing

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
    let verdict = try Session.replay(tape)
    #expect(verdict.report == nil, "\(path): \(verdict.report.map(String.init(describing:)) ?? "")")
    #expect(!verdict.expected.records.isEmpty)
  }

  @Test func everyGoldenHasItsGestureScript() {
    for tape in Self.tapes {
      let script = Self.recordings.appendingPathComponent(String(tape.dropLast(".htape".count)) + ".gesture")
      #expect(FileManager.default.fileExists(atPath: script.path), "\(tape) has no .gesture script")
    }
  }
}
