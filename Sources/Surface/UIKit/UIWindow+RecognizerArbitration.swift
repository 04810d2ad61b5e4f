// Which gesture takes the fingers: UIKit recognizes one gesture at a time unless a delegate lets
// two recognize together ("The default implementation returns false—no two gestures can be
// recognized simultaneously", `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`).

extension UIWindow {
  /// Whether `recognizer` may begin (or recognize) now: not when a scroll view holding one of
  /// its fingers, that it sits on or outside, drags or takes the finger with this sample (the
  /// deeper view's gesture wins: a pan on a view around a list loses to the list's pan), unless
  /// the two may recognize together.
  func recognizerMayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
    for route in routes(holding: recognizer) {
      if overlapsControlAction(recognizer, route) { return false }
      for scrollView in scrollViews(holding: route)
      where !isInside(recognizer, scrollView)
        && !mayRecognizeTogether(recognizer, scrollView.panGestureRecognizer)
      {
        if scrollView.isDragging || scrollView.dragWouldBegin(with: route.sample).begins {
          return false
        }
      }
    }
    return true
  }

  /// Lets `winner`, which began or recognized, take its fingers.
  ///
  /// When it is a continuous gesture that began, the other recognizers on its fingers that have
  /// not fail; the pan of each scroll view holding them that is not dragging fails; either
  /// unless they may recognize together. With
  /// `cancelsTouchesInView` (the default) the views under those fingers get `touchesCancelled`
  /// and no more of their touches, and a collection or table view under them selects nothing.
  ///
  /// A discrete gesture that recognizes as its fingers lift (a tap) leaves the other
  /// recognizers be (ours): a double tap still counts the taps a single tap on the same view
  /// recognized, as apps that do not call `require(toFail:)` see on iOS.
  func recognizerDidBegin(_ winner: UIGestureRecognizer) {
    for route in routes(holding: winner) {
      for other in route.recognizers
      where winner.state == .began && other !== winner && other.state == .possible
        && !mayRecognizeTogether(winner, other)
      {
        other.failIfPossible()
      }
      for scrollView in scrollViews(holding: route)
      where !scrollView.isDragging
        && !mayRecognizeTogether(winner, scrollView.panGestureRecognizer)
      {
        scrollView.letGoOfTouches()
      }
      guard winner.cancelsTouchesInView, !route.viewTouchesCancelled else { continue }
      route.viewTouchesCancelled = true
      for scrollView in scrollViews(holding: route) { scrollView.forgetContentTap() }
      if let view = route.hitView, !route.contentCancelled {
        let event = UIEvent()
        event.timestamp = route.touch.timestamp
        event.allTouches = [route.touch]
        view.touchesCancelled([route.touch], with: event)
      }
    }
  }

  /// Whether `recognizer` is a single one-finger tap on a view around a control whose own
  /// action is a tap: the control gets the tap (Apple, Event Handling Guide for iOS: "default
  /// control actions prevent overlapping gesture recognizer behavior … a single finger single
  /// tap on a UIButton, UISwitch, UIStepper, UISegmentedControl, and UIPageControl").
  private func overlapsControlAction(_ recognizer: UIGestureRecognizer, _ route: TouchRoute)
    -> Bool
  {
    guard let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
      tap.numberOfTouchesRequired == 1
    else { return false }
    var view = route.hitView
    while let current = view, current !== recognizer.view {
      if let control = current as? UIControl, control.isEnabled,
        control is UIButton || control is UISwitch || control is UIStepper
          || control is UISegmentedControl || control is UIPageControl
      {
        return true
      }
      view = current.superview
    }
    return false
  }

  /// The recognizers on `recognizer`'s fingers that its delegate requires to fail, or whose
  /// delegates require `recognizer` to be failed by them.
  func delegatesFailureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
    var required: [UIGestureRecognizer] = []
    for route in routes(holding: recognizer) {
      for other in route.recognizers
      where other !== recognizer && !required.contains(where: { $0 === other })
        && (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
          == true
          || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer)
            == true)
      {
        required.append(other)
      }
    }
    return required
  }

  /// Whether `a` and `b` may recognize together: either's delegate says so.
  func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  /// The fingers `recognizer` follows, in finger order (the same tape gives the same calls).
  private func routes(holding recognizer: UIGestureRecognizer) -> [TouchRoute] {
    routes.values.filter { route in route.recognizers.contains { $0 === recognizer } }
      .sorted { $0.touch.id < $1.touch.id }
  }

  /// The scroll views holding `route`'s finger: the one that has it, or those still deciding.
  private func scrollViews(holding route: TouchRoute) -> [UIScrollView] {
    route.nestedScrollViews.isEmpty ? route.scrollView.map { [$0] } ?? [] : route.nestedScrollViews
  }

  /// Whether `recognizer` sits on a view inside `scrollView` (not on it or around it).
  func isInside(_ recognizer: UIGestureRecognizer, _ scrollView: UIScrollView?) -> Bool {
    guard let scrollView, let view = recognizer.view else { return false }
    return view !== scrollView && view.isDescendant(of: scrollView)
  }
}
