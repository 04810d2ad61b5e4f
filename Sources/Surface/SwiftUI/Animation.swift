/// How an animated change moves from its old value to its new one.
///
/// SwiftUI's curves and springs, with SwiftUI's numbers, on the replay's virtual clock: a view's
/// frame, opacity and effects move from their old values to their new ones frame by frame, and a
/// spring started while another runs keeps its velocity. An animated `scrollPosition` change
/// scrolls with `UIScrollView`'s animated `setContentOffset` timing.
public struct Animation: Equatable, Sendable {
  /// The curve of an animation.
  enum Curve: Equatable, Sendable {
    /// A cubic Bézier timing curve over `duration` seconds.
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    /// A spring, as ``Spring`` defines it.
    case spring(Spring)
    /// An app's ``CustomAnimation``, by its number in ``CustomCurveTable``.
    case custom(Int)
  }

  let curve: Curve
  /// Seconds before it starts.
  var delaySeconds: Double = 0
  /// How much faster than its curve it runs.
  var speedFactor: Double = 1
  /// How many times it plays (nil forever), and whether every other play runs backwards.
  var repeats: (count: Int?, autoreverses: Bool) = (1, false)
  /// Seconds of its curve after which it reports logical completion at the latest
  /// (`logicallyComplete(after:)`).
  var logicalCompletionLimit: Double?

  public static func == (a: Animation, b: Animation) -> Bool {
    a.curve == b.curve && a.delaySeconds == b.delaySeconds && a.speedFactor == b.speedFactor
      && a.repeats.count == b.repeats.count && a.repeats.autoreverses == b.repeats.autoreverses
      && a.logicalCompletionLimit == b.logicalCompletionLimit
  }

  init(_ curve: Curve) { self.curve = curve }

  /// SwiftUI's default animation since iOS 17: a smooth spring (`.spring` with no bounce).
  public static let `default` = Animation(Curve.spring(Spring(duration: 0.5, bounce: 0)))

  /// A constant-speed animation over `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation(.bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: duration))
  }
  /// A constant-speed animation of 0.35 s.
  public static var linear: Animation { linear(duration: 0.35) }
  /// Slow at the start and the end, over `duration` seconds (Core Animation's ease-in-out
  /// control points, 0.42 0 0.58 1).
  public static func easeInOut(duration: Double) -> Animation {
    Animation(.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: duration))
  }
  /// Slow at the start and the end, over 0.35 s.
  public static var easeInOut: Animation { easeInOut(duration: 0.35) }
  /// Slow at the start, over `duration` seconds (0.42 0 1 1).
  public static func easeIn(duration: Double) -> Animation {
    Animation(.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: duration))
  }
  /// Slow at the start, over 0.35 s.
  public static var easeIn: Animation { easeIn(duration: 0.35) }
  /// Slow at the end, over `duration` seconds (0 0 0.58 1).
  public static func easeOut(duration: Double) -> Animation {
    Animation(.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: duration))
  }
  /// Slow at the end, over 0.35 s.
  public static var easeOut: Animation { easeOut(duration: 0.35) }
  /// A cubic Bézier curve with control points (c0x, c0y) and (c1x, c1y), over `duration`.
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(.bezier(x1: c0x, y1: c0y, x2: c1x, y2: c1y, duration: duration))
  }

  /// A spring of perceptual `duration` and `bounce`.
  ///
  /// Disfavoured beside the response form, so `.spring()` with no arguments means one spring
  /// (response 0.5, damping fraction 0.825), as it does in SwiftUI.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation(.spring(Spring(duration: duration, bounce: bounce)))
  }
  /// A spring given by its response and damping fraction.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(.spring(Spring(response: response, dampingRatio: dampingFraction)))
  }
  /// A spring of 0.5 s with no bounce (damping ratio 1, as OpenSwiftUI reads SwiftUI's).
  public static var spring: Animation { spring(duration: 0.5, bounce: 0) }
  /// A spring for changes that follow a finger.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }
  /// The animation of `spring`.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Animation(.spring(spring))
  }
  /// A spring of `mass`, `stiffness` and `damping` (the starting velocity is not kept: a
  /// retargeted spring keeps its own).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(.spring(Spring(mass: mass, stiffness: stiffness, damping: damping)))
  }
  /// A spring of perceptual `duration` and `bounce` (the starting velocity is not kept).
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    spring(duration: duration, bounce: bounce)
  }
  /// A spring along `spring` (iOS 17; the starting velocity is not kept).
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0)
    -> Animation
  {
    Animation(.spring(spring))
  }
  /// A spring for changes that follow a finger, of perceptual `duration` (iOS 17): the bounce of
  /// the response form's damping 0.86 (0.14, ours) plus `extraBounce`.
  @_disfavoredOverload
  public static func interactiveSpring(
    duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
  ) -> Animation {
    spring(duration: duration, bounce: 0.14 + extraBounce)
  }
  /// The interactive spring.
  public static var interactiveSpring: Animation { interactiveSpring() }
  /// A spring with no bounce.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: extraBounce)
  }
  /// A spring with no bounce, of 0.5 s.
  public static var smooth: Animation { smooth() }
  /// A spring with a small bounce (0.15).
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A spring with a small bounce, of 0.5 s.
  public static var snappy: Animation { snappy() }
  /// A spring with a visible bounce (0.3).
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: 0.3 + extraBounce)
  }
  /// A spring with a visible bounce, of 0.5 s.
  public static var bouncy: Animation { bouncy() }

  /// The animation, `delay` seconds later.
  public func delay(_ delay: Double) -> Animation {
    var copy = self
    copy.delaySeconds += delay
    return copy
  }
  /// The animation, reporting logical completion `duration` seconds into its curve if it has
  /// not already (a `withAnimation` completion runs then); it goes on moving the views.
  public func logicallyComplete(after duration: Double) -> Animation {
    var copy = self
    copy.logicalCompletionLimit = min(copy.logicalCompletionLimit ?? .infinity, duration)
    return copy
  }
  /// The animation, `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    var copy = self
    copy.speedFactor *= speed
    return copy
  }
  /// The animation played `repeatCount` times, every other play backwards with `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeats = (max(repeatCount, 1), autoreverses)
    return copy
  }
  /// The animation played again and again, every other play backwards with `autoreverses`.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeats = (nil, autoreverses)
    return copy
  }
}
