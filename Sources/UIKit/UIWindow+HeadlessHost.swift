import HeadlessRuntime
import ScrollEngine
import TouchCore
import TouchInput

// The host's entry points: a replay delivers each touch sample and each display frame here.

extension UIWindow {
  /// Delivers one touch sample (window coordinates): hit-testing on touch-down, then the
  /// recognizers of the hit view and its ancestors, the innermost scroll view's engine, and the hit
  /// view's `touches…` methods, as UIKit routes them.
  ///
  /// A finger that touches down while another is on a scroll view joins that scroll view
  /// (two-finger drags continue smoothly).
  package func headlessTouch(_ sample: TouchSample) {
    let location = CGPoint(sample.location)
    let route: TouchRoute
    if sample.phase == .began {
      guard routes[sample.id] == nil else { return }
      route = makeRoute(for: sample, at: location)
      routes[sample.id] = route
    } else {
      guard let existing = routes[sample.id] else { return }
      route = existing
      route.touch.previousWindowLocation = route.touch.windowLocation
      route.touch.windowLocation = location
      route.touch.phase = Self.phase(of: sample.phase)
    }
    route.touch.sampleTime = sample.timestamp
    route.touch.timestamp = sample.timestamp.seconds
    let event = UIEvent()
    event.timestamp = sample.timestamp.seconds
    event.allTouches = Set(routes.values.map(\.touch))
    for recognizer in route.recognizers
    where !route.contentCancelled || !isInside(recognizer, route) {
      recognizer.deliver(route.touch, event: event)
    }
    if let scrollView = route.scrollView {
      scrollView.handleTouch(sample)
      if scrollView.isDragging, !route.contentCancelled {
        cancelContent(of: route, event: event)
      }
    }
    if !route.contentCancelled, let view = route.hitView {
      let touches: Set<UITouch> = [route.touch]
      switch route.touch.phase {
      case .began: view.touchesBegan(touches, with: event)
      case .moved, .stationary: view.touchesMoved(touches, with: event)
      case .ended: view.touchesEnded(touches, with: event)
      case .cancelled: view.touchesCancelled(touches, with: event)
      }
    }
    if sample.phase.isTerminal { routes[sample.id] = nil }
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
  package func headlessIsAtRest(runtime: HeadlessRuntime) -> Bool {
    routes.isEmpty && !runtime.hasPendingWork
      && !(UIViewAnimationState.current()?.isAnimating ?? false)
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

  /// Each scroll view's events since the last call, with the view.
  package func headlessTakeScrollEvents() -> [(view: UIScrollView, events: [ScrollEvent])] {
    headlessScrollViews().compactMap { view in
      guard !view.eventLog.isEmpty else { return nil }
      defer { view.eventLog.removeAll(keepingCapacity: true) }
      return (view, view.eventLog)
    }
  }

  private func makeRoute(for sample: TouchSample, at location: CGPoint) -> TouchRoute {
    let time = sample.timestamp
    let joined = routes.values.sorted { $0.touch.id < $1.touch.id }.first { $0.scrollView != nil }
    let hit = hitTest(location, with: nil)
    var recognizers: [UIGestureRecognizer] = []
    var scrollView: UIScrollView?
    var view = hit
    while let current = view {
      for recognizer in current.gestureRecognizers ?? []
      where recognizer.isEnabled && !(recognizer is ScrollViewPanGestureRecognizer) {
        recognizers.append(recognizer)
      }
      if scrollView == nil, let candidate = current as? UIScrollView { scrollView = candidate }
      view = current.superview
    }
    let touch = UITouch(id: sample.id, location: location, time: time, view: hit, window: self)
    return TouchRoute(
      touch: touch, hitView: hit, recognizers: recognizers,
      scrollView: joined?.scrollView ?? scrollView)
  }

  /// The scroll view began dragging: recognizers inside it that have not recognized fail, and
  /// the content view gets `touchesCancelled`, as UIKit cancels content touches.
  private func cancelContent(of route: TouchRoute, event: UIEvent) {
    route.contentCancelled = true
    for recognizer in route.recognizers where isInside(recognizer, route) {
      recognizer.failIfPossible()
    }
    if let view = route.hitView, let scrollView = route.scrollView, view !== scrollView {
      view.touchesCancelled([route.touch], with: event)
    }
  }

  /// Whether `recognizer` sits on a view inside the route's scroll view (not on it or above).
  private func isInside(_ recognizer: UIGestureRecognizer, _ route: TouchRoute) -> Bool {
    guard let scrollView = route.scrollView, let view = recognizer.view else { return false }
    return view !== scrollView && view.isDescendant(of: scrollView)
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
