import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// No tolerance: frames are whole points (the iPhone 15 Pro's 393 × 852 screen) and times whole
// virtual-clock nanoseconds.

/// A half-height sheet with a dimming view that dismisses it on a tap, as apps write one.
final class HalfSheetPresentation: UIPresentationController {
  private(set) var log: [String] = []
  let dimming = UIView()
  private(set) var dismissTappedAt: Int64 = -1

  override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    dimming.addGestureRecognizer(
      UITapGestureRecognizer { [unowned self] _ in
        dismissTappedAt = HeadlessRuntime.current?.now.nanoseconds ?? -1
        presentedViewController.dismiss(animated: true)
      })
  }

  private func note(_ name: String) {
    log.append("\(name)@\(HeadlessRuntime.current?.now.nanoseconds ?? -1)")
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
  }

  override func presentationTransitionWillBegin() {
    note("willBegin")
    if let containerView {
      dimming.frame = containerView.bounds
      containerView.addSubview(dimming)
    }
  }

  override func presentationTransitionDidEnd(_ completed: Bool) { note("didEnd \(completed)") }
  override func dismissalTransitionWillBegin() { note("dismissWillBegin") }
  override func dismissalTransitionDidEnd(_ completed: Bool) { note("dismissDidEnd \(completed)") }

  override func containerViewWillLayoutSubviews() {
    presentedView?.frame = frameOfPresentedViewInContainerView
  }
}

final class SheetController: UIViewController, UIViewControllerTransitioningDelegate {
  private(set) var sheet: HalfSheetPresentation?

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    modalPresentationStyle = .custom
    transitioningDelegate = self
  }

  required init?(coder: NSCoder) { nil }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    let sheet = HalfSheetPresentation(presentedViewController: presented, presenting: presenting)
    self.sheet = sheet
    return sheet
  }
}

enum SheetHostScreen: UIKitScreen {
  static let id = "sheet-host"
  static let summary = "A root that presents a half sheet on a tap."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    SheetHostController()
  }
}

final class SheetHostController: UIViewController {
  let sheet = SheetController()
  private(set) var tappedAt: Int64 = -1

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addGestureRecognizer(
      UITapGestureRecognizer { [unowned self] _ in
        tappedAt = HeadlessRuntime.current?.now.nanoseconds ?? -1
        if presentedViewController == nil {
          present(sheet, animated: true)
        } else {
          dismiss(animated: true)
        }
      })
  }
}

@Suite("UIPresentationController: a .custom presentation's frame and callbacks")
struct PresentationControllerTests {
  @Test("the sheet sits in the bottom half; the transition ends 0.3 s later; then it dismisses")
  func halfSheet() throws {
    let (scene, _) = try replayHosted(
      "tap 196,200\nwait 1s", on: SheetHostScreen.self)
    let root = try #require(scene.rootViewController as? SheetHostController)
    let manager = try #require(root.sheet.sheet)
    #expect(root.sheet.presentationController === manager)
    #expect(root.sheet.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
    #expect(manager.dimming.superview === manager.containerView)
    #expect(manager.containerView?.superview === root.view.window)
    let tap = root.tappedAt
    #expect(manager.log == ["willBegin@\(tap)", "didEnd true@\(tap + 300_000_000)"])
  }

  @Test("a tap on the dimming view dismisses it: the container leaves, the manager is told")
  func dismisses() throws {
    let (scene, _) = try replayHosted(
      "tap 196,200\nwait 1s\ntap 196,200\nwait 1s", on: SheetHostScreen.self)
    let root = try #require(scene.rootViewController as? SheetHostController)
    let manager = try #require(root.sheet.sheet)
    #expect(root.presentedViewController == nil)
    #expect(root.sheet.presentationController == nil)
    #expect(manager.containerView == nil)
    #expect(manager.dimming.window == nil)
    let tap = manager.dismissTappedAt
    #expect(
      manager.log.suffix(2) == [
        "dismissWillBegin@\(tap)", "dismissDidEnd true@\(tap + 300_000_000)",
      ])
    // The first tap (on the root) presented; the second hit the dimming view, which covers it.
    #expect(tap > root.tappedAt)
  }
}
