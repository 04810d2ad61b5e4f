import TouchModel

/// Where one finger's samples go: the view it hit, the recognizers of that view and its
/// ancestors, and the innermost scroll view holding it.
final class TouchRoute {
  let touch: UITouch
  /// The finger's latest sample.
  var sample: TouchSample
  let hitView: UIView?
  let recognizers: [UIGestureRecognizer]
  /// Whether no recognizer is among ``recognizers`` twice (one added to a view twice).
  let hasDistinctRecognizers: Bool
  /// The scroll view that has the finger: the innermost one holding it, until a drag that only
  /// an outer one can take begins (``nestedScrollViews``).
  var scrollView: UIScrollView?
  /// The scroll views holding the finger, innermost first, until a drag begins.
  ///
  /// Each follows the finger, and the drag goes to the innermost that scrolls along it. Empty
  /// once decided, or when only one scroll view holds the finger.
  var nestedScrollViews: [UIScrollView] = []
  /// The scroll view began dragging under this finger: content touches were cancelled.
  var contentCancelled = false
  /// A recognizer that cancels touches in its view took this finger: the hit view heard
  /// `touchesCancelled` and hears nothing more of it.
  var viewTouchesCancelled = false
  /// The nearest scroll view above the hit view (not the hit view itself), asked whether the
  /// hit view hears the touch (`touchesShouldBegin(_:with:in:)`).
  var contentScrollView: UIScrollView?
  /// The scroll view around the hit view said no to this touch
  /// (`touchesShouldBegin(_:with:in:)`): the hit view hears none of it.
  var viewTouchesRefused = false

  init(
    touch: UITouch, sample: TouchSample, hitView: UIView?, recognizers: [UIGestureRecognizer],
    scrollView: UIScrollView?
  ) {
    self.touch = touch
    self.sample = sample
    self.hitView = hitView
    self.recognizers = recognizers
    hasDistinctRecognizers = recognizers.indices.allSatisfy { index in
      !recognizers[..<index].contains { $0 === recognizers[index] }
    }
    self.scrollView = scrollView
  }
}
