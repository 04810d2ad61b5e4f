/// The symbol breathing in and out (iOS 18) (inert, as ``SymbolEffect``).
public struct BreatheSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
  /// Whether each layer animates in turn (false: the whole symbol at once).
  var layered = false
  /// The effect's direction, when it has one.
  var direction: String?

  /// Each layer in turn.
  public var byLayer: BreatheSymbolEffect {
    var copy = self
    copy.layered = true
    return copy
  }
  /// The whole symbol at once.
  public var wholeSymbol: BreatheSymbolEffect {
    var copy = self
    copy.layered = false
    return copy
  }

}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// The symbol breathing in and out (iOS 18).
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
