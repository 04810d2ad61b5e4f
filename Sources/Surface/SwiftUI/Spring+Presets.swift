extension Spring {
  /// A spring with no bounce, of perceptual `duration`, plus `extraBounce` (iOS 17), as
  /// ``Animation/smooth(duration:extraBounce:)`` plays.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A spring with no bounce, of 0.5 s.
  public static var smooth: Spring { smooth() }
  /// A spring with a small bounce (0.15) plus `extraBounce`, as
  /// ``Animation/snappy(duration:extraBounce:)`` plays.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A spring with a small bounce, of 0.5 s.
  public static var snappy: Spring { snappy() }
  /// A spring with a visible bounce (0.3) plus `extraBounce`, as
  /// ``Animation/bouncy(duration:extraBounce:)`` plays.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
  /// A spring with a visible bounce, of 0.5 s.
  public static var bouncy: Spring { bouncy() }
}

extension Animation {
  /// An animation along `spring` (iOS 17; the starting velocity is not kept, as in the other
  /// interpolating springs).
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0)
    -> Animation
  {
    Animation(.spring(spring))
  }
}
