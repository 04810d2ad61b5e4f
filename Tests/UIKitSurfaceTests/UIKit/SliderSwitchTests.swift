import HapticTape
import HapticTapeUIKit
import Testing
import UIKit

// Tolerance: the slider's value is a Float from whole and half points over a 325-pt travel;
// 1e-5 covers Float rounding.
private let valueTolerance: Float = 1e-5

/// A volume slider as apps write one: a selection tick at every tenth, and a mute switch.
final class VolumeController: UIViewController {
  let slider = UISlider(frame: CGRect(x: 20, y: 400, width: 353, height: 34))
  let mute = UISwitch(frame: CGRect(x: 300, y: 600, width: 0, height: 0))
  let selection = UISelectionFeedbackGenerator()
  var ticks: [Int] = []
  var muted: [Bool] = []
  private var lastTick = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(slider)
    view.addSubview(mute)
    slider.addAction(
      UIAction { [unowned self] _ in
        let tick = Int((slider.value * 10).rounded())
        guard tick != lastTick else { return }
        lastTick = tick
        ticks.append(tick)
        selection.selectionChanged()
      }, for: .valueChanged)
    mute.addAction(UIAction { [unowned self] _ in muted.append(mute.isOn) }, for: .valueChanged)
  }
}

enum VolumeScreen: UIKitScreen {
  static let id = "volume"
  static let summary = "A volume slider that ticks every tenth, and a mute switch."
  static func makeRootViewController(configuration: UIKitScreenConfiguration) -> UIViewController {
    VolumeController()
  }
}

@Suite("UISlider and UISwitch: the thumb follows the finger, a tap toggles")
struct SliderSwitchTests {
  static func run(_ script: String) throws -> (VolumeController, haptics: Int) {
    let (scene, outcome) = try replayHosted(script, on: VolumeScreen.self)
    let controller = try #require(scene.rootViewController as? VolumeController)
    return (controller, outcome.hapticCount)
  }

  @Test("dragging the thumb 130 pt of its 325-pt travel sets 0.4 and ticks at each tenth")
  func dragThumb() throws {
    // The thumb's centre starts at 20 + 14 = 34 (touches land on the 1/3-pt pixel grid, so
    // the drag uses whole points).
    let (controller, haptics) = try Self.run(
      "touch 1 at 34,417\ndrag 1 to 164,417 in 0.5s\nlift 1")
    #expect(abs(controller.slider.value - 0.4) <= valueTolerance)
    #expect(controller.ticks == [1, 2, 3, 4])
    #expect(haptics == 4)
  }

  @Test("grabbed off-centre, the thumb moves with the finger without jumping to it")
  func relativeMovement() throws {
    // 10 pt right of the thumb's centre, then 65 pt further: 65 / 325 = 0.2.
    let (controller, _) = try Self.run("touch 1 at 44,417\ndrag 1 to 109,417 in 0.3s\nlift 1")
    #expect(abs(controller.slider.value - 0.2) <= valueTolerance)
  }

  @Test("a touch on the track away from the thumb moves nothing")
  func trackTouch() throws {
    let (controller, haptics) = try Self.run(
      "touch 1 at 300,417\ndrag 1 to 340,417 in 0.2s\nlift 1")
    #expect(controller.slider.value == 0)
    #expect(haptics == 0)
  }

  @Test("a tap toggles the switch and sends valueChanged; setOn does not")
  func toggle() throws {
    let (controller, _) = try Self.run(
      "touch 1 at 325,615\nwait 60ms\nlift 1\nwait 300ms\ntouch 1 at 325,615\nwait 60ms\nlift 1")
    #expect(controller.muted == [true, false])
    #expect(controller.mute.frame.size == CGSize(width: 51, height: 31))
    controller.mute.setOn(true, animated: true)
    #expect(controller.muted == [true, false])
  }
}
