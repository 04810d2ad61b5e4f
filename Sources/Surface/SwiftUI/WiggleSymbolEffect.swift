/// A wiggle of the symbol (iOS 18) (inert, as ``SymbolEffect``).
public struct WiggleSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
  /// Whether each layer animates in turn (false: the whole symbol at once).
  var layered = false
  /// The effect's direction, when it has one.
  var direction: String?

  /// Each layer in turn.
  public var byLayer: WiggleSymbolEffect {
    var copy = self
    copy.layered = true
    return copy
  }
  /// The whole symbol at once.
  public var wholeSymbol: WiggleSymbolEffect {
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
  /// Towards left.
  public var left: Self {
    var copy = self
    copy.direction = "left"
    return copy
  }
  /// Towards right.
  public var right: Self {
    var copy = self
    copy.direction = "right"
    return copy
  }
  /// Towards forward.
  public var forward: Self {
    var copy = self
    copy.direction = "forward"
    return copy
  }
  /// Towards backward.
  public var backward: Self {
    var copy = self
    copy.direction = "backward"
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

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// A wiggle of the symbol (iOS 18).
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
