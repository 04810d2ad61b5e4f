import Foundation
import BenchmarkFixtures
import HapticTape

// A fixed workload for instruction counting under callgrind, where package-benchmark's malloc
// interposer cannot run: repeats one measured operation and prints nothing about time.
// Instructions per repetition = (Ir of N repetitions − Ir of 0) ÷ N; `profile-instructions`
// (next to this package's manifest) does that subtraction.
// Usage: haptictape-profile replay|scene|decode|encode [SCENE-ID] REPETITIONS

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, let repetitions = Int(arguments[arguments.count - 1]) else {
  print("usage: haptictape-profile replay|scene|decode|encode [SCENE-ID] REPETITIONS")
  exit(2)
}
let sceneID = arguments.count == 3 ? arguments[1] : nil

switch arguments[0] {
case "replay", "scene":
  let tapes = BenchmarkSessions.goldens().map(\.tape).filter { sceneID == nil || $0.header.sceneID == sceneID }
  var seconds = 0.0
  for tape in tapes { seconds += (try Session.replay(tape)).duration.seconds }
  print("\(tapes.count) tapes, \(seconds) s recorded")
  var sink = 0
  for _ in 0..<repetitions {
    for tape in tapes {
      if arguments[0] == "replay" {
        sink &+= try Session.replay(tape).frameCount
      } else {
        sink &+= try Session.stepScene(tape).frameCount
      }
    }
  }
  print(sink)
case "decode", "encode":
  let session = BenchmarkSessions.fullSession(seed: BenchmarkSessions.seeds[0])
  let tape = BenchmarkSessions.encode(session)
  print("\(session.count) events, \(BenchmarkSessions.jsonLines(session).count) B of JSON Lines")
  var sink = 0
  for _ in 0..<repetitions {
    if arguments[0] == "decode" {
      sink &+= try TapeReader.read(bytes: tape).events.count
    } else {
      sink &+= BenchmarkSessions.encode(session).count
    }
  }
  print(sink)
default:
  print("unknown workload \(arguments[0])")
  exit(2)
}
