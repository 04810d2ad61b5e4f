/// An effect that plays while it is active (`symbolEffect(_:options:isActive:)`;
/// inert, as ``SymbolEffect``).
public protocol IndefiniteSymbolEffect: SymbolEffect {}
