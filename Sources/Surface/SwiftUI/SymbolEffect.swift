/// An animation of an SF Symbol's layers (`import Symbols` on iOS, which SwiftUI re-exports).
///
/// Inert: no symbol is drawn headless, so an effect changes nothing a replay records. The
/// types exist so that an app's `.symbolEffect(.bounce, value: count)` compiles unchanged.
public protocol SymbolEffect: Sendable {}
