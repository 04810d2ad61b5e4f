import Foundation
import OpenCombine

/// The subscription a publisher that combines several upstreams gives its subscriber: the
/// values the upstreams' sides enqueue, delivered as the subscriber asks for them, then one
/// completion.
///
/// Written here because OpenCombine has no `Merge` or `CombineLatest`. Each upstream is asked
/// for every value it has (`.unlimited`) and the values wait here for the subscriber's demand,
/// so a slow subscriber never loses one. A failure ends the subscription at once and cancels the
/// other upstreams; `finished` comes once the policy of the publisher says so and every waiting
/// value is out.
final class CombiningSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
  private let downstream: Downstream
  /// Guards everything below; never held while the subscriber is called.
  private let lock = NSLock()
  private var upstreams: [(any Subscription)?]
  private var demand = Subscribers.Demand.none
  private var waiting: [Downstream.Input] = []
  private var finishing = false
  private var ended = false
  /// Whether a delivery is under way (a value's subscriber may ask for more from inside it).
  private var delivering = false

  init(_ downstream: Downstream, upstreams count: Int) {
    self.downstream = downstream
    upstreams = Array(repeating: nil, count: count)
  }

  /// Runs `body` under the lock: the combining state a publisher keeps beside this one.
  func withLock<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Keeps upstream `index`'s subscription and asks it for every value.
  func attach(_ subscription: any Subscription, at index: Int) {
    lock.lock()
    guard !ended, upstreams.indices.contains(index), upstreams[index] == nil else {
      lock.unlock()
      subscription.cancel()
      return
    }
    upstreams[index] = subscription
    lock.unlock()
    subscription.request(.unlimited)
  }

  /// Queues `value` for the subscriber.
  func enqueue(_ value: Downstream.Input) {
    lock.lock()
    guard !ended, !finishing else {
      lock.unlock()
      return
    }
    waiting.append(value)
    lock.unlock()
    drain()
  }

  /// Queues the value `combine` makes under the lock (with the state a publisher keeps beside
  /// this one), if it makes one.
  func enqueue(combining combine: () -> Downstream.Input?) {
    if let value = withLock(combine) { enqueue(value) }
  }

  /// The upstreams are done: `finished` follows the values still waiting.
  func finish() {
    lock.lock()
    finishing = true
    let others = upstreams
    lock.unlock()
    for upstream in others { upstream?.cancel() }
    drain()
  }

  /// An upstream failed: the subscriber hears it now, the waiting values are dropped.
  func fail(_ failure: Downstream.Failure) {
    lock.lock()
    guard !ended else {
      lock.unlock()
      return
    }
    let others = end()
    lock.unlock()
    for upstream in others { upstream?.cancel() }
    downstream.receive(completion: .failure(failure))
  }

  func request(_ more: Subscribers.Demand) {
    lock.lock()
    demand += more
    lock.unlock()
    drain()
  }

  func cancel() {
    lock.lock()
    let others = end()
    lock.unlock()
    for upstream in others { upstream?.cancel() }
  }

  /// Ends the subscription (under the lock): the waiting values are dropped, and the upstreams
  /// returned for the caller to cancel once the lock is let go.
  private func end() -> [(any Subscription)?] {
    ended = true
    waiting = []
    let others = upstreams
    upstreams = upstreams.map { _ in nil }
    return others
  }

  /// Delivers waiting values while the subscriber asks for them, then `finished` when due.
  private func drain() {
    while true {
      lock.lock()
      guard !delivering, !ended else {
        lock.unlock()
        return
      }
      if waiting.isEmpty {
        let finishes = finishing
        if finishes { ended = true }
        lock.unlock()
        if finishes { downstream.receive(completion: .finished) }
        return
      }
      guard demand > .none else {
        lock.unlock()
        return
      }
      delivering = true
      demand -= 1
      let value = waiting.removeFirst()
      lock.unlock()
      let more = downstream.receive(value)
      lock.lock()
      delivering = false
      demand += more
      lock.unlock()
    }
  }
}

/// One upstream's subscriber for a ``CombiningSubscription``: hands on its subscription, its
/// values and its completion.
struct CombiningSide<Input, Failure: Error>: Subscriber {
  let combineIdentifier = CombineIdentifier()
  let index: Int
  let attach: (any Subscription, Int) -> Void
  let value: (Input) -> Void
  let completion: (Subscribers.Completion<Failure>) -> Void

  func receive(subscription: any Subscription) { attach(subscription, index) }

  func receive(_ input: Input) -> Subscribers.Demand {
    value(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}
