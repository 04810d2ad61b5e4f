import HeadlessRuntime

/// Recognizes a gesture from the touches on its view and the view's subviews, and calls its
/// actions when its state changes, as UIKit's recognizers do.
///
/// `init(target:action:)` takes a ``Selector``: ported code's `#selector(didTap)` (the
/// HapticTapePort build plugin) or `Selector(method:_:)` written out. Each recognizer also
/// takes a closure: `UITapGestureRecognizer { [unowned self] in self.didTap($0) }`.
open class UIGestureRecognizer: NSObject {
  /// A recognizer's state.
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture was recognized (`ended`).
    public static let recognized = State.ended
  }

  // `@exclusivity(unchecked)` on `state` and `isEnabled`: read for every sample; no access to
  // them overlaps another.
  /// The current state; subclasses set it, as UIKit's `UIGestureRecognizerSubclass` allows.
  ///
  /// Each change sends the actions, and so does each `.changed` of a continuous gesture (one per
  /// movement, as in UIKit), even when the state already was `.changed`.
  @exclusivity(unchecked) open var state: State = .possible {
    didSet {
      guard state != oldValue || state == .changed else { return }
      notifyStateObservers(old: oldValue)
      let recognized = oldValue == .possible && (state == .began || state == .ended)
      if recognized, let window = view?.window {
        // One gesture at a time: a scroll view taking the finger wins over a gesture around
        // it; a gesture that begins fails the others on its fingers.
        guard window.recognizerMayBegin(self) else {
          state = .failed
          return
        }
        window.recognizerDidBegin(self)
      }
      switch state {
      case .began, .changed, .ended, .cancelled: sendActions()
      case .possible, .failed: break
      }
      if state == .failed || recognized {
        for dependent in dependents { dependent.recognizer?.requirementDecided() }
      }
    }
  }
  /// Whether the recognizer takes touches; disabling a recognizing one cancels it.
  @exclusivity(unchecked) open var isEnabled = true {
    didSet {
      if !isEnabled, state == .began || state == .changed { state = .cancelled }
      if !isEnabled { reset() }
    }
  }
  /// The view the recognizer is attached to.
  open var view: UIView? { attachedView }
  /// Unowned and unsafe rather than weak (a weak reference gives the view a side table, which
  /// every retain and release of it then goes through); the view clears it when it detaches the
  /// recognizer or deinitializes.
  unowned(unsafe) var attachedView: UIView?
  /// The delegate.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether recognizing cancels the touches in the view: the view under the fingers gets
  /// `touchesCancelled` and no more of their touches, and a collection or table view under them
  /// selects nothing.
  open var cancelsTouchesInView = true
  /// Inert.
  open var delaysTouchesBegan = false
  /// Inert.
  open var delaysTouchesEnded = true
  /// An optional name.
  open var name: String?

  /// Touches the recognizer is following.
  var trackedTouches: [UITouch] = []
  /// The set the last ``touchesMoved(_:with:)`` got, until its touches end.
  private var movedSet: Set<UITouch>?
  /// The closures and the targets' selectors, in the order they were added.
  private var actions: [GestureAction] = []
  private var failureRequirements: [UIGestureRecognizer] = []
  /// The recognizers whose recognition has waited on this one (told when it decides).
  private var dependents: [UIGestureRecognizerDependent] = []
  /// What this recognizer will become once the recognizers it requires to fail have failed.
  private var pendingRecognition: State?
  /// The recognizers a held recognition waits on (``require(toFail:)``'s and the delegates').
  private var pendingRequirements: [UIGestureRecognizer] = []

  /// A recognizer with no action.
  public override init() { super.init() }

  /// A recognizer that calls `action` on `target` (held weakly, as UIKit does) when its state
  /// changes; no action when either is nil.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  /// Adds an action (the closure form of `addTarget(_:action:)`).
  open func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
    actions.append(.handler(handler))
  }

  /// Calls `action` on `target` (held weakly) when the state changes.
  ///
  /// The recognizer is the sender when the method takes one. A pair already added is not added
  /// again.
  open func addTarget(_ target: Any, action: Selector) {
    let entry = TargetAction(target: target, action: action)
    let present = actions.contains {
      if case .target(let other) = $0 { return other.matches(entry.target, action) }
      return false
    }
    if !present { actions.append(.target(entry)) }
  }

  /// Stops calling `action` on `target`; a nil target means every target, a nil action every
  /// action of the target.
  open func removeTarget(_ target: Any?, action: Selector?) {
    actions.removeAll {
      if case .target(let entry) = $0 { return entry.matches(target, action) }
      return false
    }
  }

  /// Removes every action.
  open func removeAllActions() { actions.removeAll() }

  /// The number of touches the recognizer follows.
  open var numberOfTouches: Int { trackedTouches.count }

  /// The centroid of the followed touches in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint {
    guard !trackedTouches.isEmpty else { return lastLocation(in: view) }
    var x: CGFloat = 0
    var y: CGFloat = 0
    for touch in trackedTouches {
      let point = touch.location(in: view)
      x += point.x
      y += point.y
    }
    let count = CGFloat(trackedTouches.count)
    return CGPoint(x: x / count, y: y / count)
  }

  /// The location of touch `index` in `view`'s coordinates (zero when there is no such touch).
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else {
      report(
        "location(ofTouch:in:)",
        "touch \(touchIndex) does not exist; numberOfTouches is \(numberOfTouches)")
      return .zero
    }
    return trackedTouches[touchIndex].location(in: view)
  }

  /// Makes this recognizer wait until `other` fails: while `other` is still deciding (a double
  /// tap between its taps) this one holds its recognition, then recognizes when `other` fails
  /// and fails when `other` recognizes.
  open func require(toFail other: UIGestureRecognizer) {
    // `other` learns of this one when a recognition waits on it (``recognize(as:)``).
    failureRequirements.append(other)
  }

  /// Whether the recognizer has not decided yet on touches it follows (a recognizer waiting for
  /// another's failure waits on it only then).
  var isUndecided: Bool { state == .possible && !trackedTouches.isEmpty }

  /// A recognizer this one requires to fail has failed or recognized: recognize what was held,
  /// or fail.
  private func requirementDecided() {
    guard let pending = pendingRecognition, state == .possible else { return }
    if pendingRequirements.contains(where: \.hasRecognized) {
      pendingRecognition = nil
      pendingRequirements = []
      state = .failed
      return
    }
    guard !pendingRequirements.contains(where: \.isUndecided) else { return }
    pendingRecognition = nil
    pendingRequirements = []
    recognizeNow(as: pending)
  }

  /// Whether the recognizer has recognized or is recognizing (a recognizer that requires it to
  /// fail then fails).
  private var hasRecognized: Bool { state != .failed && state != .possible }

  /// The recognizers this one must wait on: those given to ``require(toFail:)``, and those on its
  /// fingers that its delegate requires to fail or whose delegates require it to be failed by.
  private var requirements: [UIGestureRecognizer] {
    failureRequirements + (view?.window?.delegatesFailureRequirements(of: self) ?? [])
  }

  private var lastWindowLocation: CGPoint = .zero

  private func lastLocation(in view: UIView?) -> CGPoint {
    guard let view else { return lastWindowLocation }
    return view.convert(lastWindowLocation, from: nil)
  }

  // MARK: - Subclass interface (UIGestureRecognizerSubclass)

  /// Touches began.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches ended.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches were cancelled.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Returns the recognizer to `.possible` after a gesture ends or fails.
  open func reset() {}

  // MARK: - Delivery (the host's touch pipeline)

  /// Feeds the touches of one event that share a phase.
  ///
  /// Follows them and calls the subclass hook once with all of them (as UIKit does: a pinch
  /// hears both fingers move in one call). The window then calls ``finishCycleIfDone()``.
  func deliver(_ touches: [UITouch], event: UIEvent) {
    guard isEnabled, let phase = touches.first?.phase else { return }
    switch phase {
    case .began:
      if state == .ended || state == .cancelled || state == .failed { finishCycle() }
      guard delegate?.gestureRecognizer(self, shouldReceive: event) != false else { return }
      let accepted = touches.filter {
        delegate?.gestureRecognizer(self, shouldReceive: $0) != false
      }
      guard let last = accepted.last else { return }
      lastWindowLocation = last.windowLocation
      trackedTouches.append(contentsOf: accepted)
      touchesBegan(Set(accepted), with: event)
    case .moved, .stationary:
      let followed = touches.filter(isTracked)
      guard let last = followed.last else { return }
      lastWindowLocation = last.windowLocation
      touchesMoved(movedTouches(followed), with: event)
    case .ended, .cancelled:
      let followed = touches.filter(isTracked)
      movedSet = nil
      guard let last = followed.last else { return }
      lastWindowLocation = last.windowLocation
      if phase == .ended {
        touchesEnded(Set(followed), with: event)
      } else {
        touchesCancelled(Set(followed), with: event)
      }
      trackedTouches.removeAll { touch in followed.contains { $0 === touch } }
    }
  }

  /// Whether the recognizer follows `touch` (by identity, as UIKit's touches are compared).
  private func isTracked(_ touch: UITouch) -> Bool {
    trackedTouches.contains { $0 === touch }
  }

  /// `touches` as the set a `touchesMoved` gets: the last one again while the same finger moves
  /// (a set of one finger was built and hashed on every sample).
  private func movedTouches(_ touches: [UITouch]) -> Set<UITouch> {
    if touches.count == 1, let kept = movedSet, kept.count == 1, kept.first === touches[0] {
      return kept
    }
    let set = Set(touches)
    movedSet = set
    return set
  }

  /// Resets after an ended, cancelled or failed gesture once all its touches lifted: called
  /// after every recognizer got the event, so a recognizer that waits on this one sees it
  /// recognized, as UIKit resets its recognizers once the event is handled.
  func finishCycleIfDone() {
    if trackedTouches.isEmpty, state != .possible, state != .began, state != .changed {
      finishCycle()
    }
  }

  /// Fails a recognizer that has not recognized (a scroll view began dragging over it).
  func failIfPossible() {
    if state == .possible, !trackedTouches.isEmpty { state = .failed }
  }

  private func finishCycle() {
    pendingRecognition = nil
    pendingRequirements = []
    state = .possible
    trackedTouches.removeAll()
    movedSet = nil
    reset()
  }

  /// Fails a gesture that has not been recognized.
  func failIfUndecided() {
    if state == .possible { state = .failed }
  }

  /// Whether a continuous gesture has begun and its values are to be read (through `.ended`).
  var isReportingValues: Bool { state == .began || state == .changed || state == .ended }

  /// Moves to the state a two-finger gesture (pinch, rotation) reached, if any.
  ///
  /// `.began` goes through the failure requirements and the delegate. Called after the
  /// gesture's step, not during it: the actions read the gesture's value.
  func move(to next: State?) {
    switch next {
    case .began?: recognize(as: .began)
    case let next?: state = next
    case nil: break
    }
  }

  /// Sets the value of a two-finger gesture, or reports one that is not finite.
  func set(_ value: CGFloat, of gesture: inout TwoTouchGesture, call: String) {
    guard value.isFinite else {
      report(call, "\(value) is not finite; the value is unchanged")
      return
    }
    gesture.set(value)
  }

  /// `touches` lifted from a gesture that lasts until its last finger lifts (pinch, rotation):
  /// it ends then, and fails if it had not begun.
  func endWhenLastFingerLifts(_ touches: Set<UITouch>) {
    switch state {
    case .possible: failIfUndecided()
    case .began, .changed: if numberOfTouches <= touches.count { state = .ended }
    case .ended, .cancelled, .failed: break
    }
  }

  /// The system cancelled the touches: a gesture in progress is cancelled, one that had not
  /// begun fails.
  func cancelOrFail() {
    if state == .began || state == .changed { state = .cancelled } else { failIfUndecided() }
  }

  private func sendActions() {
    for action in actions {
      switch action {
      case .handler(let handler): handler(self)
      case .target(let entry):
        // A target that went away is skipped, as UIKit does with its weak targets.
        guard let target = entry.target else { continue }
        if let problem = entry.action.perform(on: target, sender: self).problem(
          entry.action, target: target)
        {
          report("addTarget(_:action:)", problem)
        }
      }
    }
  }

  /// One action: a closure, or a target's selector.
  private enum GestureAction {
    case handler((UIGestureRecognizer) -> Void)
    case target(TargetAction)
  }

  /// Moves to `.began` (continuous gestures) or `.recognized` (discrete ones) unless a required
  /// recognizer has recognized, or the view or the delegate says no, in which case the gesture
  /// fails (the view is asked first: ours, UIKit does not document the order); while a required
  /// recognizer is still deciding, the recognition waits for it.
  func recognize(as newState: State) {
    let required = requirements
    if required.contains(where: \.hasRecognized) {
      state = .failed
      return
    }
    if required.contains(where: \.isUndecided) {
      pendingRecognition = newState
      pendingRequirements = required
      for other in required where !other.dependents.contains(where: { $0.recognizer === self }) {
        other.dependents.append(UIGestureRecognizerDependent(recognizer: self))
      }
      return
    }
    recognizeNow(as: newState)
  }

  /// Moves to `newState` unless the view or the delegate says no.
  private func recognizeNow(as newState: State) {
    if view?.gestureRecognizerShouldBegin(self) == false
      || delegate?.gestureRecognizerShouldBegin(self) == false
    {
      state = .failed
    } else {
      state = newState
    }
  }
}

/// A recognizer's delegate.
///
/// All methods are optional.
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may begin (or, for a discrete gesture, recognize).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether the recognizer receives `touch`.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  /// Whether the recognizer receives `event`: asked before its touches are offered one by one
  /// (ours: only for an event that begins touches, so a recognizer hears the end of every touch
  /// it follows).
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
    -> Bool
  /// Whether the recognizer receives `press` (inert: a replay has no presses).
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress)
    -> Bool
  /// Whether two recognizers may recognize at once: by default one gesture at a time takes its
  /// fingers (a recognizer that begins fails the others and a scroll view's pan).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `gestureRecognizer` waits for `otherGestureRecognizer`, on the same fingers, to
  /// fail, as ``UIGestureRecognizer/require(toFail:)`` makes it.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether `otherGestureRecognizer`, on the same fingers, waits for `gestureRecognizer` to
  /// fail.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
  ) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress
  ) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}
