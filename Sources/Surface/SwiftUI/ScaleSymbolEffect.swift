/// The symbol grown or shrunk (inert, as ``SymbolEffect``).
public struct ScaleSymbolEffect: IndefiniteSymbolEffect {
  /// Whether each layer animates in turn (false: the whole symbol at once).
  var layered = false
  /// The effect's direction, when it has one.
  var direction: String?

  /// Each layer in turn.
  public var byLayer: ScaleSymbolEffect {
    var copy = self
    copy.layered = true
    return copy
  }
  /// The whole symbol at once.
  public var wholeSymbol: ScaleSymbolEffect {
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

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// The symbol grown or shrunk.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
