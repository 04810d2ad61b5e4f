/// The builder that makes a track's content of the keyframes written in a closure, in order:
/// `if`/`else`, `switch` and `for` loops included.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  /// A keyframe, or keyframes combined.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
  where K.Value == Value {
    expression
  }

  /// The first keyframes of a block.
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
  where K.Value == Value {
    first
  }

  /// The keyframes so far, then `next`.
  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> some KeyframeTrackContent<Value> {
    KeyframeSegmentList(segments: accumulated.keyframeSegments() + next.keyframeSegments())
  }

  /// No keyframes.
  public static func buildBlock() -> some KeyframeTrackContent<Value> {
    KeyframeSegmentList<Value>(segments: [])
  }

  /// The keyframes of every pass of a `for` loop, in order.
  public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
    -> some KeyframeTrackContent<Value>
  {
    KeyframeSegmentList(segments: components.flatMap { $0.keyframeSegments() })
  }

  /// The keyframes of an `if` branch.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    first: First
  ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
    Conditional(storage: .first(first))
  }

  /// The keyframes of an `else` branch.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    second: Second
  ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
    Conditional(storage: .second(second))
  }
}
