/// The dimmed views behind a sheet: a tap on it dismisses the sheet as a person does.
///
/// Unless the sheet is modal or its delegate says no (then the delegate hears of the attempt).
/// While the sheet rests at or below its largest undimmed detent, touches pass through it.
final class SheetDimmingView: UIView {
  weak var sheet: UISheetPresentationController?

  override init(frame: CGRect) {
    super.init(frame: frame)
    let tap = UITapGestureRecognizer { [weak self] _ in self?.tapped() }
    addGestureRecognizer(tap)
  }

  required init?(coder: NSCoder) { nil }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard let sheet, let container = superview,
      sheet.fillsContainer(container) || sheet.dimsBehind(in: container)
    else { return nil }
    return super.hitTest(point, with: event)
  }

  private func tapped() {
    guard let sheet else { return }
    let presented = sheet.presentedViewController
    let delegate = sheet.delegate
    guard !presented.isModalInPresentation,
      delegate?.presentationControllerShouldDismiss(sheet) ?? true
    else {
      delegate?.presentationControllerDidAttemptToDismiss(sheet)
      return
    }
    delegate?.presentationControllerWillDismiss(sheet)
    presented.dismiss(animated: true) { [weak sheet, weak delegate] in
      if let sheet { delegate?.presentationControllerDidDismiss(sheet) }
    }
  }
}
