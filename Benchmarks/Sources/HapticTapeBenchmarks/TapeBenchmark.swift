import AllocationCounter
import Foundation
import HapticTape

/// The `tape` suite: `.htape` size against JSON Lines and general-purpose compressors, codec
/// throughput, and writer append cost, on generated 120 Hz sessions.
enum TapeBenchmark {
  /// Session length in seconds (compression.md measures 600 s sessions).
  static let sessionSeconds = 600.0
  /// Generator seeds (compression.md reports seed 7 and checks 1, 2, 3).
  static let seeds: [UInt64] = [7, 1, 2, 3]

  static let suite = BenchmarkSuite(
    name: "tape",
    summary:
      ".htape bytes per touch sample vs JSON Lines + gzip/xz/zstd, codec MB/s, append ns/event",
    run: { run() })

  static let speedSuite = BenchmarkSuite(
    name: "tape-speed", summary: "only the codec throughput and append cost of the tape suite",
    run: {
      let (touches, outputs) = TouchSessionGenerator.session(
        seed: seeds[0], seconds: sessionSeconds)
      throughput((touches + outputs).sorted { $0.timestamp < $1.timestamp })
    })

  static let decodeSuite = BenchmarkSuite(
    name: "tape-decode", summary: "decodes the seed-7 full session 20 times (for profiling)",
    run: {
      let (touches, outputs) = TouchSessionGenerator.session(
        seed: seeds[0], seconds: sessionSeconds)
      let tape = encode((touches + outputs).sorted { $0.timestamp < $1.timestamp })
      var count = 0
      let seconds = CPUTime.best(of: 20) {
        count = (try? TapeReader.read(bytes: tape))?.events.count ?? -1
      }
      print("decoded \(count) events in \(seconds) s")
    })

  static let header = TapeHeader(
    sceneID: "benchmark", sceneConfiguration: "{}", device: .iPhone15Pro,
    metadata: ["generator": "compression.md model"])

  static func run() {
    if let directory = ProcessInfo.processInfo.environment["HAPTICTAPE_BENCHMARK_EXPORT"] {
      let (touches, outputs) = TouchSessionGenerator.session(
        seed: seeds[0], seconds: sessionSeconds)
      let full = (touches + outputs).sorted { $0.timestamp < $1.timestamp }
      try? RecordedTape(header: header, events: touches).write(to: directory + "/touch.jsonl")
      try? RecordedTape(header: header, events: full).write(to: directory + "/full.jsonl")
      print("wrote \(directory)/touch.jsonl and full.jsonl")
      return
    }
    print(
      "sessions: \(Int(sessionSeconds)) s at 120 Hz, device \(header.device.name), default writer configuration"
    )
    print()
    print(
      "| seed | stream | touch samples | events | .htape | raw JSONL | gzip -9 | xz -9 | zstd -19 | .htape vs gzip -9 |"
    )
    print("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    var speedSession: [TapeEvent] = []
    for seed in seeds {
      let (touches, outputs) = TouchSessionGenerator.session(seed: seed, seconds: sessionSeconds)
      let full = (touches + outputs).sorted { $0.timestamp < $1.timestamp }
      if seed == seeds[0] { speedSession = full }
      for (name, events) in [("touch", touches), ("full", full)] {
        report(seed: seed, stream: name, events: events, samples: touches.count)
      }
      if seed == seeds[0] {
        // Sensitivity: what the crash-safety of 60 s chunks costs, against one 10-minute chunk.
        let oneChunk = TapeWriter.Configuration(maximumChunkDuration: .seconds(sessionSeconds + 1))
        for (name, events) in [("touch, 600 s chunks", touches), ("full, 600 s chunks", full)] {
          report(
            seed: seed, stream: name, events: events, samples: touches.count,
            configuration: oneChunk)
        }
      }
    }
    print()
    throughput(speedSession)
  }

  static func encode(_ events: [TapeEvent], configuration: TapeWriter.Configuration = .init())
    -> [UInt8]
  {
    var writer = TapeWriter(header: header, configuration: configuration)
    do {
      try writer.append(contentsOf: events)
      try writer.finish()
    } catch {
      fatalError("benchmark session failed to encode: \(error)")
    }
    return writer.bytes
  }

  static func jsonLines(_ events: [TapeEvent]) -> [UInt8] {
    Array(TapeJSONLines.encode(header: header, events: events).utf8)
  }

  static func report(
    seed: UInt64, stream: String, events: [TapeEvent], samples: Int,
    configuration: TapeWriter.Configuration = .init()
  ) {
    let tape = encode(events, configuration: configuration)
    let json = jsonLines(events)
    let gzip = compressedSize(json, tool: "gzip", arguments: ["-9", "-n", "-c"])
    let xz = compressedSize(json, tool: "xz", arguments: ["-9", "-T1", "-c"])
    let zstd = compressedSize(json, tool: "zstd", arguments: ["-19", "-q", "-c"])
    func perSample(_ bytes: Int?) -> String {
      guard let bytes else { return "not installed" }
      return String(format: "%.3f B", Double(bytes) / Double(samples))
    }
    let ratio = gzip.map { String(format: "%.2f×", Double($0) / Double(tape.count)) } ?? "n/a"
    print(
      "| \(seed) | \(stream) | \(samples) | \(events.count) | \(perSample(tape.count)) | \(perSample(json.count)) "
        + "| \(perSample(gzip)) | \(perSample(xz)) | \(perSample(zstd)) | \(ratio) |")
  }

  /// The size of `input` compressed by a system tool, or `nil` when the tool is not installed.
  static func compressedSize(_ input: [UInt8], tool: String, arguments: [String]) -> Int? {
    guard
      let path = ["/usr/bin/", "/bin/", "/usr/local/bin/"].map({ $0 + tool })
        .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    else { return nil }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "haptictape-bench-\(tool).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    do {
      try Data(input).write(to: file)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: path)
      process.arguments = arguments + [file.path]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return process.terminationStatus == 0 ? output.count : nil
    } catch {
      return nil
    }
  }

  static func throughput(_ events: [TapeEvent]) {
    let json = jsonLines(events)
    let megabytes = Double(json.count) / 1e6
    var tape: [UInt8] = []
    let encodeSeconds = CPUTime.best(of: 5) { tape = encode(events) }
    var decodedCount = 0
    let decodeSeconds = CPUTime.best(of: 5) {
      decodedCount = (try? TapeReader.read(bytes: tape))?.events.count ?? -1
    }
    precondition(decodedCount == events.count, "decode lost events")

    // Append alone: one chunk holds the whole session, so no seal happens while timing.
    let oneChunk = TapeWriter.Configuration(
      maximumEventsPerChunk: events.count + 1, maximumChunkDuration: .seconds(1e9))
    var appendSeconds = Double.infinity
    var allocations: UInt64 = 0
    var sealed = 0
    var failed = 0
    for _ in 0..<5 {
      var writer = TapeWriter(header: header, configuration: oneChunk)
      let before = haptictape_allocation_count()
      let start = CPUTime.now
      failed = 0
      for event in events {
        do { try writer.append(event) } catch { failed += 1 }
      }
      appendSeconds = min(appendSeconds, CPUTime.now - start)
      allocations = haptictape_allocation_count() - before
      sealed = writer.chunkCount
    }
    precondition(
      sealed == 0 && failed == 0, "append-alone sealed \(sealed) chunks, \(failed) appends failed")
    print(
      "(times are this thread's CPU time, best of 5, so other processes on the machine do not count)"
    )
    print(
      "throughput, seed \(seeds[0]) full session (\(events.count) events, \(json.count) B of JSON Lines, \(tape.count) B of .htape):"
    )
    print("| measure | value |")
    print("|---|---:|")
    print(
      String(
        format: "| encode (append + seal + deflate -9), MB/s of JSON Lines | %.0f |",
        megabytes / encodeSeconds))
    print(
      String(
        format: "| decode (CRC + inflate + columns → events), MB/s of JSON Lines | %.0f |",
        megabytes / decodeSeconds))
    print(
      String(
        format: "| append, ns/event, amortized with sealing (default configuration) | %.0f |",
        encodeSeconds / Double(events.count) * 1e9))
    print(
      String(
        format: "| append alone, ns/event (preallocated chunk, no seal) | %.0f |",
        appendSeconds / Double(events.count) * 1e9))
    print(
      "| heap allocations while appending \(events.count) events into a preallocated chunk | \(allocations) |"
    )
  }
}
