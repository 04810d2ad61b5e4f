import Dispatch
import Foundation

/// Reads a worker's standard error: forwards each line to this process's standard error until
/// the worker traps, and keeps what it writes from then on.
package final class WorkerErrorReader: @unchecked Sendable {
  private let handle: FileHandle
  /// What the worker wrote from its trap on; read after ``forward()`` returns.
  package private(set) var crashText = ""

  /// Signalled when ``forward()`` has read to the end.
  private let ended = DispatchSemaphore(value: 0)

  package init(_ handle: FileHandle) { self.handle = handle }

  /// A reader of `process`'s standard error, which it sets to a pipe, with the environment a
  /// worker starts with (``CrashReport/workerEnvironment``); ``start()`` it once the process
  /// runs.
  package static func attached(to process: Process) -> WorkerErrorReader {
    process.environment = CrashReport.workerEnvironment
    let errors = Pipe()
    process.standardError = errors
    return WorkerErrorReader(errors.fileHandleForReading)
  }

  /// Reads on a thread of its own until the stream ends (``waitForEnd()``).
  package func start() {
    Thread.detachNewThread { [self] in
      forward()
      ended.signal()
    }
  }

  /// Waits until the reading ``start()`` began has read to the end; then ``crashText`` is whole.
  package func waitForEnd() { ended.wait() }

  /// The lines that start a trap's report.
  private static let crashMarkers = [
    "Fatal error: ", ReplayCrashContext.prefix, "*** Signal ", "*** Program crashed",
  ]

  /// Reads to the end of the stream.
  package func forward() {
    var pending = Data()
    var isCrashing = false
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      pending.append(chunk)
      while let newline = pending.firstIndex(of: 10) {
        let line = pending[pending.startIndex...newline]
        pending = Data(pending[pending.index(after: newline)...])
        let text = String(decoding: line, as: UTF8.self)
        if !isCrashing, Self.crashMarkers.contains(where: { text.contains($0) }) {
          isCrashing = true
        }
        if isCrashing {
          crashText += text
        } else {
          FileHandle.standardError.write(line)
        }
      }
    }
    if isCrashing {
      crashText += String(decoding: pending, as: UTF8.self)
    } else if !pending.isEmpty {
      FileHandle.standardError.write(pending)
    }
  }
}
