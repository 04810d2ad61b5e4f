/// Keyframe durations and times as an app gives them, made safe to compute with.
enum KeyframeSeconds {
  /// The longest a keyframe lasts (ours: a day, as the runtime bounds an app's delays; a replay
  /// never runs that long).
  static let maximumDuration: Double = 86_400

  /// `seconds` as a keyframe's duration: NaN and negative durations are none, longer ones a day.
  static func duration(_ seconds: Double) -> Double {
    seconds.isNaN || seconds <= 0 ? 0 : min(seconds, maximumDuration)
  }

  /// `seconds` as a time on a timeline: NaN and negative times are its start.
  static func time(_ seconds: Double) -> Double {
    seconds.isNaN ? 0 : max(seconds, 0)
  }
}
