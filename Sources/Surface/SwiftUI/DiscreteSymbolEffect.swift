/// An effect that plays once each time a value changes (`symbolEffect(_:options:value:)`;
/// inert, as ``SymbolEffect``).
public protocol DiscreteSymbolEffect: SymbolEffect {}
