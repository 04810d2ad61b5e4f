/// A keyframe that moves the value in a straight line from where it was to `to`, paced by a
/// unit curve.
///
/// ```swift
/// import SwiftUI
///
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///   LinearKeyframe(100.0, duration: 1)
/// }
/// let quarter = timeline.value(time: 0.25)  // 25
/// ```
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  let to: Value
  let duration: Double
  let timingCurve: UnitCurve

  /// A keyframe that reaches `to` after `duration` seconds (none when NaN or negative),
  /// paced by `timingCurve`.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    self.to = to
    self.duration = duration
    self.timingCurve = timingCurve
  }

  /// The keyframe itself: it has no body of its own.
  public var body: Self { self }
}

extension LinearKeyframe: PrimitiveKeyframeTrackContent {
  var segments: [KeyframeSegment<Value>] {
    [.linear(to: to, duration: duration, curve: timingCurve)]
  }
}
