// SwiftUI's named springs, as keyframes name them (`SpringKeyframe(1, spring: .bouncy)`): the
// springs of `Animation.smooth`, `.snappy` and `.bouncy`.

extension Spring {
  /// A spring with no bounce, of 0.5 s.
  public static let smooth = Spring.smooth()
  /// A spring with a small bounce (0.15), of 0.5 s.
  public static let snappy = Spring.snappy()
  /// A spring with a visible bounce (0.3), of 0.5 s.
  public static let bouncy = Spring.bouncy()

  /// A spring of `duration` with no bounce, plus `extraBounce`.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A spring of `duration` with a small bounce (0.15), plus `extraBounce`.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring of `duration` with a visible bounce (0.3), plus `extraBounce`.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
