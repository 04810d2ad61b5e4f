/// A button style, its type erased, as the environment carries it: an app's ``ButtonStyle``,
/// which draws the label, or an app's ``PrimitiveButtonStyle``, which makes the whole button.
enum AnyButtonStyle {
  case label((ButtonStyleConfiguration) -> AnyView)
  case primitive((PrimitiveButtonStyleConfiguration) -> AnyView)
}

private enum ButtonStyleKey: EnvironmentKey { static var defaultValue: AnyButtonStyle? { nil } }

extension EnvironmentValues {
  /// The style buttons inside draw with (`buttonStyle(_:)`), if an app's; nil for the
  /// platform's.
  var buttonStyle: AnyButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}
