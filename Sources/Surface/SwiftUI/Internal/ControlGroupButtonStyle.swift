/// A button in a ``ControlGroup``: its label centred in the button's whole share of the row,
/// 7 pt of it above and below (ours), all of it taking the button's touches.
struct ControlGroupButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .frame(maxWidth: .infinity)
      .padding(.vertical, 7)
      .contentShape(Rectangle())
  }
}
