import HeadlessRuntime
import ScrollEngine
import TouchCore
import TouchModel

// The host's entry points: a replay delivers each touch sample and each display frame here.

extension UIWindow {
  /// Delivers the touch samples of one instant (window coordinates) as one event, as UIKit
  /// does: hit-testing on touch-down, then each recognizer of the hit views and their ancestors
  /// once per phase with all of its touches that changed, each innermost scroll view's engine
  /// sample by sample, and each hit view's `touches…` methods.
  ///
  /// A finger that touches down while another is on a scroll view joins that scroll view
  /// (two-finger drags continue smoothly). Samples of another time are delivered as another
  /// event; a sample for a finger that is not down, or a second touch-down, is ignored.
  package func headlessTouches(_ samples: [TouchSample]) {
    var event: [TouchSample] = []
    for sample in samples {
      // A finger sampled twice at one time (a touch-down and its lift) makes two events.
      if event.contains(where: { $0.id == sample.id }) {
        deliverEvent(event)
        event.removeAll()
      }
      event.append(sample)
    }
    deliverEvent(event)
  }

  private func deliverEvent(_ samples: [TouchSample]) {
    let changed = samples.compactMap(updateRoute(for:))
    guard let time = changed.first?.touch.sampleTime else { return }
    let event = UIEvent()
    event.timestamp = time.seconds
    let allTouches = touchesDown ?? Set(routes.values.map(\.touch))
    touchesDown = allTouches
    event.allTouches = allTouches
    deliverToRecognizers(changed, event: event)
    for route in changed {
      if route.nestedScrollViews.isEmpty {
        route.scrollView?.handleTouch(route.sample)
      } else {
        deliverToNestedScrollViews(route)
      }
      if let scrollView = route.scrollView, scrollView.takesContentTouches,
        !route.contentCancelled
      {
        cancelContent(of: route, event: event)
      }
    }
    let toViews = changed.filter { !$0.contentCancelled && !$0.viewTouchesCancelled }
    deliverToViews(toViews, event: event)
    for route in changed where route.sample.phase.isTerminal { routes[route.sample.id] = nil }
  }

  /// Delivers a sample of a finger that nested scroll views hold, before any of them drags.
  ///
  /// Each follows it (so touching an inner carousel stops the list around it, as in UIKit).
  /// The sample that begins a drag
  /// goes to the innermost scroll view that would drag along an axis it scrolls (else the
  /// innermost that would drag at all), which takes the finger; the others let go of it.
  private func deliverToNestedScrollViews(_ route: TouchRoute) {
    let sample = route.sample
    let nested = route.nestedScrollViews
    let starts = sample.phase == .began ? [] : nested.map { $0.dragWouldBegin(with: sample) }
    guard starts.contains(where: \.begins) else {
      for (index, scrollView) in nested.enumerated() {
        scrollView.handleTouch(sample, recognizesTaps: index == 0)
      }
      if sample.phase.isTerminal { route.nestedScrollViews = [] }
      return
    }
    let winner =
      zip(nested, starts).first { $0.1.begins && $0.1.alongScrollableAxis }?.0
      ?? zip(nested, starts).first { $0.1.begins }?.0
    let released = TouchSample(
      id: sample.id, phase: .cancelled, location: sample.location, timestamp: sample.timestamp)
    for scrollView in nested where scrollView !== winner {
      scrollView.handleTouch(released, recognizesTaps: false)
    }
    winner?.handleTouch(sample)
    route.scrollView = winner
    route.nestedScrollViews = []
  }

  /// Starts or moves the route of `sample`'s finger; nil when the sample has no route.
  private func updateRoute(for sample: TouchSample) -> TouchRoute? {
    let location = CGPoint(sample.location)
    let route: TouchRoute
    if sample.phase == .began {
      guard routes[sample.id] == nil else { return nil }
      route = makeRoute(for: sample, at: location)
      routes[sample.id] = route
    } else {
      guard let existing = routes[sample.id] else { return nil }
      route = existing
      route.touch.previousWindowLocation = route.touch.windowLocation
      route.touch.windowLocation = location
      route.touch.phase = Self.phase(of: sample.phase)
    }
    route.sample = sample
    route.touch.sampleTime = sample.timestamp
    route.touch.timestamp = sample.timestamp.seconds
    return route
  }

  /// Each recognizer gets its changed touches once per phase, in the order the recognizers were
  /// met (innermost view first); a recognizer inside a scroll view that took a finger over does
  /// not get that finger.
  private func deliverToRecognizers(_ changed: [TouchRoute], event: UIEvent) {
    // One finger's sample, the usual event: each recognizer gets it alone, in the route's order,
    // without the dictionary and the groups below (a recognizer met twice takes that way).
    if changed.count == 1, let route = changed.first, route.hasDistinctRecognizers {
      let order = route.recognizers.filter { hears(route, $0) }
      let touches = [route.touch]
      for recognizer in order { recognizer.deliver(touches, event: event) }
      for recognizer in order { recognizer.finishCycleIfDone() }
      return
    }
    var order: [UIGestureRecognizer] = []
    var touches: [ObjectIdentifier: [UITouch]] = [:]
    for route in changed {
      for recognizer in route.recognizers where hears(route, recognizer) {
        let key = ObjectIdentifier(recognizer)
        if touches[key] == nil { order.append(recognizer) }
        touches[key, default: []].append(route.touch)
      }
    }
    for recognizer in order {
      for group in Self.byPhase(touches[ObjectIdentifier(recognizer)] ?? []) {
        recognizer.deliver(group, event: event)
      }
    }
    // Reset only once all have had the event: one that recognized is still seen as recognized
    // by those that wait for it to fail (a parent's tap waiting on its child's).
    for recognizer in order { recognizer.finishCycleIfDone() }
  }

  /// Whether `recognizer` hears `route`'s finger: not when it is inside the scroll view that took
  /// the finger over.
  private func hears(_ route: TouchRoute, _ recognizer: UIGestureRecognizer) -> Bool {
    !route.contentCancelled || !isInside(recognizer, route.scrollView)
  }

  /// Each hit view gets each changed touch in a call of its own, in finger order: a set of
  /// several touches would reach the app's code in an order that changes from run to run (sets
  /// of objects are hashed by address), and the same tape must give the same bytes.
  private func deliverToViews(_ changed: [TouchRoute], event: UIEvent) {
    for route in changed {
      guard let view = route.hitView, !route.viewTouchesRefused else { continue }
      let touches: Set<UITouch> = [route.touch]
      switch route.touch.phase {
      case .began:
        // The scroll view around the content decides whether it hears the touch.
        if let scrollView = route.contentScrollView,
          !scrollView.touchesShouldBegin(touches, with: event, in: view)
        {
          route.viewTouchesRefused = true
          continue
        }
        view.touchesBegan(touches, with: event)
      case .moved, .stationary: view.touchesMoved(touches, with: event)
      case .ended: view.touchesEnded(touches, with: event)
      case .cancelled: view.touchesCancelled(touches, with: event)
      }
    }
  }

  /// `touches` grouped by phase, in UIKit's order within an event: began, moved, ended,
  /// cancelled.
  private static func byPhase(_ touches: [UITouch]) -> [[UITouch]] {
    let phases: [[UITouch.Phase]] = [[.began], [.moved, .stationary], [.ended], [.cancelled]]
    return phases.compactMap { kinds in
      let group = touches.filter { kinds.contains($0.phase) }
      return group.isEmpty ? nil : group
    }
  }

  /// One display frame: every scroll view's engine steps (depth first, back to front), then
  /// display links and animations, then layout.
  package func headlessFrame(at time: Timestamp, runtime: HeadlessRuntime) {
    runtime.advance(to: time)
    for scrollView in headlessScrollViews() { scrollView.handleFrame(at: time) }
    runtime.frame(at: time)
    UIViewAnimationState.current()?.prune(at: time)
    layoutIfNeeded()
  }

  /// Whether nothing would change until the next input: no finger down, no scroll view moving,
  /// no animation, timer, delayed block or display link pending.
  ///
  /// Reads state only, so the host asks outside the runtime (entering it costs a task-local
  /// push and pop, on every frame).
  package func headlessIsAtRest(runtime: HeadlessRuntime) -> Bool {
    routes.isEmpty && !runtime.hasPendingWork
      && !UIViewAnimationState.state(in: runtime).isAnimating
      && headlessScrollViews().allSatisfy(\.isAtRest)
  }

  /// The scroll views in the hierarchy, depth first, back to front: found once per change to
  /// the hierarchy (the host asks several times a frame; cells come and go less often).
  package func headlessScrollViews() -> [UIScrollView] {
    if let cached = scrollViewsInHierarchy { return cached }
    var found: [UIScrollView] = []
    func visit(_ view: UIView) {
      if let scrollView = view as? UIScrollView { found.append(scrollView) }
      for subview in view.subviews { visit(subview) }
    }
    visit(self)
    scrollViewsInHierarchy = found
    return found
  }

  /// Hands `body` each scroll view's events since the last call, with the view, then empties
  /// the view's log.
  ///
  /// The log keeps its storage for the next events when `body` keeps no copy of the list: a
  /// returned list was a second reference, so emptying the log allocated a new one on every
  /// step that scrolled.
  package func headlessTakeScrollEvents(_ body: (UIScrollView, [ScrollEvent]) -> Void) {
    for view in headlessScrollViews() where !view.eventLog.isEmpty {
      body(view, view.eventLog)
      view.eventLog.removeAll(keepingCapacity: true)
    }
  }

  private func makeRoute(for sample: TouchSample, at location: CGPoint) -> TouchRoute {
    let time = sample.timestamp
    let joined = routes.values.sorted { $0.touch.id < $1.touch.id }.first { $0.scrollView != nil }
    let hit = hitTest(location, with: nil)
    var recognizers: [UIGestureRecognizer] = []
    var scrollViews: [UIScrollView] = []
    var view = hit
    while let current = view {
      for recognizer in current.gestureRecognizers ?? []
      where recognizer.isEnabled && !(recognizer is ScrollViewPanGestureRecognizer) {
        recognizers.append(recognizer)
      }
      if let scrollView = current as? UIScrollView { scrollViews.append(scrollView) }
      view = current.superview
    }
    let touch = UITouch(id: sample.id, location: location, time: time, view: hit, window: self)
    let route = TouchRoute(
      touch: touch, sample: sample, hitView: hit, recognizers: recognizers,
      scrollView: joined?.scrollView ?? scrollViews.first)
    if joined == nil, scrollViews.count > 1 { route.nestedScrollViews = scrollViews }
    route.contentScrollView = scrollViews.first { $0 !== hit }
    return route
  }

  /// The scroll view began dragging: recognizers inside it that have not recognized fail, and
  /// so do those on it or around it that may not recognize with its pan; the content view gets
  /// `touchesCancelled`, as UIKit cancels content touches.
  private func cancelContent(of route: TouchRoute, event: UIEvent) {
    route.contentCancelled = true
    guard let pan = route.scrollView?.panGestureRecognizer else { return }
    for recognizer in route.recognizers
    where isInside(recognizer, route.scrollView) || !mayRecognizeTogether(recognizer, pan) {
      recognizer.failIfPossible()
    }
    if let view = route.hitView, let scrollView = route.scrollView, view !== scrollView,
      !route.viewTouchesCancelled
    {
      view.touchesCancelled([route.touch], with: event)
    }
  }

  private static func phase(of phase: Touch.Phase) -> UITouch.Phase {
    switch phase {
    case .began: .began
    case .moved: .moved
    case .stationary: .stationary
    case .ended: .ended
    case .cancelled: .cancelled
    }
  }
}
