import HapticTapeSwiftUI

/// A 100-pt box named "box" between two 50-pt bars, at the top left, shown by the model with no
/// transition of its own; `implicitAnimation`, when given, animates the model's changes as
/// `animation(_:value:)` does.
struct DefaultTransitionProbeView: View {
  let model: TransitionModel
  var implicitAnimation: Animation?

  var body: some View {
    if let implicitAnimation {
      stack.animation(implicitAnimation, value: model.shown)
    } else {
      stack
    }
  }

  private var stack: some View {
    VStack(spacing: 0) {
      Color.gray.frame(width: 100, height: 50)
      if model.shown {
        Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
      }
      Color.gray.frame(width: 100, height: 50).accessibilityIdentifier("below")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}
