import BenchmarkFixtures
import Foundation
import HapticTape
import SeedScenes

#if os(Linux)
  import SeedScreensHosting
#endif

// A fixed workload for instruction counting under callgrind, where package-benchmark's malloc
// interposer cannot run: repeats one measured operation and prints nothing about time.
// `profile-instructions` and `check-instructions` (next to this package's manifest) count only
// what runs inside `measured` (callgrind's --toggle-collect). Reading the inputs and the first
// replay of each tape (which totals their seconds, and pays the process's first-use costs:
// generic metadata, conformance caches) stay outside the count.
// Usage: haptictape-profile replay|scene|uikit-replay|uikit-scene|sweep|sweep-read|decode|encode|jsonl-decode|ahap-decode|haptic-jsonl-decode
//        [SCENE-ID] REPETITIONS [--unchecked]
// --unchecked: a tape that replays with differences is measured too, not left out (CI checks
// the tapes in the example package's tests).

/// Runs the repetitions: the one function whose instructions the scripts count.
@inline(never)
func measured(_ repetitions: () throws -> Int) rethrows -> Int {
  try repetitions()
}

let checksTapes = !CommandLine.arguments.contains("--unchecked")
let arguments = Array(CommandLine.arguments.dropFirst().filter { $0 != "--unchecked" })
guard arguments.count >= 2, let repetitions = Int(arguments[arguments.count - 1]) else {
  print(
    "usage: haptictape-profile replay|scene|sweep|sweep-read|decode|encode|jsonl-decode|ahap-decode|haptic-jsonl-decode "
      + "[SCENE-ID] REPETITIONS [--unchecked]")
  exit(2)
}
let sceneID = arguments.count == 3 ? arguments[1] : nil

switch arguments[0] {
case "replay", "scene":
  let tapes = BenchmarkSessions.goldens(checked: checksTapes).map(\.tape).filter {
    sceneID == nil || $0.header.sceneID == sceneID
  }
  var seconds = 0.0
  for tape in tapes { seconds += (try Session.replay(tape, registry: .builtIn)).duration.seconds }
  print("\(tapes.count) tapes, \(seconds) s recorded")
  let sink = try measured {
    var sink = 0
    for _ in 0..<repetitions {
      for tape in tapes {
        if arguments[0] == "replay" {
          sink &+= try Session.replay(tape, registry: .builtIn).frameCount
        } else {
          sink &+= try Session.stepScene(tape, registry: .builtIn).frameCount
        }
      }
    }
    return sink
  }
  print(sink)
case "uikit-replay", "uikit-scene":
  // The UIKit seed screens' tapes (Examples/UIKitSeeds), the app's UIKit code hosted.
  #if os(Linux)
    let registry = SceneRegistry(SeedScreensRegistry.screens)
    let tapes = UIKitSeedTapes.load(registry: registry, sceneID: sceneID, checked: checksTapes)
      .filter { sceneID == nil || $0.header.sceneID == sceneID }
    var seconds = 0.0
    for tape in tapes { seconds += (try Session.replay(tape, registry: registry)).duration.seconds }
    print("\(tapes.count) tapes, \(seconds) s recorded")
    let sink = try measured {
      var sink = 0
      for _ in 0..<repetitions {
        for tape in tapes {
          if arguments[0] == "uikit-replay" {
            sink &+= try Session.replay(tape, registry: registry).frameCount
          } else {
            sink &+= try Session.stepScene(tape, registry: registry).frameCount
          }
        }
      }
      return sink
    }
    print(sink)
  #else
    print("the UIKit surface exists on Linux only")
    exit(2)
  #endif
case "sweep":
  // Every replay of a sweep of Corpus/secret-offer/pulls over SweepCorpusSessions.vary, on this
  // thread (`FeelSweep.measure`, what `run`'s workers do, the lead-in the sessions share replayed
  // once per batch; callgrind cannot follow the concurrency pool's threads): what
  // `haptictape sweep` does once the corpus is read.
  let (sessions, seconds) = SweepCorpusSessions.secretOfferPulls()
  guard let sweep = SweepCorpusSessions.secretOfferSweep() else {
    print("the sweep of Corpus/secret-offer/pulls does not build")
    exit(2)
  }
  let points = sweep.grid.pointCount
  print("\(sessions.count) sessions × \(points) points, \(seconds * Double(points)) session-s")
  let sink = measured {
    var sink = 0
    for _ in 0..<repetitions {
      for measures in sweep.measure(sessions, atPoints: Array(0..<points)) ?? [] {
        sink &+= measures.filter(\.reached).count
      }
    }
    return sink
  }
  print(sink)
case "sweep-read":
  // Reading Corpus/secret-offer/pulls as `haptictape sweep` does before its replays: each tape's
  // inputs decoded (not its recorded outputs) and made a session (inputs, device and end).
  let folder = BenchmarkSessions.packageRoot.appendingPathComponent("Corpus/secret-offer/pulls")
  let paths = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    .filter { $0.hasSuffix(".htape") }.map { folder.appendingPathComponent($0).path }
  print("\(paths.count) tapes")
  let sink = try measured {
    var sink = 0
    for _ in 0..<repetitions {
      for path in paths {
        let tape = try TapeReader.readInputs(contentsOf: path)
        sink &+= SweepSession(name: path, tape: tape).inputs.count
      }
    }
    return sink
  }
  print(sink)
case "decode", "encode":
  let session = BenchmarkSessions.fullSession(seed: BenchmarkSessions.seeds[0])
  let tape = BenchmarkSessions.encode(session)
  print("\(session.count) events, \(BenchmarkSessions.jsonLines(session).count) B of JSON Lines")
  let sink = try measured {
    var sink = 0
    for _ in 0..<repetitions {
      if arguments[0] == "decode" {
        sink &+= try TapeReader.read(bytes: tape).events.count
      } else {
        sink &+= BenchmarkSessions.encode(session).count
      }
    }
    return sink
  }
  print(sink)
case "jsonl-decode":
  // The seed-7 session as JSON Lines (4.55 MB), read back as `haptictape convert` reads it.
  let lines = BenchmarkSessions.jsonLines(
    BenchmarkSessions.fullSession(seed: BenchmarkSessions.seeds[0]))
  print("\(lines.count) B of JSON Lines")
  let sink = try measured {
    var sink = 0
    for _ in 0..<repetitions { sink &+= try TapeJSONLines.decode(lines).events.count }
    return sink
  }
  print(sink)
case "ahap-decode", "haptic-jsonl-decode":
  // The largest real AHAP sample (Meta Haptics Studio export, 191,814 bytes), or its haptic JSON
  // Lines, as the package-benchmark suite's AHAP benchmarks read them.
  let path = BenchmarkSessions.packageRoot.appendingPathComponent(
    "Tests/HapticsTests/Fixtures/samples/facebook__meta-haptics-sdk__studio_export.ahap")
  guard let data = FileManager.default.contents(atPath: path.path) else {
    print("missing \(path.path)")
    exit(2)
  }
  let ahap = [UInt8](data)
  let lines = Array(HapticJSONLines.encode(try AHAPDecoder().decode(ahap).pattern.timeline).utf8)
  print("\(ahap.count) B of AHAP, \(lines.count) B of haptic JSON Lines")
  let sink = try measured {
    var sink = 0
    for _ in 0..<repetitions {
      if arguments[0] == "ahap-decode" {
        sink &+= try AHAPDecoder().decode(ahap).pattern.timeline.events.count
      } else {
        sink &+= try HapticJSONLines.decode(lines).events.count
      }
    }
    return sink
  }
  print(sink)
default:
  print("unknown workload \(arguments[0])")
  exit(2)
}
