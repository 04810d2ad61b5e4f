import Benchmark
import BenchmarkFixtures
import HapticTape

/// The seed-7 600 s full session (touches, scroll and haptic records), generated once.
let fullSession = BenchmarkSessions.fullSession(seed: BenchmarkSessions.seeds[0])
/// Its sealed `.htape` bytes.
let fullSessionTape = BenchmarkSessions.encode(fullSession)
/// The size of its JSON Lines, the yardstick for MB/s.
let fullSessionJSONBytes = BenchmarkSessions.jsonLines(fullSession).count

/// Codec speed on the seed-7 full session. Bars (CONTRIBUTING.md, "Benchmarks and quality
/// bars"): decode ≥ 500 MB/s of JSON Lines (bytes ÷ time per iteration), append < 200 ns/event
/// amortized with sealing (encode time ÷ events); and ours, no allocation per appended event, so
/// that recording stays cheap however long the session.
func tapeBenchmarks() {
  let events = fullSession.count
  let megabytes = String(format3(Double(fullSessionJSONBytes) / 1e6))
  Benchmark("Tape/decode: CRC, inflate, columns → events (\(events) events, \(megabytes) MB of JSON Lines)") {
    benchmark in
    blackHole(try? TapeReader.read(bytes: fullSessionTape))
  }
  Benchmark("Tape/encode: append, seal, deflate (\(events) events)") { benchmark in
    blackHole(BenchmarkSessions.encode(fullSession))
  }
  // Append alone: one chunk holds the whole session, so no seal happens while measuring.
  let oneChunk = TapeWriter.Configuration(
    maximumEventsPerChunk: events + 1, maximumChunkDuration: .seconds(1e9))
  Benchmark("Tape/append alone, one preallocated chunk (\(events) events)") { benchmark in
    var writer = TapeWriter(header: BenchmarkSessions.header, configuration: oneChunk)
    benchmark.startMeasurement()
    for event in fullSession { try? writer.append(event) }
    benchmark.stopMeasurement()
    precondition(writer.chunkCount == 0, "append alone sealed a chunk")
    blackHole(writer.chunkCount)
  }
}
