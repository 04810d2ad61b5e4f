/// A fade in and out of the symbol's layers (inert, as ``SymbolEffect``).
public struct PulseSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
  /// Whether each layer animates in turn (false: the whole symbol at once).
  var layered = false
  /// The effect's direction, when it has one.
  var direction: String?

  /// Each layer in turn.
  public var byLayer: PulseSymbolEffect {
    var copy = self
    copy.layered = true
    return copy
  }
  /// The whole symbol at once.
  public var wholeSymbol: PulseSymbolEffect {
    var copy = self
    copy.layered = false
    return copy
  }

}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// A fade in and out of the symbol's layers.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
