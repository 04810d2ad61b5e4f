/// Tracks written one after another in a ``KeyframesBuilder`` closure, as one set of keyframes.
struct KeyframeTrackList<Root>: PrimitiveKeyframes {
  typealias Value = Root
  let trackRecipes: [KeyframeTrackRecipe<Root>]

  /// No body of its own.
  var body: Self { self }
}
