/// A gesture SwiftUI recognizes on a view: a drag, a tap or a long press, with the actions that
/// follow its values.
///
/// On the headless surface each is a UIKit gesture recognizer on the view, so it takes part in
/// UIKit's arbitration with the scroll views around it, as SwiftUI's gestures do on iOS.
public protocol Gesture {
  /// What the gesture reports as it changes and when it ends.
  associatedtype Value
}

/// A gesture the surface recognizes: its kind and the actions attached to it.
protocol RecognizedGesture: Gesture {
  /// The recognizer it is.
  var kind: GestureKind { get }
  /// Adds the gesture's actions to `actions`.
  func collect(into actions: inout GestureActions<Value>)
}

/// The recognizer a gesture is.
enum GestureKind {
  case drag(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace)
  case tap(count: Int)
  case spatialTap(count: Int, coordinateSpace: CoordinateSpace)
  case longPress(minimumDuration: Double, maximumDistance: CGFloat)
}

extension GestureKind {
  /// The taps a tap kind counts; nil for the others.
  var tapCount: Int? {
    switch self {
    case .tap(let count), .spatialTap(let count, _): count
    case .drag, .longPress: nil
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
  var kind: GestureKind { (base as? any RecognizedGesture)?.kind ?? .tap(count: 1) }
  func collect(into actions: inout GestureActions<Value>) {
    (base as? any RecognizedGesture).map { collectBase($0, into: &actions) }
    actions.changed.append(action)
  }
}

extension _EndedGesture: RecognizedGesture {
  var kind: GestureKind { (base as? any RecognizedGesture)?.kind ?? .tap(count: 1) }
  func collect(into actions: inout GestureActions<Value>) {
    (base as? any RecognizedGesture).map { collectBase($0, into: &actions) }
    actions.ended.append(action)
  }
}

extension GestureStateGesture: RecognizedGesture {
  var kind: GestureKind { (base as? any RecognizedGesture)?.kind ?? .tap(count: 1) }
  func collect(into actions: inout GestureActions<Value>) {
    (base as? any RecognizedGesture).map { collectBase($0, into: &actions) }
    let state = state
    let body = body
    actions.changed.append { value in
      var current = state.link.box.value
      var transaction = Transaction()
      body(value, &current, &transaction)
      state.link.box.set(current, transaction: transaction)
    }
    actions.stopped.append { state.link.box.set(state.initialValue, transaction: nil) }
  }
}

/// Collects `base`'s actions into `actions`, whose value type is the base's own.
private func collectBase<Value>(
  _ base: any RecognizedGesture, into actions: inout GestureActions<Value>
) {
  func open<G: RecognizedGesture>(_ gesture: G) {
    var inner = GestureActions<G.Value>()
    gesture.collect(into: &inner)
    guard let converted = inner as? GestureActions<Value> else { return }
    actions.changed += converted.changed
    actions.ended += converted.ended
    actions.stopped += converted.stopped
  }
  open(base)
}
