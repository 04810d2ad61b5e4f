/// How a view's content changes when it is drawn again, `.numericText()`, `.interpolate` (inert:
/// content is not drawn; the view's layout changes at once either way).
public struct ContentTransition: Equatable, Sendable {
  private let name: String
  /// No transition (inert).
  public static let identity = ContentTransition(name: "identity")
  /// A cross-fade (inert).
  public static let opacity = ContentTransition(name: "opacity")
  /// Glyphs interpolated (inert).
  public static let interpolate = ContentTransition(name: "interpolate")
  /// Digits rolling (inert).
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// Digits rolling in the direction `value` changed (inert; iOS 17).
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(name: "numericText")
  }
  /// A symbol replaced by the symbol effect's animation (inert; iOS 17).
  public static let symbolEffect = ContentTransition(name: "symbolEffect")
  /// A symbol replaced by `effect`'s animation (inert; iOS 17).
  public static func symbolEffect<T: SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition {
    ContentTransition(name: "symbolEffect")
  }
}
