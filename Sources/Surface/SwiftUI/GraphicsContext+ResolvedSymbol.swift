extension GraphicsContext {
  /// One of a canvas's symbol views, fixed to a context's environment, ready to draw.
  ///
  /// Inert: no renderer runs headless, so no symbol is laid out to resolve; a context the
  /// package makes keeps its symbols' sizes by tag.
  public struct ResolvedSymbol {
    /// The symbol's size, as laid out.
    public var size: CGSize { laidOutSize }
    /// The symbol's size.
    let laidOutSize: CGSize
  }

  /// The canvas's symbol tagged `id`, or nil when no symbol has that tag (inert: headless no
  /// renderer asks).
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    symbolSizes[AnyHashable(id)].map { ResolvedSymbol(laidOutSize: $0) }
  }

  /// Draws `symbol` in `rect` (inert).
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
  /// Draws `symbol` with its `anchor` at `point` (inert).
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
}
