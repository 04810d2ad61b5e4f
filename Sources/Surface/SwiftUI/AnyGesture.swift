/// A gesture whose type is erased: it recognizes as the gesture it wraps, with that gesture's
/// value.
///
/// ```swift
/// import SwiftUI
///
/// struct Swipe: Gesture {
///   var body: AnyGesture<CGFloat> {
///     AnyGesture(DragGesture().map { $0.translation.width })
///   }
/// }
/// ```
public struct AnyGesture<Value>: Gesture {
  /// Never evaluated: the gesture recognizes as the one it wraps.
  public typealias Body = Never
  let makeParts: (GestureActions<Value>, GestureStore) -> [GesturePart]

  /// Wraps `gesture`.
  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    makeParts = { actions, store in gestureParts(of: gesture, with: actions, store: store) }
  }
}

extension AnyGesture: RecognizedGesture {
  func parts(with actions: GestureActions<Value>, store: GestureStore) -> [GesturePart] {
    makeParts(actions, store)
  }
}
