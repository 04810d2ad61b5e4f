import Dispatch
import Foundation

/// Signals that stop a command (SIGINT for a sweep; SIGTERM and SIGINT for the studio), caught
/// by a handler that writes the signal's number to a pipe, and heard from the pipe.
///
/// Why not a dispatch signal source: on Linux it reads a `signalfd`, which sees a signal only
/// while every thread blocks it. Threads started before the source (the concurrency pool's) do
/// not, so the kernel can hand the signal to one of them, where the ignored disposition drops
/// it, and the command never hears its stop. A handler runs on whichever thread takes the
/// signal, and `write(2)` is safe inside it.
package final class StopSignals: Sendable {
  private let id: Int
  private let hub: StopSignalHub

  /// Catches `signals` until ``cancel()``, calling `onStop` with each that arrives, on a global
  /// queue.
  ///
  /// Returns `nil` when the pipe cannot be made (the process is out of descriptors).
  package init?(_ signals: [Int32], onStop: @escaping @Sendable (Int32) -> Void) {
    guard let hub = StopSignalHub.shared else { return nil }
    self.hub = hub
    id = hub.add(signals, onStop)
  }

  /// Stops listening; a signal nothing else listens for gets its default action back.
  package func cancel() { hub.remove(id) }
}

/// The pipe's write end, read by the signal handler.
///
/// Set once, before any handler is installed, and never changed after.
private nonisolated(unsafe) var stopSignalWriteEnd: Int32 = -1

/// The one pipe of the process and the listeners for each signal.
///
/// `@unchecked`: the listeners are read and changed under `lock`; the rest is set in `init`.
private final class StopSignalHub: @unchecked Sendable {
  static let shared = StopSignalHub()

  private let lock = NSLock()
  private var listeners: [(id: Int, signals: [Int32], action: @Sendable (Int32) -> Void)] = []
  private var nextID = 0
  private let source: any DispatchSourceRead

  private init?() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }  // no worker inherits them
    // A full pipe must not block the handler: stops are pending then anyway.
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    stopSignalWriteEnd = ends[1]
    let readEnd = ends[0]
    source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: .global())
    source.setEventHandler { [unowned(unsafe) self] in
      var bytes = [UInt8](repeating: 0, count: 64)
      let count = read(readEnd, &bytes, bytes.count)
      guard count > 0 else { return }
      for byte in bytes.prefix(count) { deliver(Int32(byte)) }
    }
    source.resume()
  }

  func add(_ signals: [Int32], _ action: @escaping @Sendable (Int32) -> Void) -> Int {
    lock.withLock {
      nextID += 1
      for number in signals where !listens(to: number) {
        _ = signal(number) { caught in
          var byte = UInt8(truncatingIfNeeded: caught)
          _ = write(stopSignalWriteEnd, &byte, 1)
        }
      }
      listeners.append((nextID, signals, action))
      return nextID
    }
  }

  func remove(_ id: Int) {
    lock.withLock {
      guard let index = listeners.firstIndex(where: { $0.id == id }) else { return }
      let signals = listeners.remove(at: index).signals
      for number in signals where !listens(to: number) { _ = signal(number, SIG_DFL) }
    }
  }

  private func listens(to number: Int32) -> Bool {
    listeners.contains { $0.signals.contains(number) }
  }

  private func deliver(_ number: Int32) {
    let actions = lock.withLock { listeners.filter { $0.signals.contains(number) }.map(\.action) }
    for action in actions { action(number) }
  }
}
