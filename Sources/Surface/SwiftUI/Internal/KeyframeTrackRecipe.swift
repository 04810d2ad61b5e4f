/// A track as the app wrote it, ready to resolve against a timeline's initial value.
struct KeyframeTrackRecipe<Root> {
  /// The track from an initial root value, carrying on the speeds (by property) an interrupted
  /// timeline had.
  let resolve: (_ initial: Root, _ velocities: [AnyKeyPath: Any]) -> ResolvedKeyframeTrack<Root>

  /// The track of `segments`, animating the property at `keyPath`.
  init<Value: Animatable>(
    keyPath: WritableKeyPath<Root, Value>, segments: [KeyframeSegment<Value>]
  ) {
    resolve = { initial, velocities in
      let curve = KeyframeCurve(
        initial: initial[keyPath: keyPath].animatableData, segments: segments,
        velocity: velocities[keyPath] as? Value.AnimatableData)
      return ResolvedKeyframeTrack(
        keyPath: keyPath, duration: curve.duration,
        apply: { time, root in root[keyPath: keyPath].animatableData = curve.value(at: time) },
        velocity: { curve.velocity(at: $0) })
    }
  }
}
