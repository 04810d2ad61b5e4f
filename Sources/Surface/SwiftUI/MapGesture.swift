extension Gesture {
  /// The gesture with each of its values made into another by `body`: the actions after it
  /// see what `body` returns.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(base: self, transform: body)
  }
}

/// A gesture whose values another gesture's are made into (`map(_:)`).
public struct _MapGesture<Base: Gesture, Value>: Gesture {
  /// Never evaluated: the gesture recognizes as its base.
  public typealias Body = Never
  let base: Base
  let transform: (Base.Value) -> Value
}

extension _MapGesture: RecognizedGesture {
  func parts(with actions: GestureActions<Value>, store: GestureStore) -> [GesturePart] {
    let transform = transform
    let mapped = GestureActions<Base.Value>(
      changed: actions.changed.map { action in { action(transform($0)) } },
      ended: actions.ended.map { action in { action(transform($0)) } },
      stopped: actions.stopped)
    return gestureParts(of: base, with: mapped, store: store)
  }
}
