/// A stretch of vibration at one strength, in whole milliseconds from the effect's start.
struct VibrationSpan: Hashable {
  /// Where it starts.
  var start: Int
  /// Where it ends, after `start`.
  var end: Int
  /// The perceived intensity, above 0 and at most 1.
  var level: Double
}

/// One step of a flattened effect: how long, and at what intensity (0 is off).
struct VibrationStep: Hashable {
  /// Milliseconds it lasts, above 0.
  var duration: Int
  /// The perceived intensity, 0 (off) to 1.
  var level: Double
}
