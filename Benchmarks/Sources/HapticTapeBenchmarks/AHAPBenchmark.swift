import Foundation
import HapticTape

/// AHAP and haptic JSON Lines throughput on the largest real sample (Meta Haptics Studio export,
/// 191,814 bytes, one 827-point curve).
let ahapBenchmark = BenchmarkSuite(
  name: "ahap",
  summary: "AHAP decode/encode and JSON Lines encode/decode of a 192 KB real export"
) {
  let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent(
      "Tests/HapticsTests/Fixtures/samples/facebook__meta-haptics-sdk__studio_export.ahap")
  guard let data = FileManager.default.contents(atPath: path.path) else {
    print("missing \(path.path)")
    return
  }
  let bytes = [UInt8](data)
  guard let pattern = try? AHAPDecoder().decode(bytes).pattern else {
    print("cannot decode \(path.path)")
    return
  }
  let exported = Array(AHAPEncoder().encode(pattern).utf8)
  let lines = Array(HapticJSONLines.encode(pattern.timeline).utf8)
  let repetitions = 20

  func report(_ label: String, bytes count: Int, _ body: () -> Void) {
    let seconds = Stopwatch.best(of: repetitions, body)
    let megabytes = Double(count) / 1e6
    print("\(label)\t\(Int(megabytes / seconds)) MB/s\t\(Int(seconds * 1e6)) µs per file")
  }
  report("AHAP decode (\(bytes.count) B)", bytes: bytes.count) {
    _ = try? AHAPDecoder().decode(bytes)
  }
  report("AHAP encode (\(exported.count) B)", bytes: exported.count) {
    _ = AHAPEncoder().encode(pattern)
  }
  report("JSONL encode (\(lines.count) B)", bytes: lines.count) {
    _ = HapticJSONLines.encode(pattern.timeline)
  }
  report("JSONL decode (\(lines.count) B)", bytes: lines.count) {
    _ = try? HapticJSONLines.decode(lines)
  }
}
