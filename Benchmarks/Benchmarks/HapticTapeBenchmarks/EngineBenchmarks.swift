import Benchmark
import HapticTape

/// Engine stepping: a 60 s, 120 Hz session with a fling every second (7,200 frames, 720 touch
/// samples) through `ScrollViewModel`. Bar (CONTRIBUTING.md, "Benchmarks and quality bars"):
/// ≥ 5 M frames/s (7,200 ÷ time per iteration).
func engineBenchmarks() {
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
  Benchmark("Engine/ScrollViewModel, 60 s at 120 Hz, a fling a second (\(frameCount) frames)") {
    [touches] benchmark in
    var view = initial
    var events: [ScrollEvent] = []
    events.reserveCapacity(64)
    var touchIndex = 0
    var now = Timestamp.zero
    var eventCount = 0
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
    blackHole(eventCount)
    blackHole(view.contentOffset)
  }
}
