/// Hears of a sheet's changes the person makes (iOS 15; its own member is inert: a sheet is not
/// dragged headless).
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// The person moved the sheet to another detent (inert: dragging a sheet is not modelled, so
  /// only code changes the detent, and code's changes call nothing, as in UIKit).
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
