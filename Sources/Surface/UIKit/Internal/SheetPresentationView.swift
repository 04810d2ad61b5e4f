/// The view a page or form sheet is shown in, over the window.
///
/// A dimming view fills it, and the presented view sits over that at the sheet's frame. The
/// view itself takes no touch.
final class SheetPresentationView: UIView {
  weak var sheet: UISheetPresentationController? {
    didSet { dimming.sheet = sheet }
  }
  /// The part above the sheet: it takes the touches there while they are dimmed.
  let dimming = SheetDimmingView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    dimming.frame = bounds
    addSubview(dimming)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    dimming.frame = bounds
    guard let sheet, let presented = sheet.presentedView, presented.superview === self else {
      return
    }
    let frame = sheet.frameOfPresentedViewInContainerView
    if presented.frame != frame { presented.frame = frame }
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}
