nonisolated extension View {
  /// Plays `effect` on the symbols in this view while `isActive` (inert: no symbol is drawn
  /// headless).
  public func symbolEffect<Effect: IndefiniteSymbolEffect>(
    _ effect: Effect, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { self }

  /// Plays `effect` on the symbols in this view each time `value` changes (inert: no symbol is
  /// drawn headless).
  public func symbolEffect<Effect: DiscreteSymbolEffect, Value: Equatable>(
    _ effect: Effect, options: SymbolEffectOptions = .default, value: Value
  ) -> some View { self }

  /// Removes the symbol effects in this view (inert).
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
