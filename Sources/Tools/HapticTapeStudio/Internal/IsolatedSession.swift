import Foundation
import Replay

/// A connection's live session in a worker process (``StudioSessionWorker``).
///
/// Each message goes to the worker and its replies come back. When the worker dies (the
/// screen's code trapped), the message is answered with a `crashed` error naming the trap, the moment and the app's
/// frames; the session is over, the connection and the studio go on, and the next message
/// starts a new worker.
package final class IsolatedSession: @unchecked Sendable {
  private let command: StudioWorkerCommand
  private var worker: Worker?

  /// A running worker and its pipes.
  private struct Worker {
    var process: Process
    var input: FileHandle
    var output: FileHandle
    var errors: WorkerErrorReader

    /// Ends its input and waits for it to end and its standard error to be read.
    func stop() {
      try? input.close()
      process.waitUntilExit()
      errors.waitForEnd()
    }
  }

  package init(command: StudioWorkerCommand) {
    self.command = command
  }

  /// The replies to one message.
  package func handle(_ text: String) -> [String] {
    let running: Worker
    do {
      running = try worker ?? start()
    } catch {
      return [
        StudioSocket.errorObject(
          code: "failed", message: "cannot start the session's worker process: \(error)")
      ]
    }
    worker = running
    do {
      try StudioWorkerFrames.write(text, to: running.input)
      if let frame = try StudioWorkerFrames.read(from: running.output),
        let replies = StudioWorkerFrames.decode(frame)
      {
        return replies
      }
    } catch {
      // A pipe that broke: the worker is gone, as below.
    }
    return [ended(running)]
  }

  /// Ends the worker, if one runs.
  package func close() {
    worker?.stop()
    worker = nil
  }

  private func start() throws -> Worker {
    // A write to a worker that has died must fail, not end the studio.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command.executable)
    process.arguments = command.arguments
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    let reader = WorkerErrorReader.attached(to: process)
    try process.run()
    reader.start()
    return Worker(
      process: process, input: input.fileHandleForWriting, output: output.fileHandleForReading,
      errors: reader)
  }

  /// The error reply for a worker that stopped answering; the worker is dropped.
  private func ended(_ running: Worker) -> String {
    worker = nil
    running.stop()
    guard !running.errors.crashText.isEmpty else {
      return StudioSocket.errorObject(
        code: "crashed",
        message:
          "the session's worker process ended (status \(running.process.terminationStatus)); "
          + "press Start to begin again")
    }
    let crash = CrashReport(parsing: running.errors.crashText[...])
    return StudioSocket.errorObject(
      code: "crashed",
      message: "the screen's code crashed: \(crash.summaryWithFrame); the session is over, "
        + "press Start to begin again")
  }
}
