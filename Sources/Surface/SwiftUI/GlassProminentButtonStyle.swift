/// The prominent glass button style of iOS 26: as ``GlassButtonStyle``, tinted (inert).
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, PlatformButtonStyle {
  /// The prominent glass style.
  public init() {}
  /// The platform's button: the label, running the action when tapped.
  public func makeBody(configuration: Configuration) -> some View { platformButton(configuration) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// The prominent glass style: the platform's button, its glass not drawn.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
