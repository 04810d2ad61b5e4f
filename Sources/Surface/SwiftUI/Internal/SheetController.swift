import UIKit

/// A presented sheet: a view over the window whose content sits at the bottom at the sheet's
/// height (or fills it, for a full-screen cover).
final class SheetController: UIViewController {
  let content: UIHostingController<AnyView>
  let settings: SheetSettings
  let fullScreen: Bool

  init(rootView: AnyView, settings: SheetSettings, fullScreen: Bool) {
    content = UIHostingController(rootView: rootView)
    self.settings = settings
    self.fullScreen = fullScreen
    super.init(nibName: nil, bundle: nil)
    // The presenting view stays in the window behind a sheet, as on a phone.
    modalPresentationStyle = fullScreen ? .fullScreen : .overFullScreen
    settings.controller = self
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() {
    let container = SheetContainerView()
    container.sheet = self
    view = container
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(content)
    view.addSubview(content.view)
    content.didMove(toParent: self)
    let tap = UITapGestureRecognizer { [weak self] recognizer in self?.tappedOutside(recognizer) }
    view.addGestureRecognizer(tap)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    // The content's detents are known once it has updated: laid out again when they move it
    // (bounded: detents settle in one update).
    for _ in 0..<3 {
      let frame = sheetFrame
      if content.view.frame == frame { break }
      content.view.frame = frame
      content.view.layoutIfNeeded()
    }
  }

  /// The fully expanded height: the window less its top safe area and the gap above a sheet.
  var maximumHeight: CGFloat { SheetMetrics.largeHeight(in: view) }

  /// Where the content is: the bottom of the view at the sheet's height.
  var sheetFrame: CGRect {
    guard !fullScreen else { return view.bounds }
    let height = settings.height(maximum: maximumHeight)
    return CGRect(
      x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
  }

  /// Whether a touch above the sheet goes to the views behind it.
  var passesTouchesBehind: Bool {
    !fullScreen
      && settings.passesTouchesBehind(
        height: content.view.frame.height, maximum: maximumHeight)
  }

  private func tappedOutside(_ recognizer: UITapGestureRecognizer) {
    guard !fullScreen, !settings.isDismissDisabled,
      !content.view.frame.contains(recognizer.location(in: view))
    else { return }
    settings.dismiss()
  }
}

/// The view a sheet is shown in: it takes the touches above the sheet (dimmed, on a phone)
/// unless the sheet lets them through.
final class SheetContainerView: UIView {
  weak var sheet: SheetController?

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    if hit === self, sheet?.passesTouchesBehind == true { return nil }
    return hit
  }
}
