import Dispatch
import HapticTapeTestSupport
import ScrollEngine
import Testing
import TouchCore
import TouchModel

/// A seeded session of random flings, drags, pauses and programmatic scrolls.
private func randomSession(seed: UInt64) -> [ScrollEvent] {
  var random = SplitMix64(seed: seed)
  var session = ScrollSession(view: .tallList(offsetY: 2_000))
  var time = 0.0
  for gesture in 0..<12 {
    let id = UInt32(gesture + 1)
    let x = Double.random(in: 50...350, using: &random)
    var y = Double.random(in: 200...700, using: &random)
    session.touch(id, .began, x: x, y: y, ms: time)
    for _ in 0..<Int.random(in: 3...20, using: &random) {
      time += 8
      y += Double.random(in: -40...40, using: &random)
      session.touch(id, .moved, x: x, y: y, ms: time)
    }
    time += Double.random(in: 4...60, using: &random)
    session.touch(id, .ended, x: x, y: y, ms: time)
    time += Double.random(in: 100...1_500, using: &random)
    if Bool.random(using: &random) {
      session.advance(to: .seconds(time / 1_000))
      session.view.setContentOffset(
        Point2D(x: 0, y: Double.random(in: 0...4_000, using: &random)), animated: true,
        at: .seconds(time / 1_000), into: &session.events)
    }
  }
  session.settle(after: .seconds(time / 1_000))
  return session.events
}

@Suite struct ScrollViewModelDeterminismTests {
  @Test(arguments: [1 as UInt64, 2, 3])
  func sameInputsGiveTheSameEventsOnTwoThreads(seed: UInt64) {
    let results = ResultSlots(count: 2)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      results.store(randomSession(seed: seed), at: index)
    }
    let (a, b) = (results.value(at: 0), results.value(at: 1))
    #expect(a.count > 100)
    #expect(a == b)
    // Bit for bit, including the sign of zero and NaN payloads, which == would not show.
    #expect(
      zip(a, b).allSatisfy { lhs, rhs in
        guard case .didScroll(let p) = lhs.kind, case .didScroll(let q) = rhs.kind else {
          return lhs == rhs
        }
        return p.x.bitPattern == q.x.bitPattern && p.y.bitPattern == q.y.bitPattern
          && lhs.timestamp == rhs.timestamp
      })
  }
}

/// One result slot per thread, each written by exactly one thread before being read.
private final class ResultSlots: @unchecked Sendable {
  private var slots: [[ScrollEvent]]
  private let lock = SemaphoreLock()

  init(count: Int) { slots = Array(repeating: [], count: count) }

  func store(_ events: [ScrollEvent], at index: Int) { lock.withLock { slots[index] = events } }

  func value(at index: Int) -> [ScrollEvent] { lock.withLock { slots[index] } }
}

/// A mutex over a dispatch semaphore (no Foundation needed).
private final class SemaphoreLock: @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 1)

  func withLock<T>(_ body: () -> T) -> T {
    semaphore.wait()
    defer { semaphore.signal() }
    return body()
  }
}
