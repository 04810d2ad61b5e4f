import Foundation

/// Reads a pipe to its end on a thread of its own.
final class PipeReader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// Everything the pipe delivered, once it is closed.
  func wait() -> Data {
    done.wait()
    return data
  }
}
