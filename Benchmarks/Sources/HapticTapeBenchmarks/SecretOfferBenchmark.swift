import HapticTape

/// Replay speed of the `secret-offer` goldens in multiples of real time, on one thread: the
/// scene alone on the replayer's frame clock, and the whole `Session.replay` (replay, build the
/// trace, compare with the recording). Best of 5 wall times.
let secretOfferBenchmark = BenchmarkSuite(
  name: "secret-offer",
  summary: "replay speed of Recordings/secret-offer in multiples of real time (target ≥ 20,000×)"
) {
  // Benchmarks/Sources/HapticTapeBenchmarks/ → the repository root.
  let root = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(4).map(String.init)
  let directory = root + ["Recordings", "secret-offer"]
  let names = [
    "teaser-on-open", "pull-success-two-fingers", "pull-fail-release", "pull-back-below-threshold",
    "drag-during-teaser",
  ]
  print("tape                        session s   scene ms   × real time   replay ms   × real time")
  var totals = (session: 0.0, scene: 0.0, replay: 0.0)
  for name in names {
    let path = (directory + ["\(name).htape"]).joined(separator: "/")
    do {
      let tape = try TapeReader.read(contentsOf: path)
      let configuration = try SceneConfigurationJSON.decode(
        tape.header.sceneConfiguration, as: SecretOfferScene.Configuration.self)
      let inputs = tape.events.compactMap { event -> SceneInput? in
        switch event {
        case .touch(let sample): .touch(sample)
        case .command(let command): .command(command)
        case .record: nil
        }
      }
      var session = 0.0
      var failure: (any Error)?
      let scene = Stopwatch.best(of: 5) {
        do {
          var scene = try SecretOfferScene(device: tape.header.device, configuration: configuration)
          session = try Replayer().run(&scene, inputs: inputs).endTime.seconds
        } catch {
          failure = error
        }
      }
      let replay = Stopwatch.best(of: 5) {
        do {
          if try Session.replay(tape).report != nil { print("  \(name) diverged from its recording") }
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
      totals = (totals.session + session, totals.scene + scene, totals.replay + replay)
      printRow(name, session: session, scene: scene, replay: replay)
    } catch {
      print("  \(name): \(error)")
    }
  }
  printRow("all", session: totals.session, scene: totals.scene, replay: totals.replay)
}

private func printRow(_ name: String, session: Double, scene: Double, replay: Double) {
  let columns = [
    padded(name, 26), padded(formatted(session, digits: 3), 10), padded(formatted(scene * 1e3, digits: 2), 9),
    padded("\(Int((session / scene).rounded()))×", 12), padded(formatted(replay * 1e3, digits: 2), 10),
    "\(Int((session / replay).rounded()))×",
  ]
  print(columns.joined(separator: "  "))
}
