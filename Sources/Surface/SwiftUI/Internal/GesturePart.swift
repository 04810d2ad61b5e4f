/// One recognizer of a gesture: its kind, how its box takes the gesture's actions, and how it
/// waits on the gesture's other recognizers.
struct GesturePart {
  let kind: GestureKind
  /// Gives the box the gesture and its actions (on every update of the view).
  let configure: (GestureRecognizerBox, ViewNode) -> Void
  /// The parts (indices in the gesture's list) that must fail before this one begins: an
  /// exclusive gesture's second gesture waits for its first.
  var waitsForFailureOf: [Int] = []
  /// The parts that must be recognized, their fingers still down, for it to begin: a
  /// sequence's second gesture begins while its first is held.
  var beginsWhileRecognizing: [Int] = []

  /// The part with its indices moved on by `offset` (it follows `offset` parts in a larger
  /// gesture).
  func offset(by offset: Int) -> GesturePart {
    var copy = self
    copy.waitsForFailureOf = waitsForFailureOf.map { $0 + offset }
    copy.beginsWhileRecognizing = beginsWhileRecognizing.map { $0 + offset }
    return copy
  }
}

/// What composed gestures keep from update to update of their view (the values they have seen),
/// handed out in the order the gesture's parts are made, which each update repeats.
final class GestureStore {
  private var objects: [AnyObject] = []
  private var cursor = 0
  /// Whether making the parts met a gesture the surface does not recognize (a nil `Optional`
  /// is none: it recognizes nothing on purpose).
  private(set) var metUnrecognized = false

  /// Starts handing out the objects again from the first.
  func rewind() {
    cursor = 0
    metUnrecognized = false
  }

  /// Notes a gesture the surface does not recognize.
  func noteUnrecognized() { metUnrecognized = true }

  /// The next object, made on first use (or when the gesture's shape changed).
  func next<Object: AnyObject>(_ make: () -> Object) -> Object {
    defer { cursor += 1 }
    if cursor < objects.count, let kept = objects[cursor] as? Object { return kept }
    let made = make()
    if cursor < objects.count {
      objects[cursor] = made
    } else {
      objects.append(made)
    }
    return made
  }
}
