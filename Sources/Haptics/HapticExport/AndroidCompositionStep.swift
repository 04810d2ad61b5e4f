/// One `addPrimitive(primitive, scale, delay)` call of a `VibrationEffect.Composition`.
///
/// The delay is a pause after the previous primitive ends (`DELAY_TYPE_PAUSE`, the default of
/// `addPrimitive(int, float, int)`; Android reference, `VibrationEffect.Composition`), so where a
/// step lands depends on how long the device plays the primitive before it
/// (``HapticExportSettings/assumedPrimitiveDurations``).
public struct AndroidCompositionStep: Hashable, Sendable {
  /// The primitive to play.
  public var primitive: AndroidPrimitive
  /// Its intensity scale, 0…1 (``AndroidLimits/scaleRange``), to 3 decimals.
  public var scale: Double
  /// Milliseconds to wait after the previous primitive ends (after the start, for the first).
  public var delayMilliseconds: Int
  /// Milliseconds from the effect's start at which the source event starts: where the step is
  /// meant to land (not part of Android's call).
  public var timeMilliseconds: Int

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - primitive: The primitive to play.
  ///   - scale: Its intensity scale, 0…1.
  ///   - delayMilliseconds: The pause after the previous primitive, not negative.
  ///   - timeMilliseconds: Where the step is meant to start, from the effect's start.
  public init(
    primitive: AndroidPrimitive, scale: Double, delayMilliseconds: Int, timeMilliseconds: Int
  ) {
    self.primitive = primitive
    self.scale = scale
    self.delayMilliseconds = delayMilliseconds
    self.timeMilliseconds = timeMilliseconds
  }
}
