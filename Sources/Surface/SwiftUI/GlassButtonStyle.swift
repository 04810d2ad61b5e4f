/// The glass button style of iOS 26: the platform's button; its glass is not drawn, and the
/// label is laid out without the bezel's padding, as ``BorderedButtonStyle`` (ours).
public struct GlassButtonStyle: PrimitiveButtonStyle, PlatformButtonStyle {
  /// The glass style.
  public init() {}
  /// The glass style with `glass` (inert).
  public init(_ glass: Glass) {}
  /// The platform's button: the label, running the action when tapped.
  public func makeBody(configuration: Configuration) -> some View { platformButton(configuration) }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// The glass style: the platform's button, its glass not drawn.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
  /// The glass style with `glass` (inert).
  public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
