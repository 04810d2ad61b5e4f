import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

/// A screen as apps write one: a "Pay" button that taps on touch-down and plays success when
/// the tap completes, inside a list that scrolls.
final class PayButtonController: UIViewController {
  let list = UIScrollView()
  let pay = UIButton(type: .system)
  let send = UIButton(type: .custom)
  var events: [String] = []
  private let impact = UIImpactFeedbackGenerator(style: .light)
  private let notification = UINotificationFeedbackGenerator()

  override func viewDidLoad() {
    super.viewDidLoad()
    list.frame = view.bounds
    list.contentSize = CGSize(width: view.bounds.width, height: 2_000)
    // Full screen from y = 0, as the tests place fingers (not inset below the status bar).
    list.contentInsetAdjustmentBehavior = .never
    view.addSubview(list)
    pay.frame = CGRect(x: 96, y: 400, width: 200, height: 50)
    pay.setTitle("Pay", for: .normal)
    list.addSubview(pay)
    pay.addAction(
      UIAction { [unowned self] _ in
        events.append("touchDown")
        impact.impactOccurred()
      }, for: .touchDown)
    pay.addAction(
      UIAction { [unowned self] _ in
        events.append("primaryAction")
        notification.notificationOccurred(.success)
      }, for: .primaryActionTriggered)
    let names: [(UIControl.Event, String)] = [
      (.touchDragExit, "dragExit"), (.touchDragEnter, "dragEnter"), (.touchUpInside, "upInside"),
      (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
    ]
    for (event, name) in names {
      pay.addAction(UIAction { [unowned self] _ in events.append(name) }, for: event)
      // A button outside the list, for drags that no scroll view takes.
      send.addAction(UIAction { [unowned self] _ in events.append("send " + name) }, for: event)
    }
    send.frame = CGRect(x: 96, y: 700, width: 200, height: 50)
    view.addSubview(send)
  }
}

enum PayButtonScreen: UIKitScreen {
  static let id = "pay-button"
  static let summary = "A pay button in a scrolling list."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    PayButtonController()
  }
}

@Suite("UIControl and UIButton: touches become control events and run the app's actions")
struct ControlTests {
  /// The button's events and the haptics' count after `script`.
  static func run(_ script: String) throws -> (events: [String], haptics: Int) {
    let (scene, outcome) = try replayHosted(script, on: PayButtonScreen.self)
    let controller = try #require(scene.rootViewController as? PayButtonController)
    return (controller.events, outcome.hapticCount)
  }

  @Test("a tap: touch down taps, the lift inside is the primary action and plays success")
  func tap() throws {
    let (events, haptics) = try Self.run("touch 1 at 196,425\nwait 80ms\nlift 1")
    #expect(events == ["touchDown", "upInside", "primaryAction"])
    #expect(haptics == 2)
  }

  @Test("dragging 100 pt past the right edge exits (70 pt margin) and lifts outside")
  func dragOut() throws {
    let (events, _) = try Self.run("touch 1 at 280,725\ndrag 1 to 380,725 in 0.2s\nlift 1")
    // 296 + 70 = 366: the drag leaves the margin on its way to 380.
    #expect(events == ["send dragExit", "send upOutside"])
  }

  @Test("out and back in: the lift inside the margin is a tap")
  func dragOutAndBack() throws {
    let (events, _) = try Self.run(
      "touch 1 at 280,725\ndrag 1 to 380,725 in 0.2s\ndrag 1 to 350,725 in 0.1s\nlift 1")
    #expect(events == ["send dragExit", "send dragEnter", "send upInside"])
  }

  @Test("a drag that scrolls the list cancels the button's touch, as UIKit's scroll views do")
  func scrollCancels() throws {
    let (events, _) = try Self.run("touch 1 at 196,425\ndrag 1 to 196,225 in 0.3s\nlift 1")
    #expect(events == ["touchDown", "cancel"])
  }

  @Test("a disabled button sends nothing; an action with a known identifier is replaced")
  func disabledAndReplaced() {
    let button = UIButton(type: .custom)
    var runs: [String] = []
    let id = UIAction.Identifier("pay")
    button.addAction(UIAction(identifier: id) { _ in runs.append("first") }, for: .touchUpInside)
    button.addAction(UIAction(identifier: id) { _ in runs.append("second") }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(runs == ["second"])
    button.removeAction(identifiedBy: id, for: .touchUpInside)
    #expect(button.allControlEvents.isEmpty)
    button.isEnabled = false
    #expect(button.state == .disabled)
  }
}
