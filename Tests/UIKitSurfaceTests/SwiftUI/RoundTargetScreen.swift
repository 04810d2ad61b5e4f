import HapticTape
import HapticTapeSwiftUI

/// A ``RoundTargetView``.
enum RoundTargetScreen: SwiftUIScreen {
  static let id = "round-target"
  static let summary = "A square that takes taps only inside its circle."
  static func makeModel(configuration: UIKitScreenConfiguration) -> InteractionLog {
    InteractionLog()
  }
  static func makeView(model: InteractionLog, configuration: UIKitScreenConfiguration)
    -> RoundTargetView
  { RoundTargetView(log: model) }
}
