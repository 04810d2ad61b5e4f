import TouchInput

/// Where one finger's samples go: the view it hit, the recognizers of that view and its
/// ancestors, and the innermost scroll view holding it.
final class TouchRoute {
  let touch: UITouch
  /// The finger's latest sample.
  var sample: TouchSample
  let hitView: UIView?
  let recognizers: [UIGestureRecognizer]
  let scrollView: UIScrollView?
  /// The scroll view began dragging under this finger: content touches were cancelled.
  var contentCancelled = false

  init(
    touch: UITouch, sample: TouchSample, hitView: UIView?, recognizers: [UIGestureRecognizer],
    scrollView: UIScrollView?
  ) {
    self.touch = touch
    self.sample = sample
    self.hitView = hitView
    self.recognizers = recognizers
    self.scrollView = scrollView
  }
}
