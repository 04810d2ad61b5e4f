import Foundation

/// `replay` in a tool whose scenes HapticTape does not own: the tapes replay in a worker copy
/// of the tool, so a trap in the app's code fails that tape, not the run.
///
/// A worker is the tool itself, started again with the same arguments and the hidden options
/// `--worker-tapes FILE --worker-results FILE`. It replays a batch of tapes in order, printing
/// each tape's lines as `replay` does and appending its ``ReplayWorkerResult`` to the results
/// file. When it dies, the tape it was on is reported as `crashed` with the trap's
/// ``CrashReport``, and a new worker takes the rest of the batch. One process per batch, not
/// per tape: a run with no crash starts one worker.
struct ReplayWorkers {
  /// How the tool was started.
  var invocation: ToolInvocation
  /// A worker's arguments, given its tape list's and results' files.
  var arguments: (_ tapes: String, _ results: String) -> [String]
  /// Whether the workers' standard output is dropped: a probe that only wants the results.
  var isQuiet = false

  /// Workers for `replay`: the tool's own arguments with the worker's options after `replay`.
  static func replaying(_ invocation: ToolInvocation) -> ReplayWorkers {
    ReplayWorkers(invocation: invocation) { tapes, results in
      invocation.arguments(
        inserting: ["--worker-tapes", tapes, "--worker-results", results], after: "replay")
    }
  }

  /// Quiet workers that replay tapes as they are (never recording) to find those whose
  /// replay traps, for a command that replays in process afterwards (`report`): replays are
  /// deterministic, so a tape that did not trap in a worker does not trap in process.
  static func probing(_ invocation: ToolInvocation) -> ReplayWorkers {
    var workers = ReplayWorkers(invocation: invocation) {
      tapes, results in
      // The list stands in for `replay`'s required paths, which a worker does not read.
      [
        "replay", tapes, "--worker-tapes", tapes, "--worker-results", results, "--record-mode",
        "never", "--format", "json",
      ]
    }
    workers.isQuiet = true
    return workers
  }

  /// Replays `tapes` in workers, calling `record` with each tape's result in order and
  /// `crashed` for a tape whose worker died, with the trap's report.
  /// - Throws: ``CommandFailure`` when a worker cannot start or ends with a usage error.
  func run(
    _ tapes: [String], record: (ReplayWorkerResult) throws -> Void,
    crashed: (_ path: String, _ report: CrashReport) throws -> Void
  ) throws {
    let folder = try WorkerProcess.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var remaining = tapes[...]
    var batch = 0
    while !remaining.isEmpty {
      batch += 1
      let list = folder.appendingPathComponent("tapes-\(batch)")
      let results = folder.appendingPathComponent("results-\(batch).jsonl")
      // NUL-separated: a path may hold any other byte.
      try Data(remaining.joined(separator: "\0").utf8).write(to: list)
      _ = FileManager.default.createFile(atPath: results.path, contents: nil)
      let ending = try WorkerProcess.run(
        invocation.executable, arguments(list.path, results.path), isQuiet: isQuiet)
      let done = try WorkerProcess.results(in: results, as: ReplayWorkerResult.self)
      for result in done { try record(result) }
      remaining = remaining.dropFirst(done.count)
      guard case .crashed(let crashText) = ending, let path = remaining.first else { break }
      try crashed(path, CrashReport(parsing: crashText))
      remaining = remaining.dropFirst()
    }
  }
}
