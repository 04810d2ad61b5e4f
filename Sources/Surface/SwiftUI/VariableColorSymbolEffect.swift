/// Colour moving through the symbol's layers (inert, as ``SymbolEffect``).
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
  /// Whether each layer animates in turn (false: the whole symbol at once).
  var layered = false
  /// The effect's direction, when it has one.
  var direction: String?

  /// Each layer in turn.
  public var byLayer: VariableColorSymbolEffect {
    var copy = self
    copy.layered = true
    return copy
  }
  /// The whole symbol at once.
  public var wholeSymbol: VariableColorSymbolEffect {
    var copy = self
    copy.layered = false
    return copy
  }

}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Colour moving through the symbol's layers.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
