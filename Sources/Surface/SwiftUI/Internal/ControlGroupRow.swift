/// A ``ControlGroup``'s controls side by side, each offered the same share of the width; its
/// buttons fill their shares.
nonisolated struct ControlGroupRow<Content: View>: View {
  let content: Content

  var body: some View {
    // Each control as flexible as the others, so the row shares the width out equally.
    HStack(spacing: 0) {
      ForEach(subviews: content) { subview in
        subview.frame(maxWidth: .infinity)
      }
    }
    .buttonStyle(ControlGroupButtonStyle())
  }
}
