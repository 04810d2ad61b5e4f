import Dispatch
import Foundation
import HapticTape

/// `sweep` in a tool whose scenes HapticTape does not own: the replays run in worker copies of
/// the tool, so a trap in the app's code fails that replay (counted in its point's `failed`,
/// named in `--format json`), not the sweep.
///
/// The run's replays (session by session, each session's points in order) are dealt into one
/// contiguous range per worker. A worker is the tool started again with the same arguments and
/// the hidden options `--worker-jobs FIRST-END --worker-results FILE`: it loads the corpus and
/// grid as the sweep did, replays its range in order on one thread, and appends each replay's
/// ``SweepWorkerResult``. When it dies, the replay it was on fails with the trap's report and a
/// new worker takes the rest of its range.
struct SweepWorkers {
  /// How the tool was started.
  var invocation: ToolInvocation

  /// The measures of replays `0..<total`, run by `workers` processes at once; `nil` for the
  /// replays an interruption left unrun.
  func run(
    total: Int, workers: Int, isInterrupted: @escaping @Sendable () -> Bool
  ) throws -> [SweepMeasures?] {
    let folder = try WorkerProcess.scratchFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let count = max(1, min(workers, total))
    let shared = SharedMeasures(count: total)
    DispatchQueue.concurrentPerform(iterations: count) { part in
      let range = (part * total / count)..<((part + 1) * total / count)
      do {
        try runRange(range, part: part, folder: folder, into: shared, isInterrupted: isInterrupted)
      } catch {
        shared.fail(error)
      }
    }
    if let error = shared.error { throw error }
    return shared.measures
  }

  /// Runs the replays of `range` in workers, one after another, until all are measured.
  private func runRange(
    _ range: Range<Int>, part: Int, folder: URL, into shared: SharedMeasures,
    isInterrupted: () -> Bool
  ) throws {
    var first = range.lowerBound
    var batch = 0
    while first < range.upperBound, !isInterrupted() {
      batch += 1
      let results = folder.appendingPathComponent("sweep-\(part)-\(batch).jsonl")
      _ = FileManager.default.createFile(atPath: results.path, contents: nil)
      let arguments = invocation.arguments(
        inserting: [
          "--worker-jobs", "\(first)-\(range.upperBound)", "--worker-results", results.path,
        ], after: "sweep")
      let ending = try WorkerProcess.run(
        invocation.executable, arguments, isQuiet: true, isInterrupted: isInterrupted)
      let done = try WorkerProcess.results(in: results, as: SweepWorkerResult.self)
      for result in done where range.contains(result.job) {
        shared.set(result.measures, at: result.job)
      }
      first = (done.last?.job ?? first - 1) + 1
      guard case .crashed(let text) = ending, first < range.upperBound, !isInterrupted() else {
        continue
      }
      var measures = SweepMeasures()
      measures.failure = "crashed: \(CrashReport(parsing: text).summaryWithFrame)"
      shared.set(measures, at: first)
      first += 1
    }
  }
}

/// One replay's measures as a sweep worker hands them back: a line of JSON in its results.
struct SweepWorkerResult: Codable {
  /// The replay's place in the run (session by session, each session's points in order).
  var job: Int
  /// What it measured.
  var measures: SweepMeasures
}

/// The measures the workers' threads fill in.
private final class SharedMeasures: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var measures: [SweepMeasures?]
  private(set) var error: (any Error)?

  init(count: Int) { measures = Array(repeating: nil, count: count) }

  func set(_ value: SweepMeasures, at index: Int) {
    lock.withLock { measures[index] = value }
  }

  func fail(_ failure: any Error) {
    lock.withLock { error = error ?? failure }
  }
}
