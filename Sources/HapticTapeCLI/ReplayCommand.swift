import ArgumentParser
import Foundation
import HapticTape

/// `haptictape replay TAPE|DIR…`: replays tapes and compares their outputs with the recording.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay tapes and compare what they produce with what they recorded.",
    discussion: """
      Prints one line per tape and, for a divergence, the first divergent event with the input
      that led to it and a few events of context. Exit codes: 0 every tape matches, 1 a tape
      differs, 2 bad input.

      Record modes (--record-mode, or the HAPTICTAPE_RECORD environment variable): missing
      (default; records outputs of tapes that have none), all (same as --update), failed
      (re-records tapes that differ, still exits 1), never (default when CI is set).
      """)

  @Argument(help: "Tape files or folders of tapes (searched recursively for .htape files).")
  var paths: [String]

  @Flag(help: "Re-record the outputs of every tape on purpose (record mode 'all').")
  var update = false

  @Option(help: "missing, all, never or failed.")
  var recordMode: String?

  @Option(help: "Allowed time difference, in milliseconds.")
  var timeTolerance = 1.0

  @Option(help: "Allowed position difference, in points.")
  var positionTolerance = 0.5

  @Option(help: "Allowed difference of intensity, sharpness and other scalar values.")
  var intensityTolerance = 0.01

  func validate() throws {
    guard timeTolerance >= 0, positionTolerance >= 0, intensityTolerance >= 0 else {
      throw ValidationError("tolerances must not be negative")
    }
  }

  func run() throws {
    let (tapes, mode) = try runReportingFailures {
      let mode: RecordMode
      if update {
        mode = .all
      } else if let recordMode {
        guard let parsed = RecordMode(rawValue: recordMode) else {
          throw CommandFailure("--record-mode \(recordMode): use missing, all, never or failed")
        }
        mode = parsed
      } else {
        mode = try RecordMode.resolved(environment: ProcessInfo.processInfo.environment)
      }
      return (try TapeDiscovery.tapes(in: paths), mode)
    }
    if tapes.isEmpty {
      print("no tapes yet in \(paths.joined(separator: ", "))")
      return
    }
    let tolerance = TraceTolerance(
      time: .seconds(timeTolerance / 1_000), position: positionTolerance, scalar: intensityTolerance)
    var tally = Tally()
    for path in tapes {
      tally.add(replay(path, mode: mode, tolerance: tolerance))
    }
    print(tally.summary)
    if tally.troubled > 0 { throw ExitCode(2) }
    if tally.differing > 0 { throw ExitCode(1) }
  }

  /// How one tape fared.
  enum Result {
    case matched, differed, recorded, troubled
  }

  private func replay(_ path: String, mode: RecordMode, tolerance: TraceTolerance) -> Result {
    do {
      let tape = try TapeReader.read(contentsOf: path)
      if let recovery = tape.recoveries.first {
        let more =
          tape.recoveries.count == 1
          ? ""
          : "; \(tape.recoveries.count - 1) more problem(s), listed by `haptictape inspect --summary \(path)`"
        printToStandardError(
          "haptictape: \(path): damaged tape: \(recovery)\(more). What to do: restore the tape from "
            + "version control or re-record it")
        return .troubled
      }
      let hasOutputs = tape.events.contains { !$0.kind.isInput }
      if mode == .all || (mode == .missing && !hasOutputs) {
        let recording = try Session.rerecord(tape)
        try TapeFile.write(recording, to: path)
        print("\(path): recorded (\(recording.events.count - tape.events.filter { $0.kind.isInput }.count) outputs)")
        return .recorded
      }
      let verdict = try Session.replay(tape, tolerance: tolerance)
      guard let report = verdict.report else {
        print(
          "\(path): ok (\(verdict.expected.records.count) outputs, "
            + "\(RecordFormatter.number(verdict.duration.seconds)) s, \(verdict.frameCount) frames)")
        return .matched
      }
      let count = report.divergenceCount
      print("\(path): \(count) divergence\(count == 1 ? "" : "s")")
      for line in report.description.split(separator: "\n") { print("  " + line) }
      if mode == .failed {
        try TapeFile.write(try Session.rerecord(tape), to: path)
        print("  re-recorded; review the change and commit it")
      }
      return .differed
    } catch {
      printToStandardError("haptictape: \(path): \(error)")
      return .troubled
    }
  }

  /// Counts of results over all tapes.
  struct Tally {
    var matched = 0, differing = 0, recorded = 0, troubled = 0

    mutating func add(_ result: Result) {
      switch result {
      case .matched: matched += 1
      case .differed: differing += 1
      case .recorded: recorded += 1
      case .troubled: troubled += 1
      }
    }

    var summary: String {
      let total = matched + differing + recorded + troubled
      var parts = ["\(matched) match"]
      if differing > 0 { parts.append("\(differing) differ") }
      if recorded > 0 { parts.append("\(recorded) recorded") }
      if troubled > 0 { parts.append("\(troubled) unreadable") }
      return "\(total) tape\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }
  }
}
