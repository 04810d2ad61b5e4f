import HeadlessRuntime
import QuartzCore

/// A view that turns touches into events and runs the actions registered for them, as UIKit's
/// `UIControl` does: touch down, drags in and out, touch up inside or outside, cancel.
///
/// Touches reach a control through the window's hit-testing like any view's; a scroll view
/// that begins dragging cancels them (`touchCancel`), as in UIKit. Register closures with
/// ``addAction(_:for:)``, or a target and a ``Selector`` with ``addTarget(_:action:for:)``
/// (ported code's `#selector`).
open class UIControl: UIView {
  /// How far outside its bounds a finger still counts as inside (ours: UIKit's is not
  /// documented; 70 pt is the margin commonly measured on devices for `touchUpInside`).
  public static let touchInsideMargin: CGFloat = 70

  /// Whether the control takes touches; a disabled control sends nothing.
  open var isEnabled = true
  /// Whether the control is selected (kept; buttons read it for their look).
  open var isSelected = false
  /// Whether a finger is down on the control.
  open var isHighlighted = false
  /// Whether the control is following a touch.
  open private(set) var isTracking = false
  /// Whether the tracked touch is within the bounds and their margin.
  open private(set) var isTouchInside = false
  /// How content sits horizontally (inert).
  open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  /// How content sits vertically (inert).
  open var contentVerticalAlignment = ContentVerticalAlignment.center

  /// The actions, in the order they were added, with their events.
  private(set) var actions: [(action: UIAction, events: Event)] = []
  /// Where the last tracked finger lifted, in the control's coordinates (read by
  /// ``liftedInside()`` of controls whose parts differ: segments, a page control's sides).
  var liftLocation: CGPoint?

  /// The control's state.
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// The events some action is registered for.
  open var allControlEvents: Event {
    actions.reduce(into: Event()) { $0.formUnion($1.events) }
  }

  /// Runs `action` for `controlEvents`; an action with the same identifier is replaced.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
      actions[index].events.formUnion(controlEvents)
      actions[index].action = action
    } else {
      actions.append((action, controlEvents))
    }
  }

  /// Stops running `action` for `controlEvents`.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action with `actionIdentifier` for `controlEvents`.
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    for index in actions.indices.reversed()
    where actions[index].action.identifier == actionIdentifier {
      actions[index].events.subtract(controlEvents)
      if actions[index].events.isEmpty { actions.remove(at: index) }
    }
  }

  /// Sends each of `controlEvents`, in the order of their raw values (`touchUpInside` before
  /// `primaryActionTriggered`): each runs the actions registered for it in the order they were
  /// added.
  open func sendActions(for controlEvents: Event) {
    var remaining = controlEvents.rawValue
    while remaining != 0 {
      let event = Event(rawValue: remaining & (~remaining &+ 1))
      remaining &= remaining &- 1
      for (action, events) in actions where events.contains(event) { sendAction(action) }
    }
  }

  /// Runs `action` with this control as its sender.
  open func sendAction(_ action: UIAction) {
    action.sender = self
    action.handler(action)
    action.sender = nil
  }

  /// Calls `action` on `target` with this control as the sender; with a nil target, on the
  /// first responder up the chain from this control whose type has the method.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    var receiver = target
    if receiver == nil {
      var responder: UIResponder? = self
      while let candidate = responder, !action.isCallable(on: candidate) {
        responder = candidate.next
      }
      receiver = responder
    }
    guard let receiver else {
      report(
        "sendAction(_:to:for:)",
        "no responder from \(type(of: self)) up the chain has a method \(action.name)")
      return
    }
    if let problem = action.perform(on: receiver, sender: self, event: event ?? UIEvent())
      .problem(action, target: receiver)
    {
      report("sendAction(_:to:for:)", problem)
    }
  }

  // MARK: - Tracking

  /// A touch began in the control; return false to stop tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch moved; return false to stop tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// The tracked touch lifted.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// The tracked touch was cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isEnabled, !isTracking, let touch = touches.first else { return }
    isHighlighted = true
    isTouchInside = true
    isTracking = beginTracking(touch, with: event)
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isTracking, let touch = touches.first else { return }
    let wasInside = isTouchInside
    isTouchInside = isWithinMargin(touch)
    isHighlighted = isTouchInside
    isTracking = continueTracking(touch, with: event)
    var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
    if isTouchInside != wasInside {
      events.insert(isTouchInside ? .touchDragEnter : .touchDragExit)
    }
    sendActions(for: events)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, isHighlighted || isTracking else { return }
    let inside = isWithinMargin(touch)
    liftLocation = touch.location(in: self)
    finishTracking()
    endTracking(touch, with: event)
    sendActions(for: inside ? liftedInside() : .touchUpOutside)
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard isHighlighted || isTracking else { return }
    finishTracking()
    cancelTracking(with: event)
    sendActions(for: .touchCancel)
  }

  /// A finger lifted inside: what the control does, and the events it sends (`touchUpInside`;
  /// a button adds its primary action, a switch toggles and adds `valueChanged`).
  func liftedInside() -> Event { .touchUpInside }

  private func finishTracking() {
    isTracking = false
    isHighlighted = false
    isTouchInside = false
  }

  private func isWithinMargin(_ touch: UITouch) -> Bool {
    let point = touch.location(in: self)
    let margin = Self.touchInsideMargin
    let area = bounds.insetBy(dx: -margin, dy: -margin)
    guard point.x.isFinite, point.y.isFinite, area.minX.isFinite, area.width.isFinite else {
      return false
    }
    return area.contains(point)
  }

  /// Where content sits horizontally (inert).
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center, left, right, fill, leading, trailing
  }

  /// Where content sits vertically (inert).
  public enum ContentVerticalAlignment: Int, Sendable {
    case center, top, bottom, fill
  }
}
