/// How an SF Symbol's layers are coloured (inert: symbols are not drawn).
public struct SymbolRenderingMode: Equatable, Sendable {
  private let name: String
  /// One colour (inert).
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colours (inert).
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One colour at levels of opacity (inert).
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// A colour per layer from the foreground styles (inert).
  public static let palette = SymbolRenderingMode(name: "palette")
}
