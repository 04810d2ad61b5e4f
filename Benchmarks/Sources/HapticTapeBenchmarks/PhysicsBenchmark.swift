import HapticTape

/// `physics`: engine frames per second for a 60 s, 120 Hz session with a fling every second.
let physicsBenchmark = BenchmarkSuite(
  name: "physics",
  summary: "ScrollViewModel frames/s: 60 s at 120 Hz, one fling per second (target ≥ 5 M frames/s)"
) {
  let seconds = 60
  let device = DeviceProfile.iPhone15Pro
  let frameInterval = device.frameInterval
  let frameCount = seconds * device.frameRate
  // One fling per second: touch down, 10 moves of 20 pt every 8 ms, lift.
  var touches: [TouchSample] = []
  for second in 0..<seconds {
    let start = Timestamp.seconds(Double(second))
    let id = Touch.ID(UInt32(second + 1))
    let direction = second % 3 == 2 ? 1.0 : -1.0
    touches.append(
      TouchSample(id: id, phase: .began, location: Point2D(x: 200, y: 500), timestamp: start))
    for step in 1...10 {
      touches.append(
        TouchSample(
          id: id, phase: .moved, location: Point2D(x: 200, y: 500 + direction * 20 * Double(step)),
          timestamp: start + .milliseconds(Int64(step) * 8)))
    }
    touches.append(
      TouchSample(
        id: id, phase: .ended, location: Point2D(x: 200, y: 500 + direction * 200),
        timestamp: start + .milliseconds(80)))
  }
  let initial = ScrollViewModel(
    boundsSize: device.screenSize,
    contentSize: Size2D(width: device.screenSize.width, height: 200_000),
    contentOffset: Point2D(x: 0, y: 100_000), configuration: ScrollConfiguration(scale: device.scale))

  var eventCount = 0
  var finalOffset = Point2D.zero
  let best = Stopwatch.best(of: 20) {
    var view = initial
    var events: [ScrollEvent] = []
    events.reserveCapacity(64)
    var touchIndex = 0
    var now = Timestamp.zero
    eventCount = 0
    for _ in 0..<frameCount {
      now += frameInterval
      while touchIndex < touches.count && touches[touchIndex].timestamp <= now {
        view.handle(.touch(touches[touchIndex]), into: &events)
        touchIndex += 1
      }
      view.handle(.frameTicked(at: now), into: &events)
      eventCount += events.count
      events.removeAll(keepingCapacity: true)
    }
    finalOffset = view.contentOffset
  }
  let framesPerSecond = Double(frameCount) / best
  print(
    "frames        \(frameCount) (\(seconds) s at \(device.frameRate) Hz), \(touches.count) touches, \(eventCount) events"
  )
  print("best of 20    \(String(format3(best * 1_000))) ms per session")
  print("throughput    \(String(format3(framesPerSecond / 1e6))) M frames/s (target ≥ 5)")
  print("final offset  \(finalOffset.y) pt")
}

/// `value` with three decimals.
private func format3(_ value: Double) -> String {
  let scaled = (value * 1_000).rounded() / 1_000
  return String(scaled)
}
