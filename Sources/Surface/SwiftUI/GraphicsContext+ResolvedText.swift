extension GraphicsContext {
  /// Text fixed to a context's environment, ready to measure and draw.
  ///
  /// Measured as a `Text` view is laid out: the surface's stated metrics, in the text's own
  /// font or the environment's.
  public struct ResolvedText {
    /// What uncoloured text is filled with: the foreground by default (inert).
    public var shading: Shading = .foreground
    /// How the text is measured.
    let layout: TextLayout
    /// The font size the text is measured in.
    let em: CGFloat

    /// The size the text takes in `size`: the size a `Text` view of it takes when offered
    /// `size` (wrapped to its width).
    public func measure(in size: CGSize) -> CGSize {
      layout.size(for: ProposedViewSize(size), em: em)
    }
  }

  /// `text` fixed to this context's environment (its font, unless the text has its own).
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(layout: text.layout, em: text.font?.size ?? environment.fontSize)
  }

  /// Draws `text` in `rect` (inert).
  public func draw(_ text: ResolvedText, in rect: CGRect) {}
  /// Draws `text` with the `anchor` of its size at `point` (inert).
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
  /// Draws `text` in `rect` (inert).
  public func draw(_ text: Text, in rect: CGRect) {}
  /// Draws `text` with the `anchor` of its size at `point` (inert).
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
}
