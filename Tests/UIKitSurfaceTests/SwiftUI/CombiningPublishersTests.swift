import HapticTapeSwiftUI
import Testing

// Exact: the values are whole numbers and strings.

/// A failure an upstream sends.
struct UpstreamFailure: Error, Equatable {}

/// A subscriber that asks for one value at a time, when told to.
final class OneAtATime: Subscriber {
  typealias Input = Int
  typealias Failure = Never
  var received: [Int] = []
  var finished = false
  var subscription: (any Subscription)?
  func receive(subscription: any Subscription) { self.subscription = subscription }
  func receive(_ input: Int) -> Subscribers.Demand {
    received.append(input)
    return .none
  }
  func receive(completion: Subscribers.Completion<Never>) { finished = true }
}

@Suite("Combine's Merge and CombineLatest, which OpenCombine lacks")
struct CombiningPublishersTests {
  @Test func mergeSendsBothInOrderAndFinishesWhenBothHave() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var finished = false
    let cancellable = a.merge(with: b).sink { _ in
      finished = true
    } receiveValue: {
      values.append($0)
    }
    a.send(1)
    b.send(10)
    a.send(2)
    a.send(completion: .finished)
    b.send(20)
    #expect(!finished)
    b.send(completion: .finished)
    #expect(values == [1, 10, 2, 20])
    #expect(finished)
    cancellable.cancel()
  }

  @Test func mergeKeepsValuesUntilTheSubscriberAsks() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    let subscriber = OneAtATime()
    Publishers.Merge(a, b).subscribe(subscriber)
    a.send(1)
    b.send(2)
    a.send(3)
    a.send(completion: .finished)
    b.send(completion: .finished)
    #expect(subscriber.received.isEmpty)
    subscriber.subscription?.request(.max(2))
    #expect(subscriber.received == [1, 2])
    #expect(!subscriber.finished)
    subscriber.subscription?.request(.max(1))
    #expect(subscriber.received == [1, 2, 3])
    #expect(subscriber.finished)
  }

  @Test func aFailureEndsAMergeAtOnce() {
    let a = PassthroughSubject<Int, UpstreamFailure>()
    let b = PassthroughSubject<Int, UpstreamFailure>()
    var values: [Int] = []
    var failure: UpstreamFailure?
    let cancellable = Publishers.Merge(a, b).sink { completion in
      if case .failure(let error) = completion { failure = error }
    } receiveValue: {
      values.append($0)
    }
    a.send(1)
    b.send(completion: .failure(UpstreamFailure()))
    a.send(2)
    #expect(values == [1])
    #expect(failure == UpstreamFailure())
    cancellable.cancel()
  }

  @Test func combineLatestPairsTheLatestOnceBothHaveSent() {
    let name = PassthroughSubject<String, Never>()
    let count = PassthroughSubject<Int, Never>()
    var pairs: [String] = []
    var finished = false
    let cancellable = name.combineLatest(count) { "\($0) \($1)" }
      .sink { _ in
        finished = true
      } receiveValue: {
        pairs.append($0)
      }
    name.send("a")
    name.send("b")
    count.send(1)
    count.send(2)
    name.send("c")
    name.send(completion: .finished)
    count.send(3)
    #expect(!finished)
    count.send(completion: .finished)
    #expect(pairs == ["b 1", "b 2", "c 2", "c 3"])
    #expect(finished)
    cancellable.cancel()
  }

  @Test func combineLatestFinishesWhenOneFinishesHavingSentNothing() {
    let a = PassthroughSubject<Int, Never>()
    let b = PassthroughSubject<Int, Never>()
    var pairs = 0
    var finished = false
    let cancellable = Publishers.CombineLatest(a, b).sink { _ in
      finished = true
    } receiveValue: {
      _ in
      pairs += 1
    }
    a.send(1)
    b.send(completion: .finished)
    #expect(finished)
    a.send(2)
    #expect(pairs == 0)
    cancellable.cancel()
  }
}
