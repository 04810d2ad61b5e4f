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
    guard var plan = try prepare() else { return }
    if let workers = isolatingWorkers() {
      let measures = try runIsolated(&plan, in: workers)
      return try finish(plan, measures: measures)
    }
    let measures = try await plan.run()
    try finish(plan, measures: measures)
  }

  /// Runs the sweep from a synchronous caller (the command tree's synchronous `main`), waiting
  /// for its task.
  func run() throws {
    guard var plan = try prepare() else { return }
    if let workers = isolatingWorkers() {
      let measures = try runIsolated(&plan, in: workers)
      return try finish(plan, measures: measures)
    }
    let ran = Self.wait { [plan] in
      var plan = plan
      do {
        let measures = try await plan.run()
        return Result<(Plan, [SweepMeasures?]), any Error>.success((plan, measures))
      } catch {
        return .failure(error)
      }
    }
    let (done, measures) = try ran.get()
    try finish(done, measures: measures)
  }

  /// Worker processes for the replays, when the tool has scenes HapticTape does not own and
  /// this process is not a worker itself.
  private func isolatingWorkers() -> SweepWorkers? {
    guard workerJobs == nil, let invocation = HapticTapeCommand.invocation,
      ToolInvocation.hasForeignScenes(HapticTapeCommand.registry)
    else { return nil }
    return SweepWorkers(invocation: invocation)
  }

  /// The measures, the replays run in `workers`' processes (each reads the whole corpus).
  private func runIsolated(_ plan: inout Plan, in workers: SweepWorkers) throws
    -> [SweepMeasures?]
  {
    let sessions = try runReportingFailures { try plan.corpus.readAll() }
    let total = plan.pointCount * sessions.count
    let interruption = plan.interruption
    let measures = try runReportingFailures {
      try workers.run(total: total, workers: plan.workers) { interruption.isInterrupted }
    }
    interruption.stop()
    return measures
  }

  /// A worker's part of an isolated sweep (``SweepWorkers``): measures the replays
  /// `--worker-jobs FIRST-END` of the plan in order and appends each one's
  /// ``SweepWorkerResult`` to `--worker-results`.
  private func runWorker(_ plan: inout Plan, jobs: String, results: String) throws {
    let bounds = jobs.split(separator: "-").compactMap { Int($0) }
    guard bounds.count == 2, let output = FileHandle(forWritingAtPath: results) else {
      throw CommandFailure("--worker-jobs \(jobs) --worker-results \(results): not a worker's")
    }
    let sessions = try plan.corpus.readAll()
    let pointCount = max(1, plan.pointCount)
    let total = plan.pointCount * sessions.count
    let first = max(0, bounds[0])
    for job in first..<max(first, min(bounds[1], total)) {
      let session = sessions[job / pointCount]
      let measures = ReplayCrashContext.replaying("\(session.name) in a sweep") {
        plan.sweep.measure(job: job, of: sessions, indices: plan.indices)
      }
      try WorkerProcess.append(SweepWorkerResult(job: job, measures: measures), to: output)
    }
    try output.close()
  }

  /// What a sweep runs: checked, its corpus found and read a block at a time.
  private struct Plan: Sendable {
    var sweep: FeelSweep
    var corpus: SweepCorpus
    var indices: [Int]?
    var workers: Int
    var interruption: SweepInterruption
    var started: DispatchTime

    /// The points each session is replayed at.
    var pointCount: Int { indices?.count ?? sweep.grid.pointCount }

    /// The measures of the corpus, session by session (``FeelSweep``'s layout): each block of
    /// tapes read, replayed at every point and let go before the next is read.
    mutating func run() async throws -> [SweepMeasures?] {
      var progress = SweepProgress()
      let interruption = interruption
      var measures: [SweepMeasures?] = []
      for block in corpus.blocks {
        let sessions = try runReportingFailures { try corpus.read(block, workers: workers) }
        let done = measures.count
        // Tapes not read yet count as sessions: the total shrinks as some turn out to be of
        // other scenes.
        let total = (corpus.names.count + corpus.tapes.count - block.upperBound) * pointCount
        measures += await sweep.measures(
          sessions, points: indices, workers: workers,
          progress: { finished, _ in progress.update(done: done + finished, total: total) },
          isInterrupted: { interruption.isInterrupted })
        if interruption.isInterrupted { break }
      }
      interruption.stop()
      if !interruption.isInterrupted { try runReportingFailures { try corpus.checkNotEmpty() } }
      return measures
    }
  }

  /// Checks everything and finds the corpus, or does the merge or a worker's part and returns
  /// `nil`.
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
      let corpus = try SweepCorpus(paths, sceneID: scene, isStrict: strict)
      return (sweep, corpus, indices)
    }
    var plan = Plan(
      sweep: sweep, corpus: corpus, indices: indices,
      workers: workers ?? ProcessInfo.processInfo.activeProcessorCount,
      interruption: SweepInterruption(), started: DispatchTime.now())
    if let workerJobs, let workerResults {
      plan.workers = 1
      try runWorker(&plan, jobs: workerJobs, results: workerResults)
      return nil
    }
    return plan
  }

  /// Prints the results of `measures` and writes the plot.
  private func finish(_ plan: Plan, measures: [SweepMeasures?]) throws {
    let (sweep, corpus, indices, started) = (plan.sweep, plan.corpus, plan.indices, plan.started)
    if !corpus.otherScenes.isEmpty {
      printToStandardError(
        "haptictape: skipped \(corpus.otherScenes.count) tapes recorded on other scenes "
          + "(--strict refuses them)")
    }
    let points = sweep.points(names: corpus.names, indices: indices, measures: measures)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
    let sessionNames = points.isEmpty ? [] : Self.completeNames(corpus.names, plan, measures)
    let result = SweepResult(sweep: sweep, sessionNames: sessionNames, points: points)
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
      let replays = points.count * sessionNames.count
      printToStandardError(
        "\(sessionNames.count) sessions × \(points.count) points = \(replays) replays in "
          + String(format: "%.2f s", locale: nil, seconds))
    }
    if plan.interruption.isInterrupted {
      printToStandardError(
        "haptictape: interrupted: the results above are over \(sessionNames.count) of "
          + "\(corpus.tapes.count) tapes, each replayed at all \(plan.pointCount) grid points; "
          + "the tapes after them were not replayed")
      throw ExitCode(130)
    }
    if let output {
      let folder = Self.flipFolder(for: output)
      try runReportingFailures {
        let reports = try SweepFlipReports.pages(result, sweep: sweep) { offset in
          sessionNames.indices.contains(offset)
            ? SweepCorpus.session(named: sessionNames[offset]) : nil
        }
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

  /// The names of the sessions measured at every point, in corpus order: those the points are
  /// over.
  private static func completeNames(
    _ names: [String], _ plan: Plan, _ measures: [SweepMeasures?]
  ) -> [String] {
    FeelSweep.completeSessions(names.count, pointCount: plan.pointCount, measures: measures)
      .map { names[$0] }
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
