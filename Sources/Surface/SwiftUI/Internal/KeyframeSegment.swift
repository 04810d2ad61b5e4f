/// One keyframe of a track, as the app wrote it: the value it reaches, in how long, and how.
enum KeyframeSegment<Value: Animatable> {
  /// Along a unit curve (`LinearKeyframe`).
  case linear(to: Value, duration: Double, curve: UnitCurve)
  /// Pulled by a spring, for `duration` or, when nil, the spring's settling duration
  /// (`SpringKeyframe`).
  case spring(to: Value, duration: Double?, spring: Spring, startVelocity: Value?)
  /// Along a cubic curve (`CubicKeyframe`).
  case cubic(to: Value, duration: Double, startVelocity: Value?, endVelocity: Value?)
  /// At once (`MoveKeyframe`).
  case move(to: Value)
}
