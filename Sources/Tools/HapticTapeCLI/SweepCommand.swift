import ArgumentParser
import Dispatch
import Foundation
import HapticTape
import HapticTapeReport

/// `haptictape sweep`: replays a corpus under a grid of configurations and prints, per point,
/// the share of sessions that reach the scene's outcome.
struct SweepCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sweep",
    abstract:
      "Replay a corpus of tapes under a grid of configurations; count who reaches the outcome.",
    discussion: """
      Every grid point (the product of the --vary axes, each KEY=LO...HI/STEP or KEY=V1,V2,… of \
      a key `haptictape scenes` lists with a range) replays every tape's inputs with those \
      values over the tape's own configuration; nothing is compared with recorded outputs. Per \
      point: the share of sessions whose scene emitted the outcome's event, with its 95 % Wilson \
      interval, and quartiles of the time to it and of the haptics played. A session that fails \
      is counted and named, never the end of the run. Exit codes: 0 done, 2 bad input.
      """)

  @Argument(help: "Tapes or folders of tapes (with --merge: the JSON parts).")
  var paths: [String]

  @Option(help: "The scene the corpus was recorded on (see `haptictape scenes`).")
  var scene: String?

  @Option(
    help: ArgumentHelp(
      "An axis of the grid: KEY=LO...HI/STEP or KEY=V1,V2,…; repeat for more axes.",
      valueName: "key=values"))
  var vary: [String] = []

  @Option(help: "The outcome (or scene event) to count; default the scene's first outcome.")
  var outcome: String?

  @Option(help: "text (a table, default), json or csv.")
  var format: SweepOutputFormat = .text

  @Option(name: .shortAndLong, help: "Write the HTML plot of the shares to this file.")
  var output: String?

  @Option(
    help: ArgumentHelp(
      "Replay only shard I of N of the grid points (dealt round-robin), e.g. 2/3.",
      valueName: "i/n"),
    transform: ReplayShard.parse)
  var shard: ReplayShard?

  @Flag(help: "Join the JSON outputs of --shard runs, given as paths, into one.")
  var merge = false

  @Flag(help: "Refuse a tape recorded on another scene instead of skipping it.")
  var strict = false

  @Option(help: "How many replays run at once. (default: the number of cores)")
  var workers: Int?

  @Option(help: .private)
  var workerJobs: String?

  @Option(help: .private)
  var workerResults: String?

  func validate() throws {
    if merge {
      guard scene == nil, vary.isEmpty, output == nil, shard == nil else {
        throw ValidationError("--merge takes only the JSON files of the shards")
      }
      return
    }
    if let output {
      try TextFile.checkDestination(output, option: "--output", suggestedName: "sweep.html")
    }
    if scene == nil { throw ValidationError("sweep needs --scene ID") }
    if vary.isEmpty { throw ValidationError("sweep needs --vary KEY=LO...HI/STEP (or KEY=V1,V2)") }
    if let workers, !(1...1_024).contains(workers) {
      throw ValidationError("--workers \(workers): use 1 to 1024")
    }
  }

  /// Runs the sweep in the caller's task: no thread waits while the replays run.
  func run() async throws {
    guard let plan = try prepare() else { return }
    if let workers = isolatingWorkers() {
      return try finish(plan, points: runIsolated(plan, in: workers))
    }
    let points = await plan.run()
    try finish(plan, points: points)
  }

  /// Runs the sweep from a synchronous caller (the command tree's synchronous `main`), waiting
  /// for its task.
  func run() throws {
    guard let plan = try prepare() else { return }
    if let workers = isolatingWorkers() {
      return try finish(plan, points: runIsolated(plan, in: workers))
    }
    let points = Self.wait { await plan.run() }
    try finish(plan, points: points)
  }

  /// Worker processes for the replays, when the tool has scenes HapticTape does not own and
  /// this process is not a worker itself.
  private func isolatingWorkers() -> SweepWorkers? {
    guard workerJobs == nil, let invocation = HapticTapeCommand.invocation,
      ToolInvocation.hasForeignScenes(HapticTapeCommand.registry)
    else { return nil }
    return SweepWorkers(invocation: invocation)
  }

  /// The points, their replays run in `workers`' processes.
  private func runIsolated(_ plan: Plan, in workers: SweepWorkers) throws -> [SweepPoint] {
    let total = plan.replayCount
    let interruption = plan.interruption
    let measures = try runReportingFailures {
      try workers.run(total: total, workers: plan.workers) { interruption.isInterrupted }
    }
    interruption.stop()
    return plan.sweep.points(plan.corpus.sessions, indices: plan.indices, measures: measures)
  }

  /// A worker's part of an isolated sweep (``SweepWorkers``): measures the replays
  /// `--worker-jobs FIRST-END` of the plan in order and appends each one's
  /// ``SweepWorkerResult`` to `--worker-results`.
  private func runWorker(_ plan: Plan, jobs: String, results: String) throws {
    let bounds = jobs.split(separator: "-").compactMap { Int($0) }
    guard bounds.count == 2, let output = FileHandle(forWritingAtPath: results) else {
      throw CommandFailure("--worker-jobs \(jobs) --worker-results \(results): not a worker's")
    }
    let sessions = plan.corpus.sessions
    let total = plan.replayCount
    let first = max(0, bounds[0])
    for job in first..<max(first, min(bounds[1], total)) {
      let session = sessions[job % sessions.count]
      let measures = ReplayCrashContext.replaying("\(session.name) in a sweep") {
        plan.sweep.measure(job: job, of: sessions, indices: plan.indices)
      }
      try WorkerProcess.append(SweepWorkerResult(job: job, measures: measures), to: output)
    }
    try output.close()
  }

  /// What a sweep runs: read, checked, ready.
  private struct Plan: Sendable {
    var sweep: FeelSweep
    var corpus: SweepCorpus
    var indices: [Int]?
    var workers: Int
    var interruption: SweepInterruption
    var started: DispatchTime

    /// The run's replays: each point's every session.
    var replayCount: Int { (indices?.count ?? sweep.grid.pointCount) * corpus.sessions.count }

    func run() async -> [SweepPoint] {
      var progress = SweepProgress()
      let interruption = interruption
      let points = await sweep.run(
        corpus.sessions, points: indices, workers: workers,
        progress: { progress.update(done: $0, total: $1) },
        isInterrupted: { interruption.isInterrupted })
      interruption.stop()
      return points
    }
  }

  /// Reads and checks everything, or does the merge and returns `nil`.
  private func prepare() throws -> Plan? {
    if merge {
      print(try runReportingFailures { try SweepMerge.merge(paths) }, terminator: "")
      return nil
    }
    guard let scene else { return nil }
    let registry = HapticTapeCommand.registry
    let (sweep, corpus, indices): (FeelSweep, SweepCorpus, [Int]?) = try runReportingFailures {
      let sweep: FeelSweep
      do throws(SceneError) {
        sweep = try FeelSweep(sceneID: scene, vary: vary, outcome: outcome, registry: registry)
      } catch {
        throw CommandFailure(error.message)
      }
      let indices = shard.map { sweep.points(inShard: $0.index, of: $0.count) }
      let corpus = try SweepCorpus.load(paths, sceneID: scene, isStrict: strict)
      return (sweep, corpus, indices)
    }
    if let workerJobs, let workerResults {
      let plan = Plan(
        sweep: sweep, corpus: corpus, indices: indices, workers: 1,
        interruption: SweepInterruption(), started: DispatchTime.now())
      try runWorker(plan, jobs: workerJobs, results: workerResults)
      return nil
    }
    if !corpus.otherScenes.isEmpty {
      printToStandardError(
        "haptictape: skipped \(corpus.otherScenes.count) tapes recorded on other scenes "
          + "(--strict refuses them)")
    }
    return Plan(
      sweep: sweep, corpus: corpus, indices: indices,
      workers: workers ?? ProcessInfo.processInfo.activeProcessorCount,
      interruption: SweepInterruption(), started: DispatchTime.now())
  }

  /// Prints the results of `points` and writes the plot.
  private func finish(_ plan: Plan, points: [SweepPoint]) throws {
    let (sweep, corpus, indices, started) = (plan.sweep, plan.corpus, plan.indices, plan.started)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    let result = SweepResult(
      sweep: sweep, sessionNames: corpus.sessions.map(\.name), points: points)
    switch format {
    case .text:
      print(result.table)
      let failed = points.reduce(0) { $0 + $1.failures.count }
      if failed > 0 {
        print("\(failed) replays failed; `--format json` names each session and why")
      }
    case .json: print(result.json, terminator: "")
    case .csv: print(result.csv, terminator: "")
    }
    if SweepProgress.isTerminal {
      let replays = points.count * corpus.sessions.count
      printToStandardError(
        "\(corpus.sessions.count) sessions × \(points.count) points = \(replays) replays in "
          + String(format: "%.2f s", locale: nil, seconds))
    }
    let expected = indices?.count ?? sweep.grid.pointCount
    if plan.interruption.isInterrupted {
      printToStandardError(
        "haptictape: interrupted: \(points.count) of \(expected) grid points complete, above")
      throw ExitCode(130)
    }
    if let output {
      let folder = Self.flipFolder(for: output)
      try runReportingFailures {
        let reports = try SweepFlipReports.pages(result, sweep: sweep, sessions: corpus.sessions)
        for page in reports.values.sorted(by: { $0.name < $1.name }) {
          try TextFile.write(page.html, to: folder + "/" + page.name, suggestedName: page.name)
        }
        let folderName = folder.split(separator: "/").last.map(String.init) ?? folder
        let links = reports.mapValues { folderName + "/" + $0.name }
        try TextFile.write(
          SweepPage.html(result, flipReports: links), to: output, suggestedName: "sweep.html")
      }
      if format == .text { print("plot: \(output)") }
    }
  }

  /// The folder beside the plot `output` that holds the flip reports: `NAME-flips`.
  static func flipFolder(for output: String) -> String {
    let trimmed = output.hasSuffix(".html") ? String(output.dropLast(5)) : output
    return trimmed + "-flips"
  }

  /// Runs `body` on the concurrency pool and waits for it: the command tree is synchronous.
  private static func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task.detached {
      box.value = await body()
      done.signal()
    }
    done.wait()
    // The semaphore orders the write before this read.
    guard let value = box.value else { fatalError("the sweep task ended without a result") }
    return value
  }
}
