import Benchmark
import BenchmarkFixtures
import Foundation
import HapticTape

/// AHAP and haptic JSON Lines on the largest real sample (Meta Haptics Studio export, 191,814
/// bytes, one 827-point curve), and gesture scripts: a 100-round session parsed and rendered.
func hapticsBenchmarks() {
  let path = BenchmarkSessions.packageRoot.appendingPathComponent(
    "Tests/HapticsTests/Fixtures/samples/facebook__meta-haptics-sdk__studio_export.ahap")
  if let data = FileManager.default.contents(atPath: path.path),
    let pattern = try? AHAPDecoder().decode([UInt8](data)).pattern
  {
    let bytes = [UInt8](data)
    let lines = Array(HapticJSONLines.encode(pattern.timeline).utf8)
    Benchmark("AHAP/decode (\(bytes.count) B)") { _ in blackHole(try? AHAPDecoder().decode(bytes)) }
    Benchmark("AHAP/encode") { _ in blackHole(AHAPEncoder().encode(pattern)) }
    Benchmark("AHAP/JSON Lines encode (\(lines.count) B)") { _ in
      blackHole(HapticJSONLines.encode(pattern.timeline))
    }
    Benchmark("AHAP/JSON Lines decode (\(lines.count) B)") { _ in
      blackHole(try? HapticJSONLines.decode(lines))
    }
  } else {
    print("missing or unreadable \(path.path)")
  }

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
  Benchmark("Gesture script/parse (\(text.utf8.count) B)") { _ in
    blackHole(try? GestureScript(parsing: text))
  }
  guard let script = try? GestureScript(parsing: text) else {
    print("the benchmark gesture script does not parse")
    return
  }
  for seed in [nil, 7] as [UInt64?] {
    var configuration = GestureRenderConfiguration()
    configuration.jitter = seed.map(GestureJitter.init(seed:))
    Benchmark("Gesture script/render on iPhone 15 Pro, \(seed == nil ? "exact" : "jitter")") { _ in
      blackHole(try? script.render(on: .iPhone15Pro, configuration: configuration))
    }
  }
}
