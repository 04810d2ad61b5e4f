import ArgumentParser
import Foundation
import HapticTape
import HapticTapeReport

/// `haptictape report TAPE|DIR… -o report.html`: one self-contained HTML timeline of tapes.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write a self-contained HTML timeline of tapes (screen, touches, scroll, haptics).",
    discussion: """
      One HTML file with the style, script and data inline; it opens from a file:// URL with no \
      network. Per tape, on one time axis with a scrubber: the screen drawn from the layout \
      samples, the haptic lane, scene events, each scroll view's offsets and phases, and one \
      lane per finger. Each tape is replayed once; a replay that diverges is drawn over the \
      recording with its first divergence marked. A damaged tape is drawn from its intact \
      chunks and the page states what was lost (exit code 2).
      """)

  @Argument(help: "Tape files (.htape or .jsonl) or folders searched recursively for .htape files.")
  var paths: [String]

  @Option(name: .shortAndLong, help: "The HTML file to write.")
  var output: String

  @Option(help: "The page title (default: the paths).")
  var title: String?

  @Flag(help: "Draw the recording only; do not replay the tapes.")
  var noReplay = false

  func validate() throws {
    try TextFile.checkDestination(output, option: "--output", suggestedName: "report.html")
  }

  func run() throws {
    let tapes = try runReportingFailures { try TapeDiscovery.tapes(in: paths) }
    let crashes = try noReplay ? [:] : crashingReplays(of: tapes)
    var models: [ReportTape] = []
    var troubled = false
    for path in tapes {
      do {
        let crash = crashes[path]
        var model = try ReplayCrashContext.replaying(path) {
          try TapeReport.model(of: path, replaying: !noReplay && crash == nil)
        }
        troubled = troubled || !model.problems.isEmpty
        if let crash {
          // Drawn from the recording: its replay traps in the app's code.
          model.problems.append("its replay crashed: \(crash.summary)")
          model.problems += crash.appFrameLines.map { "  " + $0 }
        }
        print(TapeReport.summary(of: model))
        models.append(model)
      } catch {
        printToStandardError("haptictape: \(path): \(error)")
        troubled = true
      }
    }
    let page = ReportPage(
      title: title ?? "HapticTape report: " + paths.joined(separator: " "), tapes: models)
    try runReportingFailures {
      try TextFile.write(try page.html(), to: output, suggestedName: "report.html")
    }
    let diverged = models.filter { $0.replay != nil }.count
    let haptics = models.reduce(0) { $0 + $1.haptics.count }
    print(
      "\(output): \(models.count) tape\(models.count == 1 ? "" : "s"), \(haptics) haptic events, \(diverged) diverged"
    )
    if troubled { throw ExitCode(2) }
    // A crash is the screen failing, as a divergence is in `replay`.
    if !crashes.isEmpty { throw ExitCode(1) }
  }

  /// The tapes whose replay traps, found by replaying them first in worker processes when the
  /// tool has scenes HapticTape does not own (``ReplayWorkers/probing(_:)``); none
  /// otherwise.
  private func crashingReplays(of tapes: [String]) throws -> [String: CrashReport] {
    guard let invocation = HapticTapeCommand.invocation,
      ToolInvocation.hasForeignScenes(HapticTapeCommand.registry)
    else { return [:] }
    var crashes: [String: CrashReport] = [:]
    let workers = ReplayWorkers.probing(invocation)
    try runReportingFailures {
      try workers.run(tapes) { _ in
      } crashed: { path, crash in
        crashes[path] = crash
      }
    }
    return crashes
  }
}
