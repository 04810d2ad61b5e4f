import ArgumentParser
import Foundation
import HapticTape
import HapticTapeReport

/// `haptictape replay TAPE|DIR…`: replays tapes and compares their outputs with the recording.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Replay tapes and compare what they produce with what they recorded.",
    discussion: """
      Prints one line per tape and, for a divergence, the first divergent event with the input \
      that led to it and a few events of context. Exit codes: 0 every tape matches, 1 a tape \
      differs, 2 bad input.

      Record modes (--record-mode, or the HAPTICTAPE_RECORD environment variable): missing \
      (default; records outputs of tapes that have none), all (same as --update), failed \
      (re-records tapes that differ, still exits 1), never (default when CI is set).
      """)

  @Argument(help: "Tape files or folders of tapes (searched recursively for .htape files).")
  var paths: [String]

  @Flag(help: "Re-record the outputs of every tape on purpose (record mode 'all').")
  var update = false

  @Option(help: "When to write outputs back into tapes (see below).")
  var recordMode: RecordMode?

  @Option(
    parsing: .unconditional, help: "Allowed time difference, in milliseconds. (default: 1)",
    transform: NumberOption.timeTolerance.parse)
  var timeTolerance = 1.0

  @Option(
    parsing: .unconditional, help: "Allowed position difference, in points. (default: 0.5)",
    transform: NumberOption.positionTolerance.parse)
  var positionTolerance = 0.5

  @Option(
    parsing: .unconditional,
    help:
      "Allowed difference of intensity, sharpness and other scalar values. (default: 0.01)",
    transform: NumberOption.scalarTolerance.parse)
  var intensityTolerance = 0.01

  @Option(
    help: ArgumentHelp(
      "Write an HTML report of each divergent tape and an index.html into this folder.",
      valueName: "dir"))
  var report: String?

  @Option(
    help: ArgumentHelp(
      "Write JUnit XML: a testsuite per folder, a testcase per tape.", valueName: "file"))
  var junit: String?

  @Option(help: "text (default) or json: one JSON object per tape and line on standard output.")
  var format: ReplayOutputFormat = .text

  @Option(
    help: ArgumentHelp(
      "Replay only shard I of N (1-based), tapes dealt round-robin in path order, e.g. 2/3.",
      valueName: "i/n"),
    transform: ReplayShard.parse)
  var shard: ReplayShard?

  @Option(
    help: ArgumentHelp(
      "Compare only these output kinds, comma-separated: haptic, scene, scroll, layout.",
      valueName: "kinds"))
  var only: String?

  @Option(
    help: ArgumentHelp(
      "What-if run: configuration JSON merged over each tape's own; never re-records.",
      valueName: "json"))
  var config: String?

  @Option(help: .private)
  var workerTapes: String?

  @Option(help: .private)
  var workerResults: String?

  func validate() throws {
    if let junit {
      try TextFile.checkDestination(junit, option: "--junit", suggestedName: "junit.xml")
    }
  }

  func run() throws {
    if let workerTapes, let workerResults {
      return try runWorker(tapes: workerTapes, results: workerResults)
    }
    let (tapes, mode) = try runReportingFailures {
      let mode = try resolvedMode()
      let found = try TapeDiscovery.tapes(in: paths)
      return (shard?.select(found) ?? found, mode)
    }
    let comparison = try runReportingFailures { try ReplayComparison(only: only, config: config) }
    if tapes.isEmpty && junit == nil {
      print("no tapes yet in \(paths.joined(separator: ", "))")
      return
    }
    var tally = Tally()
    var outcomes: [ReplayOutcome] = []
    let reports = report.map(ReplayReportWriter.init(directory:))
    if let invocation = HapticTapeCommand.invocation,
      ToolInvocation.hasForeignScenes(HapticTapeCommand.registry)
    {
      // The app's code may trap: each tape replays in a worker, which takes only itself down.
      let workers = ReplayWorkers.replaying(invocation)
      func add(_ outcome: ReplayOutcome) {
        tally.add(outcome.verdict)
        outcomes.append(outcome)
      }
      try runReportingFailures {
        try workers.run(tapes) { result in
          add(result.outcome)
          if let summary = result.reportSummary {
            reports?.add(path: result.outcome.path, summary: summary)
          }
        } crashed: { path, crash in
          var outcome = ReplayOutcome(path: path, verdict: .crashed)
          outcome.message = crash.summary
          outcome.crash = crash
          switch format {
          case .text:
            print("\(path): crashed: \(crash.summary)")
            for line in crash.appFrameLines { print("  " + line) }
          case .json: print(try ReplayOutputFormat.jsonLine(outcome))
          }
          add(outcome)
        }
      }
    } else {
      for path in tapes {
        let outcome = ReplayCrashContext.replaying(path) {
          replay(path, mode: mode, comparison: comparison, tolerance: tolerance, reports: reports)
        }
        tally.add(outcome.verdict)
        outcomes.append(outcome)
        if format == .json {
          print(try runReportingFailures { try ReplayOutputFormat.jsonLine(outcome) })
        }
      }
    }
    if format == .text { print(tally.summary + comparison.note) }
    if let junit {
      try runReportingFailures {
        try TextFile.write(JUnitReport.xml(outcomes), to: junit, suggestedName: "junit.xml")
      }
      if format == .text { print("junit: \(junit)") }
    }
    if let reports {
      let index = try runReportingFailures { try reports.finish(summary: tally.summary) }
      if format == .text { print("reports: \(index)") }
    }
    if tally.troubled > 0 { throw ExitCode(2) }
    if tally.differing > 0 || tally.crashed > 0 { throw ExitCode(1) }
  }

  /// The record mode: `--update`, else `--record-mode`, else `HAPTICTAPE_RECORD` (and CI);
  /// `never` for a what-if run (`--config`).
  private func resolvedMode() throws -> RecordMode {
    let mode: RecordMode
    if update {
      mode = .all
    } else if let recordMode {
      mode = recordMode
    } else {
      mode = try RecordMode.resolved(environment: ProcessInfo.processInfo.environment)
    }
    return config == nil ? mode : .never
  }

  /// The tolerances of the comparison; --time-tolerance is at most 60,000 ms
  /// (NumberOption.timeTolerance).
  private var tolerance: TraceTolerance {
    TraceTolerance(
      time: .seconds(timeTolerance / 1_000), position: positionTolerance, scalar: intensityTolerance
    )
  }

  /// A worker's part of a run (``ReplayWorkers``): replays the tapes listed in `tapes` in
  /// order, printing each one's lines as a run does and appending its ``ReplayWorkerResult``
  /// to `results`; the parent prints the summary and writes the JUnit file and report index.
  private func runWorker(tapes list: String, results: String) throws {
    let listed = try runReportingFailures { try Data(contentsOf: URL(fileURLWithPath: list)) }
    let tapes = String(decoding: listed, as: UTF8.self).split(separator: "\0").map(String.init)
    let mode = try runReportingFailures { try resolvedMode() }
    let comparison = try runReportingFailures { try ReplayComparison(only: only, config: config) }
    let reports = report.map(ReplayReportWriter.init(directory:))
    guard let output = FileHandle(forWritingAtPath: results) else {
      throw CommandFailure("cannot write the worker's results to \(results)")
    }
    for path in tapes {
      let before = reports?.entries.count ?? 0
      let outcome = ReplayCrashContext.replaying(path) {
        replay(path, mode: mode, comparison: comparison, tolerance: tolerance, reports: reports)
      }
      if format == .json {
        print(try runReportingFailures { try ReplayOutputFormat.jsonLine(outcome) })
      }
      let summary = (reports?.entries.count ?? 0) > before ? reports?.entries.last?.summary : nil
      try WorkerProcess.append(
        ReplayWorkerResult(outcome: outcome, reportSummary: summary), to: output)
    }
    try output.close()
  }

  private func replay(
    _ path: String, mode: RecordMode, comparison: ReplayComparison, tolerance: TraceTolerance,
    reports: ReplayReportWriter?
  ) -> ReplayOutcome {
    func say(_ line: String) {
      if format == .text { print(line) }
    }
    do {
      let tape = try TapeReader.read(contentsOf: path)
      if let recovery = tape.recoveries.first {
        let more =
          tape.recoveries.count == 1
          ? ""
          : "; \(tape.recoveries.count - 1) more problem(s), listed by `haptictape inspect --summary \(path)`"
        let text =
          "damaged tape: \(recovery)\(more). What to do: restore the tape from version control or "
          + "re-record it"
        printToStandardError("haptictape: \(path): \(text)")
        var outcome = ReplayOutcome(path: path, verdict: .unreadable)
        outcome.message = text
        return outcome
      }
      let hasOutputs = tape.events.contains { !$0.kind.isInput }
      if mode == .all || (mode == .missing && !hasOutputs) {
        let recording = try Session.rerecord(tape, registry: HapticTapeCommand.registry)
        try TapeFile.write(recording, to: path)
        let outputs = recording.events.count - tape.events.filter { $0.kind.isInput }.count
        let line = "recorded (\(outputs) outputs)"
        say("\(path): \(line)")
        var outcome = ReplayOutcome(path: path, verdict: .recorded)
        outcome.scene = tape.header.sceneID
        outcome.message = line
        return outcome
      }
      let verdict = try comparison.replay(tape, tolerance: tolerance)
      let outcome = ReplayOutcome(path: path, tape: tape, verdict: verdict)
      guard let report = verdict.report else {
        say(
          "\(path): ok (\(verdict.expectedCount) outputs, "
            + "\(RecordFormatter.number(verdict.duration.seconds)) s, \(verdict.frameCount) frames)"
        )
        return outcome
      }
      let count = report.divergenceCount
      say("\(path): \(count) divergence\(count == 1 ? "" : "s")")
      for line in report.description.split(separator: "\n") { say("  " + line) }
      try reports?.add(path: path, tape: tape, verdict: verdict)
      if mode == .failed {
        try TapeFile.write(
          try Session.rerecord(tape, registry: HapticTapeCommand.registry), to: path)
        say("  re-recorded; review the change and commit it")
      }
      return outcome
    } catch let error as TapeError {
      // A tape error already names its file.
      let text = "\(error.inFile(path))"
      printToStandardError("haptictape: \(text)")
      var outcome = ReplayOutcome(path: path, verdict: .unreadable)
      outcome.message = text
      return outcome
    } catch let error as SceneError where error.code == .invalidConfiguration {
      let text = SceneErrorText.configuration(error)
      printToStandardError("haptictape: \(path): \(text)")
      var outcome = ReplayOutcome(path: path, verdict: .unreadable)
      outcome.message = text
      return outcome
    } catch {
      printToStandardError("haptictape: \(path): \(error)")
      var outcome = ReplayOutcome(path: path, verdict: .unreadable)
      outcome.message = "\(error)"
      return outcome
    }
  }

  /// Counts of results over all tapes.
  struct Tally {
    var matched = 0, differing = 0, recorded = 0, troubled = 0, crashed = 0

    mutating func add(_ verdict: ReplayOutcome.Verdict) {
      switch verdict {
      case .match: matched += 1
      case .differ: differing += 1
      case .recorded: recorded += 1
      case .unreadable: troubled += 1
      case .crashed: crashed += 1
      }
    }

    var summary: String {
      let total = matched + differing + recorded + troubled + crashed
      var parts = ["\(matched) match"]
      if differing > 0 { parts.append("\(differing) differ") }
      if crashed > 0 { parts.append("\(crashed) crashed") }
      if recorded > 0 { parts.append("\(recorded) recorded") }
      if troubled > 0 { parts.append("\(troubled) unreadable") }
      return "\(total) tape\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }
  }
}
