/// A track resolved against a timeline's initial value: it writes its property of the root
/// value at any time.
struct ResolvedKeyframeTrack<Root> {
  /// The property it animates (the root itself for a root track): a new timeline's track of the
  /// same property carries its speed on.
  let keyPath: AnyKeyPath
  /// The track's length in seconds.
  let duration: Double
  /// Writes the track's value at a time into a root value.
  let apply: (Double, inout Root) -> Void
  /// The property's speed at a time, as its animatable data.
  let velocity: (Double) -> Any
}
