/// A gesture SwiftUI recognizes on a view: a drag, a tap or a long press, with the actions that
/// follow its values.
///
/// On the headless surface each is a UIKit gesture recognizer on the view, so it takes part in
/// UIKit's arbitration with the scroll views around it, as SwiftUI's gestures do on iOS.
///
/// An app's own gesture is made of others in its ``body``, as a view is; its `@State` and
/// `@GestureState` live with the view it is attached to.
///
/// ```swift
/// import SwiftUI
///
/// struct SwipeDown: Gesture {
///   @GestureState private var offset: CGFloat = 0
///   var body: some Gesture {
///     DragGesture().updating($offset) { value, state, _ in state = value.translation.height }
///   }
/// }
/// ```
public protocol Gesture {
  /// What the gesture reports as it changes and when it ends: its body's by default.
  associatedtype Value = Body.Value
  /// The type of gesture the body returns; `Never` for the gestures SwiftUI recognizes itself.
  associatedtype Body: Gesture
  /// The gestures this one is made of.
  var body: Body { get }
}

extension Gesture where Body == Never {
  /// Never evaluated: SwiftUI recognizes the gesture itself.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Never: Gesture {
  /// Never's value: the body of a gesture SwiftUI recognizes is never made.
  public typealias Value = Never
}

/// A gesture the surface recognizes: one or more recognizers and the actions on its values.
protocol RecognizedGesture: Gesture {
  /// The recognizers the gesture is, running `actions` on its values (after the actions the
  /// gesture itself adds, which are nearer the base gesture).
  func parts(with actions: GestureActions<Value>, store: GestureStore) -> [GesturePart]
}

/// A gesture one UIKit recognizer recognizes.
protocol LeafGesture: RecognizedGesture {
  /// The recognizer it is.
  var kind: GestureKind { get }
}

extension LeafGesture {
  func parts(with actions: GestureActions<Value>, store: GestureStore) -> [GesturePart] {
    [GesturePart(kind: kind) { box, node in box.configure(self, actions: actions, node: node) }]
  }
}

/// The recognizer a gesture is.
enum GestureKind {
  case drag(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace)
  case tap(count: Int)
  case spatialTap(count: Int, coordinateSpace: CoordinateSpace)
  case longPress(minimumDuration: Double, maximumDistance: CGFloat)
  case magnify(minimumScaleDelta: CGFloat)
  case rotate(minimumAngleDelta: Angle)
  /// A button's action: recognized when the touch that began on the button lifts within its
  /// bounds grown by ``ButtonPress/outset``, however long it was down.
  case buttonAction
}

extension GestureKind {
  /// The taps a tap kind counts; nil for the others.
  var tapCount: Int? {
    switch self {
    case .tap(let count), .spatialTap(let count, _): count
    case .drag, .longPress, .magnify, .rotate, .buttonAction: nil
    }
  }
}

/// What runs as a gesture changes, when it ends and when it stops (ended or cancelled).
struct GestureActions<Value> {
  var changed: [(Value) -> Void] = []
  var ended: [(Value) -> Void] = []
  var stopped: [() -> Void] = []
}

extension Gesture {
  /// Runs `action` with each new value while the gesture changes.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(base: self, action: action)
  }

  /// Runs `action` with the final value when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }

  /// Updates `state` with `body` while the gesture changes; `state` returns to its initial
  /// value when the gesture ends or is cancelled.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }
}

/// A gesture with an action on each change.
public struct _ChangedGesture<Base: Gesture>: Gesture {
  /// The base gesture's value.
  public typealias Value = Base.Value
  let base: Base
  let action: (Base.Value) -> Void
}

/// A gesture with an action at its end.
public struct _EndedGesture<Base: Gesture>: Gesture {
  /// The base gesture's value.
  public typealias Value = Base.Value
  let base: Base
  let action: (Base.Value) -> Void
}

/// A gesture that updates a ``GestureState`` while it changes.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  /// The base gesture's value.
  public typealias Value = Base.Value
  let base: Base
  let state: GestureState<State>
  let body: (Base.Value, inout State, inout Transaction) -> Void
}

extension _ChangedGesture: RecognizedGesture {
  func parts(with actions: GestureActions<Value>, store: GestureStore) -> [GesturePart] {
    var actions = actions
    actions.changed.insert(action, at: 0)
    return gestureParts(of: base, with: actions, store: store)
  }
}

extension _EndedGesture: RecognizedGesture {
  func parts(with actions: GestureActions<Value>, store: GestureStore) -> [GesturePart] {
    var actions = actions
    actions.ended.insert(action, at: 0)
    return gestureParts(of: base, with: actions, store: store)
  }
}

extension GestureStateGesture: RecognizedGesture {
  func parts(with actions: GestureActions<Value>, store: GestureStore) -> [GesturePart] {
    var actions = actions
    let state = state
    let body = body
    actions.changed.insert(
      { value in
        var current = state.link.box.value
        var transaction = Transaction()
        body(value, &current, &transaction)
        state.link.box.set(current, transaction: transaction)
      }, at: 0)
    actions.stopped.insert({ state.link.box.set(state.initialValue, transaction: nil) }, at: 0)
    return gestureParts(of: base, with: actions, store: store)
  }
}

/// The recognizers `gesture` is, running `actions`; none when the surface does not recognize it.
func gestureParts<G: Gesture>(
  of gesture: G, with actions: GestureActions<G.Value>, store: GestureStore
) -> [GesturePart] {
  guard let recognized = gesture as? any RecognizedGesture else {
    // An app's own gesture: the gestures of its body, its state bound to the view's node.
    guard G.Body.self != Never.self, let typed = actions as? GestureActions<G.Body.Value>,
      let node = store.node
    else {
      store.noteUnrecognized()
      return []
    }
    guard store.bodyDepth < GestureStore.maximumBodyDepth else {
      store.noteEndlessBody()
      return []
    }
    DynamicPropertyBinder.bind(gesture, to: node, slot: &store.slot)
    store.bodyDepth += 1
    defer { store.bodyDepth -= 1 }
    return gestureParts(of: gesture.body, with: typed, store: store)
  }
  func open<R: RecognizedGesture>(_ gesture: R) -> [GesturePart] {
    guard let typed = actions as? GestureActions<R.Value> else {
      store.noteUnrecognized()
      return []
    }
    return gesture.parts(with: typed, store: store)
  }
  return open(recognized)
}
