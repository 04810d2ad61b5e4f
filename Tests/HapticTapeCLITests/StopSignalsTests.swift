import Foundation
import HapticTapeCLI
import Synchronization
import Testing

// Tolerance: none; counts are exact. Each wait is bounded (5 s) so a lost signal fails, not hangs.

/// Counts what a listener heard.
private final class Heard: Sendable {
  let count = Atomic<Int>(0)
  let last = Atomic<Int32>(0)
}

@Suite("Stop signals: caught by a handler whatever thread takes them, none lost")
struct StopSignalsTests {
  /// Waits until `heard` counts `target`, at most 5 s.
  private func wait(for target: Int, _ heard: Heard) -> Bool {
    for _ in 0..<500 {
      if heard.count.load(ordering: .relaxed) >= target { return true }
      usleep(10_000)
    }
    return false
  }

  @Test("200 signals sent one at a time from busy threads are each heard once")
  func everySignalIsHeard() async throws {
    let heard = Heard()
    let stops = try #require(
      StopSignals([SIGUSR1]) { number in
        heard.last.store(number, ordering: .relaxed)
        heard.count.add(1, ordering: .relaxed)
      })
    defer { stops.cancel() }
    // The concurrency pool's threads are running and do not block the signal: the kernel may
    // hand it to any of them.
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<2 {
        group.addTask { while !Task.isCancelled { await Task.yield() } }
      }
      for sent in 1...200 {
        kill(getpid(), SIGUSR1)
        #expect(wait(for: sent, heard), "signal \(sent) was not heard")
      }
      group.cancelAll()
    }
    #expect(heard.count.load(ordering: .relaxed) == 200)
    #expect(heard.last.load(ordering: .relaxed) == SIGUSR1)
  }

  @Test("each listener hears only its own signals, and a cancelled one hears nothing")
  func listenersHearTheirSignals() throws {
    let first = Heard()
    let second = Heard()
    let one = try #require(StopSignals([SIGUSR2]) { _ in first.count.add(1, ordering: .relaxed) })
    let two = try #require(
      StopSignals([SIGUSR2, SIGWINCH]) { _ in second.count.add(1, ordering: .relaxed) })
    kill(getpid(), SIGUSR2)
    #expect(wait(for: 1, first) && wait(for: 1, second))
    kill(getpid(), SIGWINCH)
    #expect(wait(for: 2, second))
    #expect(first.count.load(ordering: .relaxed) == 1)
    one.cancel()
    // SIGUSR2 still has a listener, so it is still caught rather than ending the process.
    kill(getpid(), SIGUSR2)
    #expect(wait(for: 3, second))
    #expect(first.count.load(ordering: .relaxed) == 1)
    two.cancel()
  }
}
