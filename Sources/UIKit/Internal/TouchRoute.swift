/// Where one finger's samples go: the view it hit, the recognizers of that view and its
/// ancestors, and the innermost scroll view holding it.
final class TouchRoute {
  let touch: UITouch
  let hitView: UIView?
  let recognizers: [UIGestureRecognizer]
  let scrollView: UIScrollView?
  /// The scroll view began dragging under this finger: content touches were cancelled.
  var contentCancelled = false

  init(
    touch: UITouch, hitView: UIView?, recognizers: [UIGestureRecognizer], scrollView: UIScrollView?
  ) {
    self.touch = touch
    self.hitView = hitView
    self.recognizers = recognizers
    self.scrollView = scrollView
  }
}
