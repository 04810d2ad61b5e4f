/// A keyframe that sets the value to `to` at once, taking no time.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  let to: Value

  /// A keyframe that jumps to `to`.
  public init(_ to: Value) { self.to = to }

  /// The keyframe itself: it has no body of its own.
  public var body: Self { self }
}

extension MoveKeyframe: PrimitiveKeyframeTrackContent {
  var segments: [KeyframeSegment<Value>] { [.move(to: to)] }
}
