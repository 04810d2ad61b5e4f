/// A keyframe that moves the value to `to` along a cubic curve, smooth across keyframes.
///
/// The curve is a cubic Hermite curve: it leaves at `startVelocity` and arrives at
/// `endVelocity`. Given none, it starts at the speed the value has and ends at the Catmull-Rom
/// tangent when another cubic keyframe follows, at the next keyframe's start speed when another
/// kind follows, and at rest at the end of its track.
///
/// The tangent is the finite-difference (Catmull-Rom) one in seconds, the slope from this
/// keyframe's start to the next one's value over their two durations: Apple documents that
/// adjacent cubic keyframes make a Catmull-Rom spline, and keyframes of different durations
/// are unevenly spaced in time, which the uniform form (half the difference per keyframe)
/// would ignore.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  let to: Value
  let duration: Double
  let startVelocity: Value?
  let endVelocity: Value?

  /// A keyframe that reaches `to` after `duration` seconds (none when NaN or negative),
  /// leaving at `startVelocity` and arriving at `endVelocity` (nil: smooth with its neighbours).
  public init(
    _ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil
  ) {
    self.to = to
    self.duration = duration
    self.startVelocity = startVelocity
    self.endVelocity = endVelocity
  }

  /// The keyframe itself: it has no body of its own.
  public var body: Self { self }
}

extension CubicKeyframe: PrimitiveKeyframeTrackContent {
  var segments: [KeyframeSegment<Value>] {
    [.cubic(to: to, duration: duration, startVelocity: startVelocity, endVelocity: endVelocity)]
  }
}
