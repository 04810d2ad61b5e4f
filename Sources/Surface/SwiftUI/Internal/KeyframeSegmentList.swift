/// Keyframes written one after another in a track, as one piece of track content.
struct KeyframeSegmentList<Value: Animatable>: PrimitiveKeyframeTrackContent {
  let segments: [KeyframeSegment<Value>]

  /// No body of its own.
  var body: Self { self }
}
