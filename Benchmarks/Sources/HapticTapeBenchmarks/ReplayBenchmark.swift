import Foundation
import HapticTape

/// Replay speed of every golden under `Recordings/` in multiples of real time, one core: the
/// scene alone (`Session.stepScene`: the scene stepped on the frame clock) and the whole
/// `Session.replay` (scene, quantized trace and comparison), per tape and per scene, then the
/// wall time of reading and replaying the whole corpus.
/// Issue 6 targets: every scene ≥ 20,000× real time; the corpus in under 1 s.
let replayBenchmark = BenchmarkSuite(
  name: "replay",
  summary: "replay speed per golden and per scene (× real time, target ≥ 20,000×), corpus wall time"
) {
  // #filePath is <root>/Benchmarks/Sources/HapticTapeBenchmarks/ReplayBenchmark.swift.
  let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Recordings")
  let enumerator = FileManager.default.enumerator(atPath: root.path)
  var paths: [String] = []
  while let path = enumerator?.nextObject() as? String {
    if path.hasSuffix(".htape") { paths.append(path) }
  }
  paths.sort()
  guard !paths.isEmpty else {
    print("no tapes under \(root.path)")
    return
  }
  print(
    padded("tape", 46) + padded("session s", 11) + padded("scene ms", 10) + padded("scene ×", 10)
      + padded("replay ms", 11) + "replay ×")
  var perScene: [String: (session: Double, scene: Double, replay: Double)] = [:]
  for path in paths {
    guard let tape = try? TapeReader.read(contentsOf: root.appendingPathComponent(path).path),
      let verdict = try? Session.replay(tape), verdict.report == nil
    else {
      print("\(path): does not replay cleanly; run `haptictape replay \(path)`")
      continue
    }
    let session = verdict.duration.seconds
    let scene = CPUTime.best(of: 7) { _ = try? Session.stepScene(tape) }
    let replay = CPUTime.best(of: 7) { _ = try? Session.replay(tape) }
    let id = tape.header.sceneID
    perScene[id, default: (0, 0, 0)].session += session
    perScene[id, default: (0, 0, 0)].scene += scene
    perScene[id, default: (0, 0, 0)].replay += replay
    print(
      padded(path, 46) + padded(formatted(session, digits: 3), 11)
        + padded(formatted(scene * 1e3, digits: 3), 10) + padded("\(Int(session / scene))", 10)
        + padded(formatted(replay * 1e3, digits: 3), 11) + "\(Int(session / replay))")
  }
  print("\n" + padded("scene", 18) + padded("scene ×", 10) + "replay ×")
  for id in perScene.keys.sorted() {
    guard let total = perScene[id] else { continue }
    print(padded(id, 18) + padded("\(Int(total.session / total.scene))", 10) + "\(Int(total.session / total.replay))")
  }
  let corpus = Stopwatch.best(of: 3) {
    for path in paths {
      guard let tape = try? TapeReader.read(contentsOf: root.appendingPathComponent(path).path) else { continue }
      _ = try? Session.replay(tape)
    }
  }
  print("\ncorpus: \(paths.count) tapes read and replayed in \(formatted(corpus * 1e3, digits: 1)) ms (target < 1000 ms)")
}
