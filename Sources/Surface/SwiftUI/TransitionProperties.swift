/// What a ``Transition`` does.
public struct TransitionProperties: Sendable {
  /// Whether it moves the view (inert: headless, reduced motion is never on).
  public var hasMotion: Bool

  /// A transition's properties.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}
