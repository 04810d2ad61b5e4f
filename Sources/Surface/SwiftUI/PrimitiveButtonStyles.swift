/// The plain style: the platform's button, nothing drawn around the label.
public struct PlainButtonStyle: PrimitiveButtonStyle, PlatformButtonStyle {
  /// The plain style.
  public init() {}
  /// The platform's button: the label, running the action when tapped.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.gesture(ButtonActionGesture().onEnded { configuration.trigger() })
  }
}

/// The borderless style: the platform's button.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, PlatformButtonStyle {
  /// The borderless style.
  public init() {}
  /// The platform's button: the label, running the action when tapped.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.gesture(ButtonActionGesture().onEnded { configuration.trigger() })
  }
}

/// The platform's default style.
public struct DefaultButtonStyle: PrimitiveButtonStyle, PlatformButtonStyle {
  /// The default style.
  public init() {}
  /// The platform's button: the label, running the action when tapped.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.gesture(ButtonActionGesture().onEnded { configuration.trigger() })
  }
}
