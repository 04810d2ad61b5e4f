nonisolated extension View {
  /// Draws Liquid Glass behind the view in `shape` (iOS 26): inert, as nothing is drawn; the
  /// view lays out and is hit as without it.
  public func glassEffect(
    _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
  ) -> some View { self }

  /// Names the view's glass in `namespace`, so it morphs with another's of the same identity
  /// (inert).
  public func glassEffectID(
    _ id: (some Hashable & Sendable)?, in namespace: Namespace.ID
  ) -> some View { self }

  /// Joins the view's glass to the others of `id` in `namespace` as one shape (inert).
  public func glassEffectUnion(
    id: (some Hashable & Sendable)?, namespace: Namespace.ID
  ) -> some View { self }

  /// How the view's glass comes and goes (inert).
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }

  /// Mirrors and blurs the view past the safe area behind bars (iOS 26): inert, nothing is
  /// drawn.
  public func backgroundExtensionEffect() -> some View { self }

  /// How scroll views inside fade their content under bars at `edges` (iOS 26): inert.
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set)
    -> some View
  { self }

  /// Whether a tab view's bar shrinks as its content scrolls (iOS 26): inert, the bar keeps
  /// its height.
  public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }
}
