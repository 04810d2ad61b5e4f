/// One symbol replaced by another, its layers moving out and in (inert, as ``SymbolEffect``;
/// for `contentTransition(.symbolEffect(.replace))`).
public struct ReplaceSymbolEffect: SymbolEffect {
  /// Whether each layer animates in turn (false: the whole symbol at once).
  var layered = false
  /// How the old symbol leaves and the new one comes.
  var direction = "downUp"

  private func with(direction: String) -> ReplaceSymbolEffect {
    var copy = self
    copy.direction = direction
    return copy
  }

  /// The old symbol goes down, the new one comes up.
  public var downUp: ReplaceSymbolEffect { with(direction: "downUp") }
  /// Both go up.
  public var upUp: ReplaceSymbolEffect { with(direction: "upUp") }
  /// The old symbol fades off, the new one comes up.
  public var offUp: ReplaceSymbolEffect { with(direction: "offUp") }
  /// Each layer in turn.
  public var byLayer: ReplaceSymbolEffect {
    var copy = self
    copy.layered = true
    return copy
  }
  /// The whole symbol at once.
  public var wholeSymbol: ReplaceSymbolEffect {
    var copy = self
    copy.layered = false
    return copy
  }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// One symbol replaced by another.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
