/// What a button style draws from: the label and whether the button is pressed.
public struct ButtonStyleConfiguration {
  /// A button's label, as a view.
  nonisolated public struct Label: View {
    let content: AnyView
    /// The label.
    public var body: some View { content }
  }

  /// The button's label.
  public let label: Label
  /// Whether the button is pressed: a touch that began on it is down within its bounds grown by
  /// 70 pt on every side (SwiftUI's outset on iPhone); false once it lifts, is cancelled or
  /// leaves that area, and while the button is disabled.
  public let isPressed: Bool
}
