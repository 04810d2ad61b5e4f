/// The builder that combines the tracks written in a closure into one set of keyframes; keyframes
/// written directly, outside a track, animate the whole value.
///
/// Tracks are applied in order: when two animate the same property, the later one wins (Apple,
/// KeyframeTimeline: "the value from the last competing track will be used").
@resultBuilder
public struct KeyframesBuilder<Value> {
  /// A track, or tracks combined.
  public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
    expression
  }

  /// The first tracks of a block.
  public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value {
    first
  }

  /// The tracks so far, then `next`.
  public static func buildPartialBlock(
    accumulated: some Keyframes<Value>, next: some Keyframes<Value>
  ) -> some Keyframes<Value> {
    KeyframeTrackList(trackRecipes: accumulated.trackRecipes() + next.trackRecipes())
  }

  /// No tracks: the value stays as it is.
  public static func buildBlock() -> some Keyframes<Value> {
    KeyframeTrackList<Value>(trackRecipes: [])
  }

  /// The tracks, as they are.
  public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value {
    component
  }
}

extension KeyframesBuilder where Value: Animatable {
  /// A keyframe written outside a track: it animates the whole value.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K
  where K.Value == Value {
    expression
  }

  /// The first keyframes of a block written outside a track.
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K
  where K.Value == Value {
    first
  }

  /// The keyframes so far, then `next`, outside a track.
  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> some KeyframeTrackContent<Value> {
    KeyframeTrackContentBuilder<Value>.buildPartialBlock(accumulated: accumulated, next: next)
  }

  /// The keyframes of every pass of a `for` loop outside a track, in order.
  public static func buildArray(_ components: [some KeyframeTrackContent<Value>])
    -> some KeyframeTrackContent<Value>
  {
    KeyframeTrackContentBuilder<Value>.buildArray(components)
  }

  /// The keyframes of an `if` branch outside a track.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    first: First
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
  where First.Value == Value, Second.Value == Value {
    KeyframeTrackContentBuilder<Value>.buildEither(first: first)
  }

  /// The keyframes of an `else` branch outside a track.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    second: Second
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
  where First.Value == Value, Second.Value == Value {
    KeyframeTrackContentBuilder<Value>.buildEither(second: second)
  }

  /// Keyframes written outside a track: one track of the whole value.
  public static func buildFinalResult<K: KeyframeTrackContent>(_ component: K)
    -> KeyframeTrack<Value, Value, K>
  where K.Value == Value {
    KeyframeTrack(content: { component })
  }
}
