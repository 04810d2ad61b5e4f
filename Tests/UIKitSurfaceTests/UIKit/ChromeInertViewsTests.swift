import HeadlessRuntime
import Testing
import UIKit

// Tolerance: stack frames are sums and quotients of whole points; 1e-9 pt covers the thirds of
// `.fillEqually`.
private let pointTolerance: CGFloat = 1e-9

private func expectFrame(
  _ view: UIView, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let frame = view.frame
  let matches =
    abs(frame.minX - x) <= pointTolerance && abs(frame.minY - y) <= pointTolerance
    && abs(frame.width - width) <= pointTolerance && abs(frame.height - height) <= pointTolerance
  #expect(
    matches, "frame \(frame) is not \(x), \(y), \(width) × \(height)",
    sourceLocation: sourceLocation)
}

/// Three views 50, 60 and 70 pt wide and 20 pt tall.
private func threeViews() -> [UIView] {
  [50, 60, 70].map { UIView(frame: CGRect(x: 0, y: 0, width: $0, height: 20)) }
}

@Suite("Inert chrome: activity indicators, stack views, effect views, UIDevice")
struct ChromeInertViewsTests {
  @Test("an activity indicator is hidden while stopped, shown while spinning")
  func activityIndicator() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.frame.size == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
    #expect(spinner.isHidden && !spinner.isAnimating && spinner.hidesWhenStopped)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
    spinner.startAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
    #expect(spinner.style == .large)
  }

  @Test(".fill: natural widths and spacing, the last view takes the 100 pt left over")
  func stackFill() {
    let views = threeViews()
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    stack.spacing = 10
    stack.layoutIfNeeded()
    #expect(stack.subviews.count == 3)
    // 300 − (50 + 60 + 70) − 2 × 10 = 100 more for the last: 170.
    expectFrame(views[0], 0, 0, 50, 40)
    expectFrame(views[1], 60, 0, 60, 40)
    expectFrame(views[2], 130, 0, 170, 40)
    // A lower hugging priority takes the space instead.
    views[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    expectFrame(views[0], 0, 0, 150, 40)
    expectFrame(views[2], 230, 0, 70, 40)
  }

  @Test(".fillEqually, .equalSpacing and centred alignment")
  func stackDistributions() {
    let views = threeViews()
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    stack.spacing = 10
    stack.distribution = .fillEqually
    stack.alignment = .center
    stack.layoutIfNeeded()
    // (300 − 20) / 3 = 93.33…; 20-pt-tall views centred in 40 pt.
    expectFrame(views[1], 280 / 3 + 10, 10, 280 / 3, 20)
    stack.distribution = .equalSpacing
    stack.layoutIfNeeded()
    // Gaps (300 − 180) / 2 = 60.
    expectFrame(views[1], 110, 10, 60, 20)
    expectFrame(views[2], 230, 10, 70, 20)
    views[1].isHidden = true
    stack.setNeedsLayout()
    stack.layoutIfNeeded()
    // Two views left: one gap of 300 − 120 = 180.
    expectFrame(views[2], 230, 10, 70, 20)
    stack.removeArrangedSubview(views[0])
    #expect(stack.arrangedSubviews.count == 2)
    #expect(views[0].superview === stack)
    views[2].removeFromSuperview()
    #expect(stack.arrangedSubviews.count == 1)
  }

  @Test("a vertical stack inside its margins, with a custom gap")
  func stackVertical() {
    let views = threeViews()
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    for view in views { stack.addArrangedSubview(view) }
    stack.axis = .vertical
    stack.spacing = 4
    stack.setCustomSpacing(12, after: views[0])
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutIfNeeded()
    // Margins of 8: x 8, width 84; rows 20 tall from y 8, gaps 12 then 4; the last fills.
    expectFrame(views[0], 8, 8, 84, 20)
    expectFrame(views[1], 8, 40, 84, 20)
    // 184 − 60 − 16 = 108 more for the last: 128, from y 64.
    expectFrame(views[2], 8, 64, 84, 128)
    #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
  }

  @Test("a NaN spacing or a NaN-sized view leaves every frame finite")
  func stackNonFinite() {
    let views = threeViews()
    views[1].frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 20)
    let stack = UIStackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
    stack.spacing = .nan
    stack.layoutIfNeeded()
    // The NaN view counts as 0 wide and the gaps as 0: the last view takes 300 − 50 = 250.
    expectFrame(views[0], 0, 0, 50, 40)
    expectFrame(views[1], 50, 0, 0, 40)
    expectFrame(views[2], 50, 0, 250, 40)
  }

  @Test("an effect view's content view fills it and takes touches")
  func visualEffect() {
    let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    effectView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    effectView.layoutIfNeeded()
    #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
    effectView.contentView.addSubview(label)
    #expect(effectView.hitTest(CGPoint(x: 20, y: 20), with: nil) === label)
    #expect((effectView.effect as? UIBlurEffect)?.style == .systemMaterial)
    let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .fill)
    #expect(vibrancy.style == .fill && vibrancy.blurEffect?.style == .dark)
  }

  @Test("UIDevice: an iPhone on iOS 17.0; its orientation follows the host's screen")
  func device() {
    let device = UIDevice.current
    #expect(device.userInterfaceIdiom == .phone)
    #expect(device.systemName == "iOS")
    #expect(device.systemVersion == "17.0")
    #expect(device.model == "iPhone")
    #expect(device.name == "iPhone")
    #expect(device.batteryLevel == -1)
    let portrait = HeadlessRuntime(
      display: HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120))
    #expect(portrait.run { UIDevice.current.orientation } == .portrait)
    let landscape = HeadlessRuntime(
      display: HeadlessDisplay(width: 852, height: 393, scale: 3, frameRate: 120))
    #expect(landscape.run { UIDevice.current.orientation } == .landscapeLeft)
    #expect(UIDeviceOrientation.landscapeLeft.isLandscape)
  }

  @Test("a text field keeps its values and never begins editing")
  func textField() {
    final class Delegate: UITextFieldDelegate {}
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    let delegate = Delegate()
    field.delegate = delegate
    field.placeholder = "Email"
    field.keyboardType = .emailAddress
    field.returnKeyType = .next
    #expect(field.text == "")
    #expect(!field.becomeFirstResponder())
    #expect(!field.isEditing)
    #expect(delegate.textFieldShouldReturn(field))
    #expect(field.keyboardType == .emailAddress && field.returnKeyType == .next)
  }
}
