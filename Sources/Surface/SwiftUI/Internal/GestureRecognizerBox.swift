import HeadlessRuntime

/// One recognizer a gesture modifier keeps on its view, and the gesture's current actions.
final class GestureRecognizerBox: NSObject, UIGestureRecognizerDelegate {
  /// Whether it recognizes at the same time as the gestures of views inside.
  var isSimultaneous = false
  /// Whether the gestures of views inside wait for it to fail (`highPriorityGesture`).
  var isHighPriority = false
  /// The other recognizers of the same gesture: they recognize together.
  var siblings: () -> [UIGestureRecognizer] = { [] }
  /// The recognizers that must fail before this one begins.
  var waitsForFailureOf: () -> [UIGestureRecognizer] = { [] }
  /// Whether it may begin now.
  var canBegin: () -> Bool = { true }
  private var kind: GestureKind?
  private(set) var recognizer: UIGestureRecognizer?
  /// What the recognizer's state changes run: set on every update of the view.
  private var handle: (UIGestureRecognizer) -> Void = { _ in }
  /// Where a drag began, in its coordinate space.
  private var dragStart: CGPoint?

  /// Takes the gesture's kind and actions; a new kind replaces the recognizer.
  func configure<G: LeafGesture>(_ gesture: G, actions: GestureActions<G.Value>, node: ViewNode) {
    if let kind, !Self.sameKind(kind, gesture.kind), let old = recognizer {
      old.view?.removeGestureRecognizer(old)
      recognizer = nil
    }
    kind = gesture.kind
    // A reference, not a weak one: no side table for the node.
    let nodeReference = node.reference
    switch gesture.kind {
    case .drag(_, let space):
      handle = { [unowned self] recognizer in
        guard let node = nodeReference.node, let pan = recognizer as? UIPanGestureRecognizer,
          let view = recognizer.view
        else { return }
        let location = node.gestureLocation(pan.location(in: view), in: space)
        // In a space that runs right to left, a move to the right is a negative width.
        let flip: CGFloat = node.gestureSpaceRunsRightToLeft(space) ? -1 : 1
        let translation = pan.translation(in: view)
        if recognizer.state == .began || self.dragStart == nil {
          self.dragStart = CGPoint(
            x: location.x - flip * translation.x, y: location.y - translation.y)
        }
        let velocity = pan.velocity(in: view)
        let value = DragGesture.Value(
          time: HeadlessClock.date(), location: location, startLocation: self.dragStart ?? location,
          velocity: CGSize(width: flip * velocity.x, height: velocity.y))
        Self.deliver(value as? G.Value, state: recognizer.state, actions: actions)
        if recognizer.state == .ended || recognizer.state == .cancelled {
          self.dragStart = nil
        }
      }
    case .tap, .buttonAction:
      handle = { recognizer in
        Self.deliver(() as? G.Value, state: recognizer.state, actions: actions)
      }
    case .spatialTap(_, let space):
      handle = { recognizer in
        guard let node = nodeReference.node, let view = recognizer.view else { return }
        let location = node.gestureLocation(recognizer.location(in: view), in: space)
        Self.deliver(
          SpatialTapGesture.Value(location: location) as? G.Value, state: recognizer.state,
          actions: actions)
      }
    case .longPress:
      handle = { recognizer in
        // SwiftUI's long press ends once it has been held long enough (UIKit's `.began`); its
        // value is whether it has: true. The finger lifting stops it again (a sequence waits
        // for that); a finger that lifts early cancels it.
        let state: UIGestureRecognizer.State =
          switch recognizer.state {
          case .began: .ended
          case .ended: .cancelled
          case .changed: .possible
          default: recognizer.state
          }
        Self.deliver(true as? G.Value, state: state, actions: actions)
      }
    case .magnify:
      handle = { recognizer in
        guard let pinch = recognizer as? UIPinchGestureRecognizer, let view = recognizer.view
        else { return }
        let start = pinch.location(in: view)
        let value = MagnifyGesture.Value(
          time: HeadlessClock.date(), magnification: pinch.scale, velocity: pinch.velocity,
          startAnchor: .center,
          startLocation: nodeReference.node?.gestureLocation(start, in: .local) ?? start)
        Self.deliver(
          (value as? G.Value) ?? (pinch.scale as? G.Value), state: recognizer.state,
          actions: actions)
      }
    case .rotate:
      handle = { recognizer in
        guard let rotation = recognizer as? UIRotationGestureRecognizer,
          let view = recognizer.view
        else { return }
        let start = rotation.location(in: view)
        let value = RotateGesture.Value(
          time: HeadlessClock.date(), rotation: .radians(Double(rotation.rotation)),
          velocity: .radians(Double(rotation.velocity)), startAnchor: .center,
          startLocation: nodeReference.node?.gestureLocation(start, in: .local) ?? start)
        Self.deliver(
          (value as? G.Value) ?? (value.rotation as? G.Value), state: recognizer.state,
          actions: actions)
      }
    }
  }

  /// Takes the recognizer off its view (the gesture no longer has this part).
  func remove() {
    if let recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
    recognizer = nil
    kind = nil
  }

  /// Makes (once) the recognizer of the gesture's kind on `view`; a tap's count follows the
  /// gesture's on every render.
  func install(on view: UIView) {
    guard let kind else { return }
    if let recognizer, recognizer.view === view {
      if let tap = recognizer as? UITapGestureRecognizer, let count = kind.tapCount {
        tap.numberOfTapsRequired = count
      }
      return
    }
    // The gesture's view changed: the old view must not keep recognizing it.
    if let old = recognizer { old.view?.removeGestureRecognizer(old) }
    let made: UIGestureRecognizer
    switch kind {
    case .drag(let minimumDistance, _):
      let pan = UIPanGestureRecognizer()
      pan.slop = max(Double(minimumDistance.isFinite ? minimumDistance : 10), 0)
      made = pan
    case .tap(let count), .spatialTap(let count, _):
      let tap = UITapGestureRecognizer()
      tap.numberOfTapsRequired = count
      made = tap
    case .longPress(let duration, let distance):
      let press = UILongPressGestureRecognizer()
      press.minimumPressDuration = duration.isFinite ? max(duration, 0) : 0.5
      press.allowableMovement = distance.isFinite ? max(distance, 0) : 10
      made = press
    case .magnify:
      made = UIPinchGestureRecognizer()
    case .rotate:
      made = UIRotationGestureRecognizer()
    case .buttonAction:
      let press = ButtonPressRecognizer()
      press.recognizesOnLift = true
      made = press
    }
    made.delegate = self
    made.addAction { [weak self] recognizer in self?.handle(recognizer) }
    view.addGestureRecognizer(made)
    recognizer = made
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    isSimultaneous || siblings().contains { $0 === otherGestureRecognizer }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    if waitsForFailureOf().contains(where: { $0 === otherGestureRecognizer }) { return true }
    // `.gesture` attaches "with a lower precedence than gestures defined by the view" (Apple,
    // `gesture(_:including:)`): it waits for the SwiftUI gestures of the views inside to fail.
    guard !isSimultaneous, !isHighPriority, let view = gestureRecognizer.view,
      let other = otherGestureRecognizer.view, other !== view, other.isDescendant(of: view),
      let otherBox = otherGestureRecognizer.delegate as? GestureRecognizerBox,
      !otherBox.isSimultaneous
    else { return false }
    return !siblings().contains { $0 === otherGestureRecognizer }
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    // A high-priority gesture goes first: the gestures of the views inside wait for it.
    guard isHighPriority, let view = gestureRecognizer.view,
      let other = otherGestureRecognizer.view,
      other !== view, other.isDescendant(of: view)
    else { return false }
    return !siblings().contains { $0 === otherGestureRecognizer }
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    canBegin()
  }

  /// Runs the actions a recognizer state calls for: changes while it runs, the end and the
  /// reset when it ends, the reset alone when it is cancelled.
  private static func deliver<Value>(
    _ value: Value?, state: UIGestureRecognizer.State, actions: GestureActions<Value>
  ) {
    guard let value else { return }
    switch state {
    case .began, .changed:
      for action in actions.changed { action(value) }
    case .ended:
      for action in actions.ended { action(value) }
      for action in actions.stopped { action() }
    case .cancelled, .failed:
      for action in actions.stopped { action() }
    default: break
    }
  }

  private static func sameKind(_ a: GestureKind, _ b: GestureKind) -> Bool {
    switch (a, b) {
    case (.drag, .drag), (.tap, .tap), (.spatialTap, .spatialTap), (.longPress, .longPress),
      (.magnify, .magnify), (.rotate, .rotate), (.buttonAction, .buttonAction):
      true
    default: false
    }
  }
}
