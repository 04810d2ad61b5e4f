import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// No tolerance: counts compare exactly.

/// A screen whose tap recognizer asks its delegate about each event and each touch, as a
/// forwarding delegate (a swipe-back helper) does.
final class EventGateController: UIViewController, UIGestureRecognizerDelegate {
  var refusesEvents = false
  var taps = 0
  var askedEvents = 0
  var askedTouches = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let target = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let tap = UITapGestureRecognizer { [unowned self] _ in taps += 1 }
    tap.delegate = self
    target.addGestureRecognizer(tap)
    view.addSubview(target)
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
    -> Bool
  {
    askedEvents += 1
    return !refusesEvents
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    askedTouches += 1
    return true
  }
}

enum EventGateScreen: UIKitScreen {
  static let id = "event-gate"
  static let summary = "A tap recognizer whose delegate gates events."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    EventGateController()
  }
}

@Suite("UIGestureRecognizerDelegate: events, touches and presses")
struct GestureEventDelegateTests {
  private let taps = "tap 100,100\nwait 0.5s\ntap 200,300\nwait 0.5s"

  @Test func eachEventThatBeginsATouchIsAskedBeforeTheTouch() throws {
    let screen = try runHosted(taps, on: EventGateScreen.self, as: EventGateController.self)
    #expect(screen.taps == 2)
    // Asked for the two events that began touches only, not for their ends.
    #expect(screen.askedEvents == 2)
    #expect(screen.askedTouches == 2)
  }

  @Test func aRefusedEventKeepsItsTouchesFromTheRecognizer() throws {
    let screen = try runHosted(taps, on: EventGateScreen.self, as: EventGateController.self) {
      $0.refusesEvents = true
    }
    #expect(screen.taps == 0)
    #expect(screen.askedEvents == 2)
    #expect(screen.askedTouches == 0)
  }

  @Test func pressesAreNeverDeliveredAndAreReceivedByDefault() {
    let press = UIPress()
    #expect(press.phase == .began && press.type == .select && press.force == 0)
    #expect(UIPress.PressType.pageDown.rawValue == 31)
    let delegate: any UIGestureRecognizerDelegate = EventGateController()
    #expect(delegate.gestureRecognizer(UITapGestureRecognizer(), shouldReceive: press))
  }
}
