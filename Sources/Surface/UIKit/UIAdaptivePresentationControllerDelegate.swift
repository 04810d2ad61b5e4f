/// Hears of a presentation the person ends themselves: a tap outside a sheet, headless (a
/// swipe down is not modelled).
///
/// A presentation that code dismisses (`dismiss(animated:)`) calls none of these, as in UIKit.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Whether the tap may dismiss the presented controller (`true` by default).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// The dismissal the person asked for was refused: the presented controller is modal
  /// (`isModalInPresentation`) or ``presentationControllerShouldDismiss(_:)`` said no.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
  /// The dismissal the person asked for begins.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The dismissal the person asked for ended: the presented controller left the screen.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
