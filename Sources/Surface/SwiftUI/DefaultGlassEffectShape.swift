/// The shape `glassEffect(_:in:)` gives the glass when it names none: a capsule (the glass
/// inert, as nothing is drawn).
nonisolated public struct DefaultGlassEffectShape: Shape {
  /// The default glass shape.
  public init() {}
  /// A capsule filling `rect`.
  public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}
