extension UIScrollView {
  /// The scroll view's frame as a guide (iOS 11): in the content's coordinates it is the
  /// bounds, so a view constrained to it stays in place on screen as the content scrolls, and a
  /// width or height equal to it sizes the content to the frame.
  public var frameLayoutGuide: UILayoutGuide {
    systemGuide(named: UIScrollView.frameGuideName) { $0.bounds }
  }

  /// The scroll view's content as a guide (iOS 11): its origin is the content's and its size
  /// is ``contentSize``, which the constraints to it decide in each layout pass (an edge they
  /// leave free keeps the size it had), as in UIKit.
  public var contentLayoutGuide: UILayoutGuide {
    systemGuide(named: UIScrollView.contentGuideName) { view in
      CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
    }
  }

  static let frameGuideName = "UIScrollViewFrameLayoutGuide"
  static let contentGuideName = "UIScrollViewContentLayoutGuide"
}
