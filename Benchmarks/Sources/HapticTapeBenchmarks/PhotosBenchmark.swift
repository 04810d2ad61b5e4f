import Foundation
import HapticTape

/// Replay speed of the `photos` goldens in multiples of real time (each tape's virtual session
/// length over wall time, best of 7): stepping the scene alone (`Replayer.run`, default layout
/// sampling) and the whole `Session.replay` (scene, records, quantization and comparison).
let photosBenchmark = BenchmarkSuite(
  name: "photos",
  summary: "replay speed of Recordings/photos in multiples of real time (target ≥ 20,000×)"
) {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Recordings/photos")
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    .filter { $0.hasSuffix(".htape") }.sorted()
  print("tape                      session s  scene ×    replay ms  replay ×")
  var totals = (session: 0.0, scene: 0.0, replay: 0.0)
  for name in names {
    guard let tape = try? TapeReader.read(contentsOf: folder.appendingPathComponent(name).path),
      let verdict = try? Session.replay(tape),
      let configuration = try? SceneConfigurationJSON.decode(
        tape.header.sceneConfiguration, as: PhotosScene.Configuration.self)
    else {
      print("\(name): cannot be read or replayed")
      continue
    }
    let inputs = tape.events.compactMap { event -> SceneInput? in
      switch event {
      case .touch(let sample): .touch(sample)
      case .command(let command): .command(command)
      case .record: nil
      }
    }
    let session = verdict.duration.seconds
    let scene = Stopwatch.best(of: 7) {
      guard var scene = try? PhotosScene(device: tape.header.device, configuration: configuration)
      else { return }
      _ = try? Replayer().run(&scene, inputs: inputs)
    }
    let replay = Stopwatch.best(of: 7) { _ = try? Session.replay(tape) }
    totals = (totals.session + session, totals.scene + scene, totals.replay + replay)
    print(
      "\(padded(name, 24))  \(padded(formatted(session, digits: 3), 9))  "
        + "\(padded(formatted(session / scene, digits: 0), 9))  "
        + "\(padded(formatted(replay * 1e3, digits: 3), 9))  \(formatted(session / replay, digits: 0))"
    )
  }
  print(
    "all \(names.count) tapes: scene \(formatted(totals.session / totals.scene, digits: 0))×, "
      + "replay \(formatted(totals.replay * 1e3, digits: 3)) ms, "
      + "\(formatted(totals.session / totals.replay, digits: 0))× real time")
}
