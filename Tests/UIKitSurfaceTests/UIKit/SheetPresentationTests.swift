import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// No tolerance: the sheet's frames are sums and halves of whole points.

/// Records what a sheet's delegate hears.
private final class SheetListener: UISheetPresentationControllerDelegate {
  var heard: [String] = []
  var allowsDismissal = true
  /// The sheet's controller, let go of its modality after a refused attempt.
  weak var presented: UIViewController?
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  {
    heard.append("should")
    return allowsDismissal
  }
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {
    heard.append("attempted")
    presented?.isModalInPresentation = false
  }
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
    heard.append("will")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    heard.append("did")
  }
}

@Suite("UISheetPresentationController: a sheet rests at its detent at the bottom of the window")
@MainActor
struct SheetPresentationTests {
  private let display = HeadlessDisplay(width: 393, height: 852, scale: 3, frameRate: 120)

  @Test("large, medium and custom detents: the window less its safe area and 10 pt, half, a height")
  func detentHeights() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let home = UIViewController()
      let window = windowShowing(home)
      let details = UIViewController()
      let sheet = try #require(details.sheetPresentationController)
      #expect(details.presentationController === sheet)
      home.present(details, animated: false)
      // The large detent: 852 less the safe area's top (none: a window outside a host) and 10.
      #expect(details.view.frame == CGRect(x: 0, y: 10, width: 393, height: 842))
      #expect(sheet.containerView?.superview === window)
      sheet.detents = [.medium(), .large()]
      window.layoutIfNeeded()
      // No detent selected: the smallest, half the large height.
      #expect(details.view.frame == CGRect(x: 0, y: 431, width: 393, height: 421))
      sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
      #expect(details.view.frame.minY == 10)
      let short = UISheetPresentationController.Detent.Identifier("short")
      sheet.animateChanges {
        sheet.detents = [.custom(identifier: short) { _ in 200 }, .large()]
        sheet.selectedDetentIdentifier = short
      }
      #expect(details.view.frame == CGRect(x: 0, y: 652, width: 393, height: 200))
      // A custom height past the large one is the large one.
      sheet.animateChanges {
        sheet.detents = [.custom(identifier: short) { $0.maximumDetentValue * 2 }]
      }
      #expect(details.view.frame.height == 842)
    }
    #expect(runtime.takeProblems().isEmpty)
  }

  @Test("a tap above a dimmed sheet dismisses it; a modal sheet refuses and tells its delegate")
  func tapOutside() throws {
    // The sheet is modal until an attempt: the first tap is refused, the second dismisses.
    let script = "wait 100ms\ntap 200,200\nwait 600ms\ntap 200,200\nwait 1s"
    let (scene, _) = try replayHosted(script, on: SheetHomeScreen.self)
    let home = try #require(scene.rootViewController as? SheetHomeController)
    #expect(home.listener.heard == ["attempted", "should", "will", "did"])
    #expect(home.presentedViewController == nil && home.details.view.superview == nil)
    // Touches above the sheet never reached the screen behind it.
    #expect(home.homeTaps == 0)
    // Hosted on a phone: the large height is 852 less 59 pt of safe area and 10; medium half.
    #expect(home.details.view.frame == CGRect(x: 0, y: 460.5, width: 393, height: 391.5))
  }

  @Test("up to the largest undimmed detent, touches above the sheet reach the screen behind")
  func undimmed() throws {
    let runtime = HeadlessRuntime(display: display)
    try runtime.run {
      let home = UIViewController()
      let window = windowShowing(home)
      let details = UIViewController()
      let sheet = try #require(details.sheetPresentationController)
      sheet.detents = [.medium(), .large()]
      sheet.largestUndimmedDetentIdentifier = .medium
      home.present(details, animated: false)
      #expect(window.hitTest(CGPoint(x: 200, y: 200), with: nil) === home.view)
      sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
      #expect(window.hitTest(CGPoint(x: 200, y: 30), with: nil) !== home.view)
    }
  }

  @Test("full-screen and custom styles have no sheet; a phone in landscape fills the window")
  func stylesAndLandscape() throws {
    let runtime = HeadlessRuntime(display: display)
    runtime.run {
      let cover = UIViewController()
      cover.modalPresentationStyle = .fullScreen
      #expect(cover.sheetPresentationController == nil)
      let form = UIViewController()
      form.modalPresentationStyle = .formSheet
      #expect(form.sheetPresentationController?.presentationStyle == .formSheet)
      let home = UIViewController()
      let window = windowShowing(home)
      let details = UIViewController()
      home.present(details, animated: false)
      window.headlessTransition(
        to: CGSize(width: 852, height: 393), duration: 0, targetTransform: .identity)
      window.layoutIfNeeded()
      #expect(details.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
    }
  }
}

/// A screen that presents a medium sheet once it appears; the sheet is modal until a person
/// first tries to dismiss it.
final class SheetHomeController: UIViewController {
  fileprivate let listener = SheetListener()
  let details = UIViewController()
  var homeTaps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in homeTaps += 1 })
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard presentedViewController == nil, details.view.superview == nil else { return }
    details.sheetPresentationController?.detents = [.medium()]
    details.sheetPresentationController?.delegate = listener
    details.isModalInPresentation = true
    listener.presented = details
    present(details, animated: false)
  }
}

enum SheetHomeScreen: UIKitScreen {
  static let id = "sheet-home"
  static let summary = "A screen that presents a medium sheet, modal until a first attempt."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SheetHomeController()
  }
}
