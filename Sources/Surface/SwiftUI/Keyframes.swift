/// A type that defines how a value changes over time: keyframe tracks, each animating one
/// property of the value (or the whole value).
///
/// Write keyframes in a ``KeyframesBuilder`` closure (a ``KeyframeAnimator``'s, or a
/// ``KeyframeTimeline``'s), or as a type of your own whose ``body`` holds them.
public protocol Keyframes<Value> {
  /// The type of value the keyframes animate.
  associatedtype Value = Body.Value
  /// The type of keyframes the body holds.
  associatedtype Body: Keyframes
  /// The keyframes this type is made of.
  @KeyframesBuilder<Value> var body: Body { get }
}

/// Keyframes the module reads itself rather than through a body: tracks, and tracks combined.
protocol PrimitiveKeyframes: Keyframes {
  /// The tracks, in the order they were written (a later track wins over an earlier one that
  /// animates the same property).
  var trackRecipes: [KeyframeTrackRecipe<Value>] { get }
}

extension PrimitiveKeyframes {
  /// ``trackRecipes``, for a caller that holds the keyframes as `any PrimitiveKeyframes`.
  var anyTrackRecipes: Any { trackRecipes }
}

extension Keyframes {
  /// The deepest a body holds keyframes whose bodies hold more (ours: a body that contains
  /// itself stops here, with no tracks, rather than recursing forever).
  static var maximumBodyDepth: Int { 64 }

  /// The tracks these keyframes are made of: a primitive's own, or its body's.
  func trackRecipes(depth: Int = 0) -> [KeyframeTrackRecipe<Value>] {
    if let primitive = self as? any PrimitiveKeyframes {
      return primitive.anyTrackRecipes as? [KeyframeTrackRecipe<Value>] ?? []
    }
    guard depth < Self.maximumBodyDepth else { return [] }
    return body.trackRecipes(depth: depth + 1) as Any as? [KeyframeTrackRecipe<Value>] ?? []
  }
}
