import HapticTape
import HapticTapeSwiftUI

/// A ``DisablingView``, disabled at first; `command enable` and `command disable` change that.
enum DisablingScreen: SwiftUIScreen {
  static let id = "disabling"
  static let summary = "A tap, a drag, a long press, a button and a scroll view, disabled."
  static func makeModel(configuration: UIKitScreenConfiguration) -> InteractionLog {
    InteractionLog()
  }
  static func makeView(model: InteractionLog, configuration: UIKitScreenConfiguration)
    -> DisablingView
  { DisablingView(log: model) }
  static func handle(_ command: SceneCommand, model: InteractionLog) throws(SceneError) {
    switch command.name {
    case "enable": model.isDisabled = false
    case "disable": model.isDisabled = true
    default: throw SceneError(.unknownCommand, "the disabling screen takes enable or disable")
    }
  }
}
