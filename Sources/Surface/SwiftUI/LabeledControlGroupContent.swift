/// The content of a ``ControlGroup`` made with a label: its controls, the label kept for a menu
/// (inert: no menu shows it).
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  /// The controls.
  public var body: some View { content }
}
