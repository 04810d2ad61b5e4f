/// A turn of the symbol (iOS 18) (inert, as ``SymbolEffect``).
public struct RotateSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
  /// Whether each layer animates in turn (false: the whole symbol at once).
  var layered = false
  /// The effect's direction, when it has one.
  var direction: String?

  /// Each layer in turn.
  public var byLayer: RotateSymbolEffect {
    var copy = self
    copy.layered = true
    return copy
  }
  /// The whole symbol at once.
  public var wholeSymbol: RotateSymbolEffect {
    var copy = self
    copy.layered = false
    return copy
  }
  /// Towards clockwise.
  public var clockwise: Self {
    var copy = self
    copy.direction = "clockwise"
    return copy
  }
  /// Towards counterClockwise.
  public var counterClockwise: Self {
    var copy = self
    copy.direction = "counterClockwise"
    return copy
  }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// A turn of the symbol (iOS 18).
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
