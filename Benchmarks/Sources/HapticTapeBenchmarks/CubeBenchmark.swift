import HapticTape

/// Replay speed of the `cube` scene's goldens in multiples of real time (issue 6 target: at
/// least 20,000×): the scene alone on the frame clock, and the whole `Session.replay` (scene,
/// configuration decoding, record conversion and comparison).
let cubeBenchmark = BenchmarkSuite(
  name: "cube",
  summary: "cube goldens: scene on the frame clock, and Session.replay, in multiples of real time"
) {
  let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
    .joined(separator: "/")
  let names = [
    "swipe-next", "swipe-back-at-first-bounces", "taps-during-deceleration", "open-at-third-page",
  ]
  print("tape                          session s  frames  scene µs  × real  replay µs  × real")
  for name in names {
    let path = "\(root)/Recordings/cube/\(name).htape"
    do {
      // Reading the tape and decoding its configuration are not timed.
      let tape = try TapeReader.read(contentsOf: path)
      let configuration = try SceneConfigurationJSON.decode(
        tape.header.sceneConfiguration, as: CubeScene.Configuration.self)
      let inputs = tape.events.compactMap { event -> SceneInput? in
        switch event {
        case .touch(let sample): .touch(sample)
        case .command(let command): .command(command)
        case .record: nil
        }
      }
      let verdict = try Session.replay(tape)
      let sceneSeconds = Stopwatch.best(of: 50) {
        guard var scene = try? CubeScene(device: tape.header.device, configuration: configuration)
        else { return }
        _ = try? Replayer().run(&scene, inputs: inputs)
      }
      let replaySeconds = Stopwatch.best(of: 50) { _ = try? Session.replay(tape) }
      let session = verdict.duration.seconds
      let columns = [
        padded(name, 28), padded(formatted(session, digits: 3), 9),
        padded(String(verdict.frameCount), 6), padded(formatted(sceneSeconds * 1e6, digits: 1), 8),
        padded("\(Int(session / sceneSeconds))×", 6),
        padded(formatted(replaySeconds * 1e6, digits: 1), 9), "\(Int(session / replaySeconds))×",
      ]
      print(columns.joined(separator: "  "))
    } catch {
      print("\(name): cannot replay \(path): \(error)")
    }
  }
}
