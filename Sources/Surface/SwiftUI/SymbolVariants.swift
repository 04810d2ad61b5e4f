/// The variant of SF Symbols to show, `.fill`, `.circle`, `.slash` (inert: symbols are not
/// drawn).
public struct SymbolVariants: Hashable, Sendable {
  private let names: Set<String>
  /// No variant (inert).
  public static let none = SymbolVariants(names: [])
  /// Inside a circle (inert).
  public static let circle = SymbolVariants(names: ["circle"])
  /// Inside a square (inert).
  public static let square = SymbolVariants(names: ["square"])
  /// Inside a rectangle (inert).
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  /// Filled (inert).
  public static let fill = SymbolVariants(names: ["fill"])
  /// Slashed (inert).
  public static let slash = SymbolVariants(names: ["slash"])

  /// These variants, filled too (inert).
  public var fill: SymbolVariants { SymbolVariants(names: names.union(["fill"])) }
  /// These variants inside a circle (inert).
  public var circle: SymbolVariants { SymbolVariants(names: names.union(["circle"])) }
  /// These variants inside a square (inert).
  public var square: SymbolVariants { SymbolVariants(names: names.union(["square"])) }
  /// These variants slashed (inert).
  public var slash: SymbolVariants { SymbolVariants(names: names.union(["slash"])) }
}
