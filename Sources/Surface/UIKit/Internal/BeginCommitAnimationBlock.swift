import Foundation

/// The settings of one `UIView.beginAnimations(_:context:)` block, as its `setAnimation…` calls
/// leave them until `commitAnimations()`.
struct BeginCommitAnimationBlock {
  let animationID: String?
  // source: UIView.setAnimationDuration(_:) documentation: "The default value is 0.2 seconds."
  var duration: TimeInterval = 0.2
  var delay: TimeInterval = 0
  // source: UIView.setAnimationCurve(_:) documentation: the default is easeInOut.
  var curve: UIView.AnimationCurve = .easeInOut
  /// Repetitions; 0 plays once, as 1 does (UIKit's default).
  var repeatCount: Float = 0
  var autoreverses = false
  weak var delegate: AnyObject?
  var willStartSelector: Selector?
  var didStopSelector: Selector?
}
