import HapticTape
import HapticTapeUIKit
import HeadlessRuntime
import Testing
import UIKit

// No tolerance: times are whole virtual-clock nanoseconds; a delayed perform of 0.25 s runs
// exactly 250,000,000 ns after the call that asked for it.

/// A screen wired with target–action, as `#selector` (ported) writes it: a tap recognizer on a
/// card, a button with a target and a nil-target action, delayed performs and a display link.
final class TargetActionController: UIViewController {
  /// What ran, with the virtual time in nanoseconds.
  private(set) var log: [(name: String, time: Int64)] = []
  let card = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
  let button = UIButton(frame: CGRect(x: 0, y: 600, width: 200, height: 100))
  private var link: CADisplayLink?
  private(set) var linkFrames = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(card)
    view.addSubview(button)
    card.addGestureRecognizer(
      UITapGestureRecognizer(
        target: self, action: Selector(method: "didTap:", TargetActionController.didTap(_:))))
    button.addTarget(
      self, action: Selector(method: "pressed", TargetActionController.pressed),
      for: .touchUpInside)
    // A nil target: the action goes up the responder chain (button, view, this controller).
    button.addTarget(
      nil, action: Selector(method: "chained:", TargetActionController.chained(_:)),
      for: .touchUpInside)
  }

  private func note(_ name: String) {
    log.append((name, HeadlessRuntime.current?.now.nanoseconds ?? -1))
  }

  func didTap(_ recognizer: UITapGestureRecognizer) {
    note("tap \(recognizer.state == .ended)")
    let later = Selector(method: "later:", TargetActionController.later(_:))
    perform(later, with: "kept", afterDelay: 0.25)
    perform(later, with: "cancelled", afterDelay: 0.5)
    NSObject.cancelPreviousPerformRequests(withTarget: self, selector: later, object: "cancelled")
    let link = CADisplayLink(
      target: self, selector: Selector(method: "step:", TargetActionController.step(_:)))
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  func later(_ argument: String) { note("later \(argument)") }

  func step(_ link: CADisplayLink) {
    linkFrames += 1
    if linkFrames == 3 {
      link.invalidate()
      note("link stopped")
    }
  }

  func pressed() { note("pressed") }

  func chained(_ sender: UIButton) { note("chained \(sender === button)") }
}

/// An `@objc` protocol's optional member as the port declares it.
protocol RowHeightSource: AnyObject {
  func rowHeight(_ row: Int) throws -> CGFloat
}

enum TargetActionScreen: UIKitScreen {
  static let id = "target-action"
  static let summary = "Target–action with selectors: a tap recognizer, a button, delayed performs."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    TargetActionController()
  }
}

@Suite("Target–action: selectors made from methods run as UIKit runs them")
struct TargetActionTests {
  @Test(
    "a tap recognizer's selector runs at the tap; a delayed perform 0.25 s later; cancelled ones never"
  )
  func recognizerAndDelayedPerform() throws {
    let (scene, _) = try replayHosted(
      "tap 200,250\nwait 0.5s\ntap 100,650\nwait 1s", on: TargetActionScreen.self)
    let controller = try #require(scene.rootViewController as? TargetActionController)
    let names = controller.log.map(\.name)
    #expect(names == ["tap true", "link stopped", "later kept", "pressed", "chained true"])
    let tap = try #require(controller.log.first { $0.name == "tap true" }?.time)
    let later = try #require(controller.log.first { $0.name == "later kept" }?.time)
    #expect(later - tap == 250_000_000)
    #expect(controller.linkFrames == 3)
  }

  @Test("removeTarget stops the pair; a nil target removes every target's action")
  func removeTarget() throws {
    let controller = TargetActionController()
    controller.loadViewIfNeeded()
    let button = controller.button
    #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["pressed"])
    #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["chained:"])
    button.removeTarget(controller, action: Selector("pressed"), for: .touchUpInside)
    #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == nil)
    #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["chained:"])
    button.removeTarget(nil, action: nil, for: .touchUpInside)
    #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
  }

  @Test("selectors compare by their Objective-C names; responds(to:) asks the method's type")
  func namesAndResponds() {
    let tap = Selector(method: "didTap", TargetActionController.didTap(_:))
    #expect(tap.name == "didTap:")
    #expect(tap == Selector("didTap:"))
    #expect(Selector(method: "touched", TargetActionController.pressed).name == "touched")
    let controller = TargetActionController()
    #expect(controller.responds(to: tap))
    #expect(!UIView().responds(to: tap))
    #expect(!controller.responds(to: Selector("didTap:")))
    // A ported optional protocol member (a throwing requirement) makes a selector too.
    let optional = Selector(method: "rowHeight:", (any RowHeightSource).rowHeight(_:))
    #expect(optional.name == "rowHeight:")
    #expect(controller.responds(to: optional) == false)
  }

  @Test("sendAction runs the target's method; with no target nothing is first responder")
  func sendAction() {
    let controller = TargetActionController()
    let pressed = Selector(method: "pressed", TargetActionController.pressed)
    #expect(UIApplication.shared.sendAction(pressed, to: controller, from: nil, for: nil))
    #expect(controller.log.map(\.name) == ["pressed"])
    // The keyboard-dismissing idiom: no responder takes it headless.
    let resign = Selector(method: "resignFirstResponder", UIResponder.resignFirstResponder)
    #expect(!UIApplication.shared.sendAction(resign, to: nil, from: nil, for: nil))
    #expect(controller.log.count == 1)
  }
}
