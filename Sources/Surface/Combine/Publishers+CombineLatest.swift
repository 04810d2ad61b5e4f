import OpenCombine

extension Publishers {
  /// The latest values of two publishers as a pair, each time either sends one once both have,
  /// as Combine's `CombineLatest`: it finishes when both have (or when one finishes having sent
  /// nothing), and fails as soon as either does.
  public struct CombineLatest<A: Publisher, B: Publisher>: Publisher
  where A.Failure == B.Failure {
    /// The latest value of each.
    public typealias Output = (A.Output, B.Output)
    /// Either publisher's failure.
    public typealias Failure = A.Failure

    /// The first publisher.
    public let a: A
    /// The second publisher.
    public let b: B

    /// The latest values of `a` and `b`.
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let subscription = CombiningSubscription(subscriber, upstreams: 2)
      var latestA: A.Output?
      var latestB: B.Output?
      var finished = 0
      subscriber.receive(subscription: subscription)
      /// Ends the subscription as Combine's does: a failure at once; `finished` once both
      /// finished, or once one finished without a value (no pair can come).
      func complete(
        _ completion: Subscribers.Completion<Failure>, sentNothing: @escaping () -> Bool
      ) {
        switch completion {
        case .failure(let failure): subscription.fail(failure)
        case .finished:
          let ends = subscription.withLock {
            finished += 1
            return finished == 2 || sentNothing()
          }
          if ends { subscription.finish() }
        }
      }
      a.subscribe(
        CombiningSide(
          index: 0, attach: subscription.attach,
          value: { value in
            subscription.enqueue {
              latestA = value
              return latestB.map { (value, $0) }
            }
          },
          completion: { complete($0, sentNothing: { latestA == nil }) }))
      b.subscribe(
        CombiningSide(
          index: 1, attach: subscription.attach,
          value: { value in
            subscription.enqueue {
              latestB = value
              return latestA.map { ($0, value) }
            }
          },
          completion: { complete($0, sentNothing: { latestB == nil }) }))
    }
  }
}

extension Publisher {
  /// This publisher's latest value and `other`'s as a pair (Combine's `combineLatest(_:)`).
  public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
  where P.Failure == Failure {
    Publishers.CombineLatest(self, other)
  }

  /// The latest values of this publisher and `other`, combined by `transform`.
  public func combineLatest<P: Publisher, T>(
    _ other: P, _ transform: @escaping (Output, P.Output) -> T
  ) -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
    Publishers.CombineLatest(self, other).map(transform)
  }
}
