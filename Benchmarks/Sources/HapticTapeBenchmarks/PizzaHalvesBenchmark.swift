import HapticTape

/// Replay speed of the `pizza-halves` goldens on one core: each tape's virtual session length
/// divided by the wall time of the scene alone (`Replayer.run`) and of the whole
/// `Session.replay` (scene, quantized trace and diff).
let pizzaHalvesBenchmark = BenchmarkSuite(
  name: "pizza-halves",
  summary: "replay speed of Recordings/pizza-halves in multiples of real time (target ≥ 20,000×)"
) {
  // #filePath is <root>/Benchmarks/Sources/HapticTapeBenchmarks/PizzaHalvesBenchmark.swift.
  let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(4)
    .joined(separator: "/")
  let names = ["flick-next-left", "small-drag-same-cell", "same-halves-original", "shuffle", "drum-flick"]
  var drum = PizzaHalvesScene.Configuration()
  drum.style = .drum
  print("tape                    session s   scene ms  × real time   replay ms  × real time")
  for name in names {
    let path = "\(root)/Recordings/pizza-halves/\(name).htape"
    guard let tape = try? TapeReader.read(contentsOf: path),
      let verdict = try? Session.replay(tape), verdict.report == nil
    else {
      print("\(name): cannot replay \(path) cleanly; re-record it with `haptictape replay --update`")
      continue
    }
    let inputs = tape.events.compactMap { event -> SceneInput? in
      switch event {
      case .touch(let sample): .touch(sample)
      case .command(let command): .command(command)
      case .record: nil
      }
    }
    let configuration = tape.header.sceneConfiguration.contains(#""style":"drum""#) ? drum : .init()
    let sceneSeconds = Stopwatch.best(of: 7) {
      guard var scene = try? PizzaHalvesScene(device: tape.header.device, configuration: configuration) else { return }
      _ = try? Replayer().run(&scene, inputs: inputs)
    }
    let replaySeconds = Stopwatch.best(of: 7) { _ = try? Session.replay(tape) }
    let session = verdict.duration.seconds
    print(
      padded(name, 22) + "  " + padded(formatted(session, digits: 3), 10) + "  "
        + padded(formatted(sceneSeconds * 1e3, digits: 3), 8) + "  "
        + padded("\(Int(session / sceneSeconds))×", 12) + padded(formatted(replaySeconds * 1e3, digits: 3), 10)
        + "  \(Int(session / replaySeconds))×")
  }
}
