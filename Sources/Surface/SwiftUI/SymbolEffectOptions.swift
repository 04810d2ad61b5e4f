/// How a symbol effect plays: its repeats and speed (inert, as ``SymbolEffect``).
public struct SymbolEffectOptions: Equatable, Sendable {
  /// Times to play, nil for the effect's own choice.
  var repeatCount: Int?
  /// Multiple of the effect's speed.
  var speedFactor: Double = 1

  /// The effect's own repeats and speed.
  public static let `default` = SymbolEffectOptions()
  /// Repeated while it is active.
  public static let repeating = SymbolEffectOptions(repeatCount: .max)
  /// Played once.
  public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
  /// Played `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: count)
  }
  /// Played `speed` times as fast.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    SymbolEffectOptions(speedFactor: speed)
  }
  /// These options, played `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    var copy = self
    copy.repeatCount = count
    return copy
  }
  /// These options, `speed` times as fast.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var copy = self
    copy.speedFactor *= speed
    return copy
  }
}
