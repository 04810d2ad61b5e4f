import HapticTape

/// Parsing and rendering gesture scripts: a long session of pulls, flings and taps.
let gestureScriptBenchmark = BenchmarkSuite(
  name: "gesture-script",
  summary: "parse and render a 100-round gesture session (pulls, flings, taps, commands)"
) {
  let round = """
    # one round: a two-finger pull, a fling, two taps and a command
    touch 1 at 330,290
    drag 1 to 130,290 in 0.5s curve easeOut
    touch 2 at 330,300
    lift 1
    drag 2 to 130,300 in 0.5s curve minimumJerk
    lift 2
    wait 0.3s
    fling 1 from 300,400 to 120,400 velocity 1500
    tap 65,400
    tap 330,400 for 120ms
    command delete 2
    wait 0.5s

    """
  let text = String(repeating: round, count: 100)
  var parsed: GestureScript?
  let parseSeconds = Stopwatch.best(of: 5) { parsed = try? GestureScript(parsing: text) }
  guard let script = parsed else {
    print("the benchmark script does not parse")
    return
  }
  print(
    "parse: \(text.utf8.count) bytes, \(script.statements.count) statements, "
      + "best \(Int((parseSeconds * 1e6).rounded())) µs, "
      + "\(Int((Double(text.utf8.count) / parseSeconds / 1e6).rounded())) MB/s")
  for device in DeviceProfile.builtIn {
    for seed in [nil, 7] as [UInt64?] {
      var configuration = GestureRenderConfiguration()
      configuration.jitter = seed.map(GestureJitter.init(seed:))
      var timeline: GestureTimeline?
      let seconds = Stopwatch.best(of: 5) {
        timeline = try? script.render(on: device, configuration: configuration)
      }
      guard let timeline else {
        print("the benchmark script does not render on \(device.name)")
        return
      }
      let samples = timeline.touches.count
      let session = timeline.end.seconds
      print(
        "render \(device.name) \(seed == nil ? "exact" : "jitter"): \(samples) samples, "
          + "\(Int(session.rounded())) s session, best \(Int((seconds * 1e6).rounded())) µs, "
          + "\(Int((Double(samples) / seconds).rounded())) samples/s, "
          + "\(Int((session / seconds).rounded()))× real time")
    }
  }
}
