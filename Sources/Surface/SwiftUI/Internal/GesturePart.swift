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

  /// The node of the view the gesture is attached to, where an app's gesture keeps its state.
  private(set) weak var node: ViewNode?
  /// The next state slot of the node for an app's gesture (after those of gestures before it).
  var slot = 0
  /// How many of an app's gestures' bodies the parts being made are inside.
  var bodyDepth = 0
  /// The most bodies inside one another: deeper, a body contains itself (ours; no app nests
  /// its own gestures so deep).
  static let maximumBodyDepth = 64
  /// Whether an app's gesture's bodies went deeper than ``maximumBodyDepth``.
  private(set) var metEndlessBody = false

  /// Starts handing out the objects again from the first, for the gesture on `node`.
  func rewind(for node: ViewNode) {
    self.node = node
    cursor = 0
    slot = 0
    metUnrecognized = false
    metEndlessBody = false
  }

  /// Notes a gesture whose body contains itself.
  func noteEndlessBody() { metEndlessBody = true }

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
