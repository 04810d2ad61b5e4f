import Foundation
import HapticTape

/// Replay speed per golden in multiples of real time, and the whole corpus's wall time
/// (issue 6 targets: every scene ≥ 20,000× real time; the corpus in under 1 s).
let replayBenchmark = BenchmarkSuite(
  name: "replay",
  summary: "replay speed per golden tape (× real time) and the Recordings/ corpus wall time"
) {
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
  var tapes: [(String, RecordedTape)] = []
  for path in paths {
    do {
      tapes.append((path, try TapeReader.read(contentsOf: root.appendingPathComponent(path).path)))
    } catch {
      print("\(path): \(error)")
    }
  }
  print("tape                                                  session s   replay ms   × real time")
  var perScene: [String: (session: Double, replay: Double)] = [:]
  for (path, tape) in tapes {
    var seconds = 0.0
    let best = Stopwatch.best(of: 5) {
      do {
        let verdict = try Session.replay(tape)
        seconds = verdict.duration.seconds
      } catch {
        print("\(path): \(error)")
      }
    }
    let scene = tape.header.sceneID
    perScene[scene, default: (0, 0)].session += seconds
    perScene[scene, default: (0, 0)].replay += best
    print(
      path.padding(toLength: 52, withPad: " ", startingAt: 0)
        + String(format: "%10.3f  %10.3f  %12.0f", seconds, best * 1e3, seconds / best))
  }
  print("\nscene             × real time (all its goldens)")
  for scene in perScene.keys.sorted() {
    let total = perScene[scene] ?? (0, 1)
    print(scene.padding(toLength: 18, withPad: " ", startingAt: 0) + String(format: "%12.0f", total.session / total.replay))
  }
  let corpus = Stopwatch.best(of: 3) {
    for path in paths {
      do {
        let tape = try TapeReader.read(contentsOf: root.appendingPathComponent(path).path)
        _ = try Session.replay(tape)
      } catch {
        print("\(path): \(error)")
      }
    }
  }
  print(String(format: "\ncorpus: %d tapes read and replayed in %.1f ms (target < 1000 ms)", paths.count, corpus * 1e3))
}
