/// The plain style: the platform's button, nothing drawn around the label.
public struct PlainButtonStyle: PrimitiveButtonStyle, PlatformButtonStyle {
  /// The plain style.
  public init() {}
  /// The platform's button: the label, running the action when tapped.
  public func makeBody(configuration: Configuration) -> some View { platformButton(configuration) }
}

/// The borderless style: the platform's button.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, PlatformButtonStyle {
  /// The borderless style.
  public init() {}
  /// The platform's button: the label, running the action when tapped.
  public func makeBody(configuration: Configuration) -> some View { platformButton(configuration) }
}

/// The platform's default style.
public struct DefaultButtonStyle: PrimitiveButtonStyle, PlatformButtonStyle {
  /// The default style.
  public init() {}
  /// The platform's button: the label, running the action when tapped.
  public func makeBody(configuration: Configuration) -> some View { platformButton(configuration) }
}

/// The bordered style (iOS 15): the platform's button; its bezel is not drawn, and the label is
/// laid out without the bezel's padding, which Apple does not give (ours).
public struct BorderedButtonStyle: PrimitiveButtonStyle, PlatformButtonStyle {
  /// The bordered style.
  public init() {}
  /// The platform's button: the label, running the action when tapped.
  public func makeBody(configuration: Configuration) -> some View { platformButton(configuration) }
}

/// The bordered prominent style (iOS 15): as ``BorderedButtonStyle``, filled with the tint.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, PlatformButtonStyle {
  /// The bordered prominent style.
  public init() {}
  /// The platform's button: the label, running the action when tapped.
  public func makeBody(configuration: Configuration) -> some View { platformButton(configuration) }
}
