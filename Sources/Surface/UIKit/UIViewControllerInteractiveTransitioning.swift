/// An interaction controller: drives a custom transition from a gesture (see
/// ``UIPercentDrivenInteractiveTransition``).
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the transition, to be driven by the interaction.
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
  /// How fast the transition completes once the interaction ends (1 is the animator's speed).
  var completionSpeed: CGFloat { get }
  /// The curve of the completion once the interaction ends.
  var completionCurve: UIView.AnimationCurve { get }
  /// Whether the transition starts driven by the interaction; `true` by default.
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// 1, as UIKit when the controller leaves it out.
  public var completionSpeed: CGFloat { 1 }
  /// `.easeInOut`, as UIKit when the controller leaves it out.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// `true`, as UIKit when the controller leaves it out.
  public var wantsInteractiveStart: Bool { true }
}
