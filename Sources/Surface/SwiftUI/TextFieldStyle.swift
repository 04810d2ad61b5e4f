/// How a ``TextField`` is drawn: its border and background (inert: a field is laid out and hit
/// the same in every style).
public protocol TextFieldStyle {}

/// The platform's style: on iOS, ``PlainTextFieldStyle`` (inert).
public struct DefaultTextFieldStyle: TextFieldStyle, Sendable {
  /// The default style.
  public init() {}
}

/// A field with no border or background (inert).
public struct PlainTextFieldStyle: TextFieldStyle, Sendable {
  /// The plain style.
  public init() {}
}

/// A field with a rounded border (inert: the field keeps its frame, ours).
public struct RoundedBorderTextFieldStyle: TextFieldStyle, Sendable {
  /// The rounded-border style.
  public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's style.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// No border or background.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

nonisolated extension View {
  /// The style of the text fields inside (inert: fields are laid out and hit as plain ones).
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
}
