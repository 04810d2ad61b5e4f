import HapticTapeSwiftUI

/// A 100-pt box named "box" at the top left, shown by the model with a move in from the leading
/// edge: inside a stack inserted with it (`isInContainer`), or with padding around it.
struct InsertedContainerProbeView: View {
  let model: TransitionModel
  let isInContainer: Bool

  var body: some View {
    VStack(spacing: 0) {
      if model.shown {
        if isInContainer {
          VStack { box }
        } else {
          box.padding(0)
        }
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }

  private var box: some View {
    Color.red.frame(width: 100, height: 100).accessibilityIdentifier("box")
      .transition(.move(edge: .leading))
  }
}
