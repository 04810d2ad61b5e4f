/// Two gestures one after the other: the second may begin only once the first has ended (a
/// long press, then a drag).
///
/// ```swift
/// import SwiftUI
///
/// struct Sticker: View {
///   @State private var offset = CGSize.zero
///   var body: some View {
///     Color.yellow.frame(width: 80, height: 80).offset(offset)
///       .gesture(
///         LongPressGesture().sequenced(before: DragGesture())
///           .onChanged { value in
///             if case .second(true, let drag?) = value { offset = drag.translation }
///           })
///   }
/// }
/// ```
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  /// Where the sequence is.
  public enum Value {
    /// The first gesture is changing.
    case first(First.Value)
    /// The first gesture has ended with its value; the second's, once it has one.
    case second(First.Value, Second.Value?)
  }

  /// The gesture that comes first.
  public var first: First
  /// The gesture that may begin once the first has ended.
  public var second: Second

  /// `first`, then `second`.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
  /// This gesture, then `other` once this one has ended.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
}

/// The first gesture's final value, while the sequence waits for or runs its second.
final class SequenceGestureState<First> {
  var firstEnded: First?
  /// The first gesture's recognizer stops once as it ends and again when its finger lifts.
  var firstJustEnded = false
  var secondIsActive = false

  func reset() {
    firstEnded = nil
    firstJustEnded = false
    secondIsActive = false
  }
}

extension SequenceGesture: RecognizedGesture {
  func parts(with actions: GestureActions<Value>, store: GestureStore) -> [GesturePart] {
    let state = store.next { SequenceGestureState<First.Value>() }
    var firstActions = GestureActions<First.Value>()
    firstActions.changed = [{ value in for action in actions.changed { action(.first(value)) } }]
    firstActions.ended = [
      { value in
        state.firstEnded = value
        state.firstJustEnded = true
        for action in actions.changed { action(.second(value, nil)) }
      }
    ]
    // The sequence stops when its first gesture fails, or when the finger lifts after it
    // ended without the second gesture beginning; the second's own stop stops it otherwise.
    firstActions.stopped = [
      {
        if state.firstJustEnded {
          state.firstJustEnded = false
          return
        }
        guard !state.secondIsActive else { return }
        state.reset()
        for action in actions.stopped { action() }
      }
    ]
    var secondActions = GestureActions<Second.Value>()
    secondActions.changed = [
      { value in
        guard let first = state.firstEnded else { return }
        state.secondIsActive = true
        for action in actions.changed { action(.second(first, value)) }
      }
    ]
    secondActions.ended = [
      { value in
        guard let first = state.firstEnded else { return }
        for action in actions.ended { action(.second(first, value)) }
      }
    ]
    secondActions.stopped = [
      {
        state.reset()
        for action in actions.stopped { action() }
      }
    ]
    let firstParts = gestureParts(of: first, with: firstActions, store: store)
    let secondParts = gestureParts(of: second, with: secondActions, store: store)
    return firstParts
      + secondParts.map { part in
        var waiting = part.offset(by: firstParts.count)
        waiting.beginsWhileRecognizing = Array(0..<firstParts.count)
        return waiting
      }
  }
}
