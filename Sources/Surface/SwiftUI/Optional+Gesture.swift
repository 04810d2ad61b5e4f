/// A gesture that may be absent, as `.gesture(isEditing ? nil : drag)` writes one: `nil`
/// recognizes nothing, and a gesture recognizes as itself (SwiftUI: `Optional` conforms to
/// `Gesture` when `Wrapped` does).
extension Optional: Gesture where Wrapped: Gesture {
  /// The wrapped gesture's value.
  public typealias Value = Wrapped.Value
}

extension Optional: RecognizedGesture where Wrapped: Gesture {
  func parts(with actions: GestureActions<Value>, store: GestureStore) -> [GesturePart] {
    guard let gesture = self else { return [] }
    return gestureParts(of: gesture, with: actions, store: store)
  }
}
