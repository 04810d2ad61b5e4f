import ArgumentParser
import Foundation
import HapticTapeCLI
import HapticTapeStudio

/// `haptictape studio [--port N] [--host ADDR] [--recordings DIR]`: the live browser recorder
/// and player.
///
/// A command of its own product, so that only a tool that serves the studio links its web
/// server. A tool adds it to the command tree when it starts:
///
/// ```swift
/// await HapticTapeCommand.main(registry: .builtIn, extraCommands: [StudioCommand.self])
/// ```
///
/// The studio offers the scenes of the registry the tool passes. When they include scenes
/// HapticTape does not own, each live session runs in a worker copy of the tool, started with
/// the hidden `--session-worker` flag after `studio`, so the tool's tree must hold this command.
public struct StudioCommand: ParsableCommand, Sendable {
  /// The command's name, `studio`, and what its help says.
  public static let configuration = CommandConfiguration(
    commandName: "studio",
    abstract: "Record touches live in a browser, watch the scene respond, save and play tapes.",
    discussion: """
      Serves a page on 127.0.0.1 and prints its URL. --host 0.0.0.0 lets a phone on the same \
      network open it; every URL then carries a random token and requests without it get 403. \
      SIGTERM or SIGINT (Ctrl-C) stops it: it stops accepting, closes its connections and \
      exits 0.
      """)

  /// How long a stop waits for the connections to close before exiting anyway, in seconds
  /// (ours: closing takes milliseconds; a session's save can take a second).
  static let shutdownGrace: Double = 3

  @Option(
    parsing: .unconditional, help: "The port; 0 picks a free one. (default: 8765)",
    transform: NumberOption.port.whole(as: UInt16.self))
  var port: UInt16 = 8765

  @Option(help: "The IPv4 address to bind: 127.0.0.1 (default) or 0.0.0.0 for the network.")
  var host = "127.0.0.1"

  @Option(help: "The folder recordings are saved to and opened from (created when missing).")
  var recordings = "Recordings/studio"

  @Flag(help: .private)
  var sessionWorker = false

  /// Creates the command (argument-parser fills its options).
  public init() {}

  /// Serves the studio until a stop signal, or serves one live session on standard input and
  /// output with `--session-worker`.
  public func run() throws {
    try runReportingFailures {
      var configuration = StudioConfiguration(
        host: host, port: port, recordingsDirectory: recordings,
        registry: HapticTapeCommand.registry,
        writerVersion: HapticTapeVersion.current)
      if sessionWorker { return try StudioSessionWorker.serve(configuration) }
      if let invocation = HapticTapeCommand.invocation,
        ToolInvocation.hasForeignScenes(HapticTapeCommand.registry)
      {
        // Each live session in a worker copy of the tool: a trap in the app's code ends that
        // session, not the studio.
        configuration.sessionWorker = StudioWorkerCommand(
          executable: invocation.executable,
          arguments: invocation.arguments(inserting: ["--session-worker"], after: "studio"))
      }
      let served = configuration
      let server = StudioServer(configuration: served)
      let failure = FailureBox()
      let done = DispatchSemaphore(value: 0)
      // The stop signals are handled before the server starts (and prints its URL), so a signal
      // sent the moment the URL appears still stops it cleanly.
      let serving = CancellationBox()
      let stops = StopSignals([SIGTERM, SIGINT]) { _ in
        serving.cancel()
        // A connection stuck in a long computation must not hold the process.
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.shutdownGrace) {
          Foundation.exit(0)
        }
      }
      guard let stops else {
        throw CommandFailure("studio: cannot catch stop signals (out of file descriptors)")
      }
      serving.set(
        Task {
          do {
            try await server.run { url in
              print("HapticTape Studio: \(url)")
              print("recordings: \(served.recordingsDirectory)")
              fflush(nil)  // a parent process reading the pipe sees the URL at once
            }
          } catch let error as StudioError {
            failure.set(error.message)
          } catch {
            failure.set(
              "cannot serve on \(host):\(port): \(error); is the port in use? try --port 0")
          }
          done.signal()
        })
      done.wait()
      stops.cancel()
      if let message = failure.get() { throw CommandFailure("studio: \(message)") }
    }
  }
}

/// The server task, cancelled by a stop signal even when the signal comes before it is stored.
private final class CancellationBox: @unchecked Sendable {
  private let lock = NSLock()
  private var task: Task<Void, Never>?
  private var isCancelled = false

  func set(_ task: Task<Void, Never>) {
    let cancelNow = lock.withLock {
      self.task = task
      return isCancelled
    }
    if cancelNow { task.cancel() }
  }

  func cancel() {
    let task = lock.withLock {
      isCancelled = true
      return self.task
    }
    task?.cancel()
  }
}

/// The server task's error, read after it ends.
private final class FailureBox: @unchecked Sendable {
  private let lock = NSLock()
  private var message: String?
  func set(_ text: String) { lock.withLock { message = text } }
  func get() -> String? { lock.withLock { message } }
}
