import OpenCombine

extension Publishers {
  /// The values of two publishers as they come, as Combine's `Merge`: it finishes when both
  /// have, and fails as soon as either does.
  public struct Merge<A: Publisher, B: Publisher>: Publisher
  where A.Output == B.Output, A.Failure == B.Failure {
    /// Either publisher's value.
    public typealias Output = A.Output
    /// Either publisher's failure.
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// The values of `a` and `b` as they come.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let subscription = CombiningSubscription(subscriber, upstreams: 2)
      var finished = 0
      subscriber.receive(subscription: subscription)
      func side(_ index: Int) -> CombiningSide<Output, Failure> {
        CombiningSide(
          index: index, attach: subscription.attach, value: subscription.enqueue,
          completion: { completion in
            switch completion {
            case .failure(let failure): subscription.fail(failure)
            case .finished:
              let all = subscription.withLock {
                finished += 1
                return finished == 2
              }
              if all { subscription.finish() }
            }
          })
      }
      a.subscribe(side(0))
      b.subscribe(side(1))
    }
  }
}

extension Publisher {
  /// This publisher's values and `other`'s as they come (Combine's `merge(with:)`).
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }
}
