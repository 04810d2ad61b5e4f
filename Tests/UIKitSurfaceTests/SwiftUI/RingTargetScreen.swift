import HapticTape
import HapticTapeSwiftUI

/// A ``RingTargetView``.
enum RingTargetScreen: SwiftUIScreen {
  static let id = "ring-target"
  static let summary = "A stroked circle that takes taps only on its ring."
  static func makeModel(configuration: UIKitScreenConfiguration) -> InteractionLog {
    InteractionLog()
  }
  static func makeView(model: InteractionLog, configuration: UIKitScreenConfiguration)
    -> RingTargetView
  { RingTargetView(log: model) }
}
