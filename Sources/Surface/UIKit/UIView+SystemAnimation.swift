import Foundation

extension UIView {
  /// An animation UIKit provides (``perform(_:on:options:animations:completion:)``).
  public enum SystemAnimation: UInt, Sendable {
    /// Fades the views out and removes them from their superviews.
    case delete = 0
  }

  /// How long a system animation runs (ours: UIKit gives no figure; 0.3 s is the length of
  /// its other short system transitions, such as a navigation bar's).
  static let systemAnimationDuration: TimeInterval = 0.3

  /// Runs `animation` on `views` while `parallelAnimations` animate beside it, then calls
  /// `completion`.
  ///
  /// `.delete` fades each view to transparent and removes it from its superview when the
  /// animation ends, as UIKit's does.
  ///
  /// ```swift
  /// import UIKit
  ///
  /// let card = UIView()
  /// UIView.perform(.delete, on: [card], options: [], animations: nil)
  /// ```
  public class func perform(
    _ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
    animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: systemAnimationDuration, delay: 0, options: options,
      animations: {
        parallelAnimations?()
        for view in views { view.alpha = 0 }
      },
      completion: { finished in
        for view in views { view.removeFromSuperview() }
        completion?(finished)
      })
  }
}
