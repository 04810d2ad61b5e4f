import TouchCore

/// How a value changes over time, described by keyframes: read it at any time.
///
/// Keyframes define the whole path of the value rather than interpolating between values a
/// state change gives (Apple, KeyframeTimeline). Each track starts from the initial value's
/// property and moves through its keyframes one after another; a track that ends before the
/// timeline does holds its last value. Durations that are NaN or negative count as none, and a
/// keyframe lasts at most a day (ours); times before the start read the start, times after the
/// end read the end.
///
/// ```swift
/// import SwiftUI
///
/// let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
///   CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
///   CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
/// }
/// let point = timeline.value(time: 0.45)
/// ```
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  private let tracks: [ResolvedKeyframeTrack<Value>]
  /// The duration of the content in seconds: its longest track's.
  public let duration: TimeInterval

  /// A timeline of the keyframes `content` writes, starting from `initialValue`.
  public init<Content: Keyframes>(
    initialValue: Value, @KeyframesBuilder<Value> content: () -> Content
  ) where Content.Value == Value {
    self.init(initialValue: initialValue, keyframes: content(), velocities: [:])
  }

  /// A timeline of `keyframes` from `initialValue` whose tracks start at the speeds
  /// `velocities` gives their properties (an interrupted timeline's).
  init<Content: Keyframes>(
    initialValue: Value, keyframes: Content, velocities: [AnyKeyPath: Any]
  ) where Content.Value == Value {
    self.initialValue = initialValue
    tracks = keyframes.trackRecipes().map { $0.resolve(initialValue, velocities) }
    duration = tracks.map(\.duration).max() ?? 0
  }

  /// The value at `time` seconds from the start.
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(time, &value) }
    return value
  }

  /// The value at `progress` of the duration (clamped to 0…1; NaN is the start).
  public func value(progress: Double) -> Value {
    let fraction = progress.clampedToUnit
    return value(time: fraction * duration)
  }

  /// Each track's property's speed at `time`, for a timeline that replaces this one then.
  func velocities(at time: Double) -> [AnyKeyPath: Any] {
    var velocities: [AnyKeyPath: Any] = [:]
    for track in tracks { velocities[track.keyPath] = track.velocity(time) }
    return velocities
  }
}
