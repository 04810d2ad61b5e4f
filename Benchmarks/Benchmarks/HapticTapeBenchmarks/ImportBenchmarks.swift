import Benchmark
import BenchmarkFixtures
import Foundation
import HapticTape
import SeedScenes

/// The real swipe-shield capture (222 human swipes, 180 Hz, 420.8 s; Apache-2.0, copied into
/// `Tests/TouchImportTests/Fixtures`): parse and split it, record each gesture on pizza-halves,
/// replay and compare each recording.
func importBenchmarks() {
  let path = BenchmarkSessions.packageRoot.appendingPathComponent(
    "Tests/TouchImportTests/Fixtures/swipe-shield_getevent-lt_filtered.txt")
  guard let data = FileManager.default.contents(atPath: path.path) else {
    print("no capture at \(path.path)")
    return
  }
  let text = String(decoding: data, as: UTF8.self)
  let mapping = TouchLogMapping(
    screen: DeviceProfile.iPhone15Pro.screenSize,
    units: .panel(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2399)))
  @Sendable func importGestures() -> [ImportedTouches] {
    guard let touches = try? GeteventParser().parse(text).imported(with: mapping) else {
      fatalError("the capture no longer imports")
    }
    return touches.gestures(lead: .milliseconds(250))
  }
  @Sendable func record(_ gesture: ImportedTouches) -> RecordedTape {
    guard
      let recording = try? Session.record(
        scene: PizzaHalvesScene.self, device: .iPhone15Pro,
        inputs: gesture.samples.map(GestureTimeline.Input.touch))
    else { fatalError("a gesture no longer records") }
    return RecordedTape(header: recording.header, events: recording.events)
  }
  let gestures = importGestures()
  let tapes = gestures.map(record)
  let label = "\(gestures.count) gestures, \(text.utf8.count) B of log"
  Benchmark("Import/parse, map, split (\(label))") { _ in blackHole(importGestures()) }
  Benchmark("Import/record on pizza-halves (\(label))") { _ in
    for gesture in gestures { blackHole(record(gesture)) }
  }
  Benchmark("Import/replay and compare (\(label))") { _ in
    for tape in tapes { blackHole(try? Session.replay(tape, registry: .builtIn)) }
  }
}
