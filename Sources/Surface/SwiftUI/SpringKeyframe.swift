/// A keyframe that pulls the value towards `to` with a spring.
///
/// The spring starts at the speed the value has (or `startVelocity`) and runs for `duration`,
/// or until it settles; the next keyframe carries on from where the spring is then.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  let to: Value
  let duration: Double?
  let spring: Spring
  let startVelocity: Value?

  /// A keyframe that pulls towards `to` with `spring` for `duration` seconds (nil: the spring's
  /// settling duration), starting at `startVelocity` (nil: the speed the value has).
  public init(
    _ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(),
    startVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
    self.spring = spring
    self.startVelocity = startVelocity
  }

  /// The keyframe itself: it has no body of its own.
  public var body: Self { self }
}

extension SpringKeyframe: PrimitiveKeyframeTrackContent {
  var segments: [KeyframeSegment<Value>] {
    [.spring(to: to, duration: duration, spring: spring, startVelocity: startVelocity)]
  }
}
