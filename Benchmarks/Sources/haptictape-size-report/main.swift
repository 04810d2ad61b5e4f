import BenchmarkFixtures
import Foundation
import HapticTape

// The size table: .htape bytes per touch sample beside JSON Lines and gzip -9 / xz -9 / zstd -19
// of the same events, for generated 600 s sessions at 120 Hz (docs/tape-compression.md's model)
// and the real swipe-shield capture. Sizes are deterministic, so this is a plain report, not a
// benchmark.
// Run: swift run -c release --package-path Benchmarks haptictape-size-report

/// Bytes per touch sample, three decimals, or why there is no number.
func perSample(_ bytes: Int?, _ samples: Int) -> String {
  guard let bytes else { return "not installed" }
  return String(format: "%.3f B", Double(bytes) / Double(samples))
}

/// One table row: the tape against the JSON Lines of the same events, raw and compressed.
func report(
  _ label: String, samples: Int, header: TapeHeader = BenchmarkSessions.header, events: [TapeEvent],
  configuration: TapeWriter.Configuration = .init()
) {
  let tape = BenchmarkSessions.encode(events, header: header, configuration: configuration).count
  let json = Array(TapeJSONLines.encode(header: header, events: events).utf8)
  let gzip = BenchmarkSessions.compressedSize(json, tool: "gzip", arguments: ["-9", "-n", "-c"])
  let xz = BenchmarkSessions.compressedSize(json, tool: "xz", arguments: ["-9", "-T1", "-c"])
  let zstd = BenchmarkSessions.compressedSize(json, tool: "zstd", arguments: ["-19", "-q", "-c"])
  let ratio = gzip.map { String(format: "%.2f×", Double($0) / Double(tape)) } ?? "n/a"
  print(
    "| \(label) | \(samples) | \(events.count) | \(perSample(tape, samples)) | \(perSample(json.count, samples)) "
      + "| \(perSample(gzip, samples)) | \(perSample(xz, samples)) | \(perSample(zstd, samples)) | \(ratio) |"
  )
}

let seconds = BenchmarkSessions.sessionSeconds
print(
  "generated sessions: \(Int(seconds)) s at 120 Hz, iPhone 15 Pro, default writer configuration (60 s chunks)"
)
print()
print(
  "| seed, stream | touch samples | events | .htape | raw JSONL | gzip -9 | xz -9 | zstd -19 | .htape vs gzip -9 |"
)
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
for seed in BenchmarkSessions.seeds {
  let (touches, outputs) = TouchSessionGenerator.session(seed: seed, seconds: seconds)
  let full = (touches + outputs).sorted { $0.timestamp < $1.timestamp }
  report("\(seed), touch", samples: touches.count, events: touches)
  report("\(seed), full", samples: touches.count, events: full)
  if seed == BenchmarkSessions.seeds[0] {
    // Sensitivity: what the crash-safety of 60 s chunks costs, against one 10-minute chunk.
    let oneChunk = TapeWriter.Configuration(maximumChunkDuration: .seconds(seconds + 1))
    report(
      "\(seed), touch, one 600 s chunk", samples: touches.count, events: touches,
      configuration: oneChunk)
    report(
      "\(seed), full, one 600 s chunk", samples: touches.count, events: full,
      configuration: oneChunk)
  }
}

// The real swipe-shield capture (222 human swipes, 180 Hz; Apache-2.0, copied into
// Tests/TouchImportTests/Fixtures); docs/tape-compression.md#real-capture measured it too.
let capture = BenchmarkSessions.packageRoot.appendingPathComponent(
  "Tests/TouchImportTests/Fixtures/swipe-shield_getevent-lt_filtered.txt")
if let data = FileManager.default.contents(atPath: capture.path) {
  let text = String(decoding: data, as: UTF8.self)
  let screen = DeviceProfile.iPhone15Pro.screenSize
  let header = TapeHeader(sceneID: "pizza-halves", device: .iPhone15Pro)
  print()
  print("real capture: \(capture.lastPathComponent)")
  print()
  print(
    "| stream | touch samples | events | .htape | raw JSONL | gzip -9 | xz -9 | zstd -19 | .htape vs gzip -9 |"
  )
  print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
  let units: [(String, TouchLogMapping.Units)] = [
    (
      "touch stream, points",
      .panel(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2399))
    ),
    ("touch stream, panel units", .unmapped),
  ]
  for (label, unit) in units {
    let mapping = TouchLogMapping(screen: screen, units: unit)
    guard let touches = try? GeteventParser().parse(text).imported(with: mapping),
      let events = try? touches.samples.map({ try TapeEvent.touch($0).quantized(to: header.grids) })
    else {
      print("the capture no longer imports")
      break
    }
    report(label, samples: events.count, header: header, events: events)
  }
} else {
  print("no capture at \(capture.path)")
}
