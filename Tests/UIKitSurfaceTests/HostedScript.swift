import HapticTape
import HapticTapeUIKit
import UIKit

/// Replays gesture `script` on a fresh `Screen` hosted on an iPhone 15 Pro: the scene (to reach
/// its controller) and what the replay produced, its layout sampled as `layoutSampling` asks.
func replayHosted<Screen: UIKitScreen>(
  _ script: String, on screen: Screen.Type,
  layoutSampling: Replayer.LayoutSampling = .sceneEventsAndRest
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
  let outcome = try Replayer(configuration: .init(layoutSampling: layoutSampling)).run(
    &scene, inputs: inputs)
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
