import Foundation
import HapticTape
import JSONCore

/// One worker copy of the tool, run to its end (``ReplayWorkers``, ``SweepWorkers``): its
/// standard error is forwarded up to a trap, and what it writes from the trap on is kept for
/// the ``CrashReport``.
enum WorkerProcess {
  /// How a worker ended.
  enum Ending {
    /// It did all it was given.
    case finished
    /// It died; its standard error from the trap on.
    case crashed(Substring)
  }

  /// Runs `executable` with `arguments` and waits for it.
  ///
  /// With `isQuiet` its standard output is dropped. When `isInterrupted` turns `true` (Ctrl-C
  /// in a sweep, whose workers catch SIGINT and carry on) the worker is ended and counts as
  /// finished.
  /// - Throws: ``CommandFailure`` when it cannot start, or ends with an error status of its own
  ///   (a usage error) rather than a trap.
  static func run(
    _ executable: String, _ arguments: [String], isQuiet: Bool,
    isInterrupted: () -> Bool = { false }
  ) throws -> Ending {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if isQuiet { process.standardOutput = FileHandle.nullDevice }
    let reader = WorkerErrorReader.attached(to: process)
    // What this process printed goes out before the worker's lines.
    fflush(nil)
    do {
      try process.run()
    } catch {
      throw CommandFailure(
        "cannot start a worker (\(executable)): \(error); run the tool by its path, or from "
          + "`swift run`")
    }
    reader.start()
    while process.isRunning {
      if isInterrupted() {
        process.terminate()
        process.waitUntilExit()
        reader.waitForEnd()
        return .finished
      }
      // Polled: an interruption ends the workers within this.
      usleep(20_000)
    }
    reader.waitForEnd()
    if process.terminationReason == .exit && process.terminationStatus == 0 { return .finished }
    // Ctrl-C reached the worker before it caught SIGINT: an interruption, not a trap, once
    // this process has heard it too (its handler is a moment behind).
    if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGINT,
      Self.hears(isInterrupted)
    {
      return .finished
    }
    if process.terminationReason == .exit && reader.crashText.isEmpty {
      throw CommandFailure(
        "a worker ended with status \(process.terminationStatus) (its messages are above)")
    }
    return .crashed(reader.crashText[...])
  }

  /// Whether `isInterrupted` turns true within a second.
  private static func hears(_ isInterrupted: () -> Bool) -> Bool {
    for _ in 0..<50 {
      if isInterrupted() { return true }
      usleep(20_000)
    }
    return false
  }

  /// The results a worker appended to `file`, a JSON value a line, in order; a line cut short
  /// by the worker's death ends them.
  static func results<Result: Decodable>(in file: URL, as type: Result.Type) throws -> [Result] {
    let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    var results: [Result] = []
    for line in text.split(separator: "\n") {
      guard
        let document = try? JSONParser.parse(
          Array(line.utf8), options: JSONParsingOptions(maximumDepth: 64)),
        let result = try? JSONValueDecoder().decode(Result.self, from: JSONValue(document.root))
      else { break }
      results.append(result)
    }
    return results
  }

  /// A new folder for the workers' tape lists and results, unique to this process.
  static func scratchFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("haptictape-workers-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Appends `result` to a worker's results as a line of JSON, after flushing standard output,
  /// so that a later trap loses neither.
  static func append<Result: Encodable>(_ result: Result, to output: FileHandle) throws {
    let line = JSONWriter.compact(
      try JSONValueEncoder().encode(result), escaping: .foundationCompatible)
    fflush(nil)
    output.write(Data((line + "\n").utf8))
  }
}
