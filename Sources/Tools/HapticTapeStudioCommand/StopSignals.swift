import Dispatch
import Foundation

/// The pipe's write end, read by the signal handler.
///
/// Set before the handler is installed and never changed after, so the handler reads a settled
/// value.
private nonisolated(unsafe) var stopSignalWriteEnd: Int32 = -1

/// SIGTERM and SIGINT caught for the studio: a handler writes a byte to a pipe, and a dispatch
/// source reading the pipe calls back.
///
/// Why not a dispatch signal source: on Linux it reads a `signalfd`, which sees a signal only
/// while every thread blocks it. Threads started before the source (the concurrency pool's)
/// do not, so the kernel can hand the signal to one of them, where the ignored disposition
/// drops it, and the studio never hears its stop. A handler runs on whichever thread takes the
/// signal, and `write(2)` is safe inside it.
///
/// `@unchecked`: the source and the descriptors are set once, in `init`, and only closed after.
final class StopSignals: @unchecked Sendable {
  private let source: any DispatchSourceRead
  private let readEnd: Int32
  private let signals: [Int32]

  /// Catches `signals` until ``cancel()``, calling `onStop` when one arrives.
  ///
  /// `onStop` runs on a global queue. One instance a process: the handler writes to one pipe.
  ///
  /// Returns `nil` when the pipe cannot be made (the process is out of descriptors).
  init?(_ signals: [Int32], onStop: @escaping @Sendable () -> Void) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }  // no worker inherits them
    // A full pipe must not block the handler; a stop is already pending then.
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    readEnd = ends[0]
    stopSignalWriteEnd = ends[1]
    self.signals = signals
    let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .global())
    let readEnd = ends[0]
    source.setEventHandler {
      var bytes = [UInt8](repeating: 0, count: 16)
      _ = read(readEnd, &bytes, bytes.count)
      onStop()
    }
    source.resume()
    self.source = source
    for number in signals {
      _ = signal(number) { _ in
        var byte: UInt8 = 1
        _ = write(stopSignalWriteEnd, &byte, 1)
      }
    }
  }

  /// Gives the signals back their default action and closes the pipe.
  func cancel() {
    for number in signals { _ = signal(number, SIG_DFL) }
    source.cancel()
    close(readEnd)
    close(stopSignalWriteEnd)
  }
}
