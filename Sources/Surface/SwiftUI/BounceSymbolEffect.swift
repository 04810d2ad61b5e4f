/// A bounce of the symbol (inert, as ``SymbolEffect``).
public struct BounceSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
  /// Whether each layer animates in turn (false: the whole symbol at once).
  var layered = false
  /// The effect's direction, when it has one.
  var direction: String?

  /// Each layer in turn.
  public var byLayer: BounceSymbolEffect {
    var copy = self
    copy.layered = true
    return copy
  }
  /// The whole symbol at once.
  public var wholeSymbol: BounceSymbolEffect {
    var copy = self
    copy.layered = false
    return copy
  }
  /// Towards up.
  public var up: Self {
    var copy = self
    copy.direction = "up"
    return copy
  }
  /// Towards down.
  public var down: Self {
    var copy = self
    copy.direction = "down"
    return copy
  }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A bounce of the symbol.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
