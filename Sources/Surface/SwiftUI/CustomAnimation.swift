/// An animation curve an app writes itself (iOS 17): the value it has reached at each time.
///
/// ```swift
/// import SwiftUI
///
/// struct Linear: CustomAnimation {
///   let duration: Double
///   func animate<V: VectorArithmetic>(
///     value: V, time: TimeInterval, context: inout AnimationContext<V>
///   ) -> V? {
///     time > duration ? nil : value.scaled(by: time / duration)
///   }
/// }
///
/// // withAnimation(Animation(Linear(duration: 1))) { shown.toggle() }
/// ```
///
/// On the virtual clock the surface asks `animate` for each frame's value (`value` is the whole
/// change, the result how much of it is done) until it returns nil, when the view is drawn at
/// its target. How long it runs (when a removed view leaves, and when `withAnimation`'s
/// completion runs) is found once per animation by asking it for a unit change every 1/240 s,
/// up to ten minutes (ours: SwiftUI asks on each frame and does not say how it plans ahead).
/// Each distinct value of an app's custom animation is kept for the life of the process, so
/// that an ``Animation`` stays plain data (ours).
public protocol CustomAnimation: Hashable, Sendable {
  /// How much of `value` is done `time` seconds in, or nil once the animation has finished.
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V?
  /// The speed `time` seconds in (inert: not asked headless, so a spring that follows one
  /// starts still).
  func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V?
  /// Whether a new animation of the same property merges into this one (inert: not asked
  /// headless, where the new one starts where the view is).
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No speed is known (inert, as the requirement).
  public func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? { nil }

  /// It does not merge (inert, as the requirement).
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool { false }
}

extension Animation {
  /// An animation along the app's own curve.
  public init<A: CustomAnimation>(_ base: A) {
    self.init(.custom(CustomCurveTable.number(of: CustomCurve(base))))
  }
}
