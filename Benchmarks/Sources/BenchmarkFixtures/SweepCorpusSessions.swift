import Foundation
import HapticTape
import SeedScenes

/// The sweep corpora under `Corpus/`, read as `haptictape sweep` reads them, for the sweep
/// benchmarks and the profile workload.
public enum SweepCorpusSessions {
  /// The grid both measure: the secret offer's opening threshold either side of the shipped 70 %
  /// (one point where the real swipe decides, one where none opens).
  public static let vary = ["openProgress=0.65,0.7"]

  /// The sessions of `Corpus/secret-offer/pulls` (222 real swipes after a scripted lead-in),
  /// sorted by path, with their summed length in seconds as `Session.replay` reports it.
  public static func secretOfferPulls() -> (sessions: [SweepSession], seconds: Double) {
    load("Corpus/secret-offer/pulls")
  }

  /// The sessions of the `.htape` files under `folder` (relative to the package root), sorted
  /// by path, and their summed length in seconds; a tape that cannot be read is named and left
  /// out.
  public static func load(_ folder: String) -> (sessions: [SweepSession], seconds: Double) {
    let root = BenchmarkSessions.packageRoot.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    var sessions: [SweepSession] = []
    var seconds = 0.0
    for name in names.sorted() where name.hasSuffix(".htape") {
      let path = root.appendingPathComponent(name).path
      guard let tape = try? TapeReader.read(contentsOf: path),
        let replay = try? Session.replay(tape, registry: .builtIn)
      else {
        print("\(folder)/\(name): cannot be read or replayed; it is left out")
        continue
      }
      sessions.append(SweepSession(name: path, tape: tape))
      seconds += replay.duration.seconds
    }
    return (sessions, seconds)
  }

  /// `count` sessions made by repeating `sessions` in order, each named apart; the repeats share
  /// their inputs' storage, so only what the sweep itself keeps per session grows with `count`.
  public static func repeated(_ sessions: [SweepSession], count: Int) -> [SweepSession] {
    guard !sessions.isEmpty else { return [] }
    return (0..<max(count, 0)).map { index in
      var session = sessions[index % sessions.count]
      session.name = "\(index)-\(session.name)"
      return session
    }
  }

  /// The sweep of `Corpus/secret-offer/pulls` over ``vary``.
  public static func secretOfferSweep() -> FeelSweep? {
    try? FeelSweep(sceneID: "secret-offer", vary: vary, registry: .builtIn)
  }
}
