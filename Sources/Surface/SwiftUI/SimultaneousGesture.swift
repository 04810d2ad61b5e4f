/// Two gestures recognized at the same time; its value holds each one's latest value.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  /// The two gestures' latest values (nil before one has changed).
  public struct Value {
    /// The first gesture's.
    public var first: First.Value?
    /// The second gesture's.
    public var second: Second.Value?
  }

  /// The first gesture.
  public var first: First
  /// The second gesture.
  public var second: Second

  /// `first` and `second`, together.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
  /// This gesture and `other`, recognized at the same time.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(self, other)
  }
}

/// What a simultaneous gesture has seen while its fingers are down.
final class SimultaneousGestureState<First, Second> {
  var first: First?
  var second: Second?
  /// Which of the two are changing and have not ended.
  var active: (first: Bool, second: Bool) = (false, false)
}

extension SimultaneousGesture: RecognizedGesture {
  func parts(with actions: GestureActions<Value>, store: GestureStore) -> [GesturePart] {
    let state = store.next { SimultaneousGestureState<First.Value, Second.Value>() }
    func value() -> Value { Value(first: state.first, second: state.second) }
    // Ends once every gesture that began has ended (SwiftUI's: the pair is one gesture).
    func finish() {
      guard !state.active.first, !state.active.second else { return }
      for action in actions.stopped { action() }
      state.first = nil
      state.second = nil
    }
    // One gesture's actions: it keeps its value in `slot` and its activity in `isActive`; the
    // pair ends when this one ends while the other is not changing.
    func actionsOfOne<Part>(
      _ slot: ReferenceWritableKeyPath<SimultaneousGestureState<First.Value, Second.Value>, Part?>,
      isActive: WritableKeyPath<(first: Bool, second: Bool), Bool>,
      otherIsActive: KeyPath<(first: Bool, second: Bool), Bool>
    ) -> GestureActions<Part> {
      var one = GestureActions<Part>()
      one.changed = [
        { new in
          state[keyPath: slot] = new
          state.active[keyPath: isActive] = true
          for action in actions.changed { action(value()) }
        }
      ]
      one.ended = [
        { new in
          state[keyPath: slot] = new
          state.active[keyPath: isActive] = false
          if !state.active[keyPath: otherIsActive] {
            for action in actions.ended { action(value()) }
          }
        }
      ]
      one.stopped = [
        {
          state.active[keyPath: isActive] = false
          finish()
        }
      ]
      return one
    }
    let firstActions = actionsOfOne(\.first, isActive: \.first, otherIsActive: \.second)
    let secondActions = actionsOfOne(\.second, isActive: \.second, otherIsActive: \.first)
    let firstParts = gestureParts(of: first, with: firstActions, store: store)
    let secondParts = gestureParts(of: second, with: secondActions, store: store)
    return firstParts + secondParts.map { $0.offset(by: firstParts.count) }
  }
}
