/// Symbol, content-transition and font-design modifiers: inert, as drawing is (text is sized by
/// characters times the point size, whatever its design).
nonisolated extension View {
  /// The rendering mode of the symbols inside (inert).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
  /// The variant of the symbols inside (inert).
  public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
  /// How the content inside changes when drawn again (inert).
  public func contentTransition(_ transition: ContentTransition) -> some View { self }
  /// The design of the fonts inside (inert; iOS 16.1).
  public func fontDesign(_ design: Font.Design?) -> some View { self }
  /// Monospaced fonts inside (inert; iOS 16.4).
  public func monospaced(_ isActive: Bool = true) -> some View { self }
}

extension Text {
  /// The text in a monospaced font (inert).
  public func monospaced(_ isActive: Bool = true) -> Text { self }
  /// The text in `design` (inert; iOS 16.1).
  public func fontDesign(_ design: Font.Design?) -> Text { self }
}
