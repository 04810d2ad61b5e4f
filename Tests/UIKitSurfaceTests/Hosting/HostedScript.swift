import HapticTape
import HapticTapeTesting
import HapticTapeUIKit
import Testing
import UIKit

/// Replays gesture `script` on a fresh `Screen` hosted on an iPhone 15 Pro: the scene (to reach
/// its controller) and what the replay produced, its layout sampled as `layoutSampling` asks,
/// the clock running at most `settleLimit` after the last input for the screen to come to rest.
func replayHosted<Screen: UIKitScreen>(
  _ script: String, on screen: Screen.Type,
  layoutSampling: Replayer.LayoutSampling = .sceneEventsAndRest,
  settleLimit: TimeAmount = .seconds(10)
) throws -> (
  scene: UIKitScene<Screen>, outcome: Replayer.Outcome
) where Screen.Configuration == UIKitScreenConfiguration {
  var scene = try UIKitScene<Screen>(device: .iPhone15Pro, configuration: .init())
  // Statements that name a cell (`tap item 3 in contacts`) find it on the hosted screen.
  var locator = SceneElementLocator(
    scene: UIKitScene<Screen>.self, configuration: .init(), device: .iPhone15Pro)
  let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro, locating: &locator)
  let inputs: [SceneInput] = timeline.inputs.map { input in
    switch input {
    case .touch(let sample): .touch(sample)
    case .command(let command): .command(command)
    }
  }
  let configuration = Replayer.Configuration(
    settleLimit: settleLimit, layoutSampling: layoutSampling)
  let outcome = try Replayer(configuration: configuration).run(&scene, inputs: inputs)
  return (scene, outcome)
}

extension Replayer.Outcome {
  /// How many haptic events the replay produced.
  var hapticCount: Int {
    output.entries.filter { if case .haptic = $0 { true } else { false } }.count
  }
}

extension Session.Recording {
  /// The haptic records on the tape, in time order.
  var hapticRecords: [TapeRecord] {
    events.compactMap { event in
      if case .record(let record) = event, record.kind == .haptic { record } else { nil }
    }
  }

  /// When the first finger lifted.
  var firstLiftTime: Timestamp? {
    events.lazy.compactMap { event in
      if case .touch(let sample) = event, sample.phase == .ended { sample.timestamp } else { nil }
    }.first
  }
}

/// Replays `script` on a fresh `Screen` after `configure` sets its root controller up; returns
/// the controller.
func runHosted<Screen: UIKitScreen, Controller: UIViewController>(
  _ script: String, on screen: Screen.Type, as controllerType: Controller.Type,
  configure: (Controller) -> Void = { _ in }
) throws -> Controller where Screen.Configuration == UIKitScreenConfiguration {
  var scene = try UIKitScene<Screen>(device: .iPhone15Pro, configuration: .init())
  let controller = try #require(scene.rootViewController as? Controller)
  configure(controller)
  let timeline = try GestureScript(parsing: script).render(on: .iPhone15Pro)
  _ = try Replayer().run(&scene, inputs: timeline.touches.map { .touch($0) })
  return controller
}

/// A swipe along `y` from `x0` to `x1` in 0.3 s, held 0.1 s before the lift, then a second's
/// settle.
func swipeScript(from x0: Int, to x1: Int, y: Int) -> String {
  "touch 1 at \(x0),\(y)\ndrag 1 to \(x1),\(y) in 300ms\nhold 1 for 100ms\nlift 1\nwait 1s"
}

/// A random session of swipes across rows or cells (fast and slow, short and full), taps on
/// them and on where actions show, and vertical drags; until the first swipe, "the row swiped
/// last" is the one at `firstSwipedY`.
func randomSwipeSession(firstSwipedY: Int, using random: inout SplitMix64) -> String {
  var lines: [String] = []
  var lastSwipedY = firstSwipedY
  for _ in 0..<Int.random(in: 3...8, using: &random) {
    let y = Int.random(in: 5...845, using: &random)
    switch Int.random(in: 0...3, using: &random) {
    case 0:
      let x0 = Int.random(in: 1...392, using: &random)
      let x1 = Int.random(in: 1...392, using: &random)
      let time = Int.random(in: 20...400, using: &random)
      lastSwipedY = y
      lines.append("touch 1 at \(x0),\(y)\ndrag 1 to \(x1),\(y) in \(time)ms")
      if Bool.random(using: &random) { lines.append("hold 1 for 100ms") }
      lines.append("lift 1")
    case 1:
      // Half the taps land on the row swiped last, where its actions may show.
      let tapY = Bool.random(using: &random) ? lastSwipedY : y
      lines.append("wait 400ms\ntap \(Int.random(in: 1...392, using: &random)),\(tapY)")
    case 2:
      let y1 = Int.random(in: 5...845, using: &random)
      lines.append("touch 1 at 200,\(y)\ndrag 1 to 205,\(y1) in 250ms\nlift 1")
    default:
      lines.append("wait \(Int.random(in: 10...600, using: &random))ms")
    }
  }
  lines.append("wait 1s")
  return lines.joined(separator: "\n")
}

/// The `rotate WxH` command of a test screen that rotates.
let rotateCommand = SceneCommandDescription(
  name: "rotate", arguments: "WxH", summary: "change the screen size")

/// Performs `command`, a `rotate WxH`, as the host's size change on `root`; any other command is
/// refused, naming `screen`.
func performRotate(_ command: SceneCommand, on root: UIViewController, screen: String)
  throws(SceneError)
{
  guard command.name == "rotate", case .size(let size) = command.arguments.first else {
    throw SceneError(.unknownCommand, "\(screen) knows rotate WxH")
  }
  try UIKitScreenTransition(to: CGSize(width: size.width, height: size.height)).perform(on: root)
}
