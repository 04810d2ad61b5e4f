/// Groups views whose glass effects blend and morph together on iOS 26: inert headless, the
/// content laid out as it is (ours: Apple gives the container no layout of its own).
nonisolated public struct GlassEffectContainer<Content: View>: View {
  let content: Content

  /// A container whose glass shapes blend when they come within `spacing` of each other.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The content.
  public var body: Content { content }
}
