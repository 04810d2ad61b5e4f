/// Two gestures of which one is recognized: the first if it can be, else the second, which
/// waits for the first to fail.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The value of the gesture recognized.
  public enum Value {
    /// The first gesture's.
    case first(First.Value)
    /// The second gesture's.
    case second(Second.Value)
  }

  /// The gesture preferred.
  public var first: First
  /// The gesture recognized when the first fails.
  public var second: Second

  /// `first`, else `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
  /// This gesture, else `other` once this one fails.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

extension ExclusiveGesture: RecognizedGesture {
  func parts(with actions: GestureActions<Value>, store: GestureStore) -> [GesturePart] {
    let firstParts = gestureParts(
      of: first, with: actions.mapped { Value.first($0) }, store: store)
    let secondParts = gestureParts(
      of: second, with: actions.mapped { Value.second($0) }, store: store)
    let firstIndices = Array(firstParts.indices)
    return firstParts
      + secondParts.map { part in
        var waiting = part.offset(by: firstParts.count)
        waiting.waitsForFailureOf += firstIndices
        return waiting
      }
  }
}

extension GestureActions {
  /// Actions on a part's values, `transform` making them this gesture's.
  func mapped<Part>(_ transform: @escaping (Part) -> Value) -> GestureActions<Part> {
    let changed = changed
    let ended = ended
    var part = GestureActions<Part>()
    part.changed = [{ value in for action in changed { action(transform(value)) } }]
    part.ended = [{ value in for action in ended { action(transform(value)) } }]
    part.stopped = stopped
    return part
  }
}
