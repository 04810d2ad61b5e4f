/// iOS 17's blur-and-scale replacement, `.transition(.blurReplace)`: a fade here (ours: the blur
/// and the scale are not drawn).
public struct BlurReplaceTransition: Transition, Sendable {
  /// Which way the scale runs as one view replaces another (inert).
  public struct Configuration: Hashable, Sendable {
    let name: String
    /// The leaving view scales down, the arriving one up (inert).
    public static let downUp = Configuration(name: "downUp")
    /// Both views scale up (inert).
    public static let upUp = Configuration(name: "upUp")
  }
  /// The configuration (inert).
  public var configuration: Configuration
  /// A replacement of `configuration` (inert).
  public init(configuration: Configuration) { self.configuration = configuration }
  /// Transparent outside ``TransitionPhase/identity`` (ours: not blurred or scaled).
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

extension BlurReplaceTransition: ErasedTransition {
  var erased: AnyTransition { .opacity }
}

extension Transition where Self == BlurReplaceTransition {
  /// A blur and a scale in and out (iOS 17): a fade (ours).
  public static var blurReplace: BlurReplaceTransition {
    BlurReplaceTransition(configuration: .downUp)
  }
  /// A blur and a scale in and out as `configuration` says: a fade (ours).
  public static func blurReplace(
    _ configuration: BlurReplaceTransition.Configuration = .downUp
  ) -> BlurReplaceTransition {
    BlurReplaceTransition(configuration: configuration)
  }
}

extension AnyTransition {
  /// A blur and a scale in and out (iOS 17): a fade, as ``opacity`` (ours).
  public static var blurReplace: AnyTransition { .opacity }
  /// A blur and a scale in and out as `configuration` says: a fade (ours).
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp)
    -> AnyTransition
  { .opacity }
}
