/// A group of keyframes that defines how one animatable value moves over time: the keyframes
/// of a ``KeyframeTrack``.
public protocol KeyframeTrackContent<Value> {
  /// The type of value the keyframes move.
  associatedtype Value: Animatable = Body.Value
  /// The type of keyframes the body holds.
  associatedtype Body: KeyframeTrackContent
  /// The keyframes this type is made of.
  @KeyframeTrackContentBuilder<Value> var body: Body { get }
}

/// Track content the module reads itself rather than through a body: the keyframes, and
/// keyframes combined.
protocol PrimitiveKeyframeTrackContent: KeyframeTrackContent {
  /// The keyframes, in order.
  var segments: [KeyframeSegment<Value>] { get }
}

extension PrimitiveKeyframeTrackContent {
  /// ``segments``, for a caller that holds the content as `any PrimitiveKeyframeTrackContent`.
  var anySegments: Any { segments }
}

extension KeyframeTrackContent {
  /// The deepest a body holds keyframes whose bodies hold more (ours: a body that contains
  /// itself stops here, with no keyframes, rather than recursing forever).
  static var maximumBodyDepth: Int { 64 }

  /// The keyframes this content is made of: a primitive's own, or its body's.
  func keyframeSegments(depth: Int = 0) -> [KeyframeSegment<Value>] {
    if let primitive = self as? any PrimitiveKeyframeTrackContent {
      return primitive.anySegments as? [KeyframeSegment<Value>] ?? []
    }
    guard depth < Self.maximumBodyDepth else { return [] }
    return body.keyframeSegments(depth: depth + 1) as Any as? [KeyframeSegment<Value>] ?? []
  }
}
