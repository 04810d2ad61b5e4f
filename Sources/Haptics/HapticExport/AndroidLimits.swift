/// The values Android's vibration APIs accept, as the Android developer reference states them
/// (docs/haptics-export.md#android-rules).
public enum AndroidLimits {
  /// The amplitudes a waveform step may vibrate at: 1…255.
  ///
  /// Source: Android reference, `VibrationEffect.createWaveform(long[], int[], int)`
  /// ("Amplitude values must be between 0 and 255, or equal to DEFAULT_AMPLITUDE. An amplitude
  /// value of 0 implies the motor is off") and `createOneShot` ("between 1 and 255"),
  /// developer.android.com/reference/android/os/VibrationEffect.
  public static let amplitudeRange: ClosedRange<Int> = 1...255
  /// The amplitude of a step during which the motor is off.
  ///
  /// Source: Android reference, `VibrationEffect.createWaveform(long[], int[], int)`.
  public static let offAmplitude = 0
  /// `VibrationEffect.DEFAULT_AMPLITUDE`, the device's default strength, which a step may use
  /// instead of an amplitude.
  ///
  /// Source: Android reference, `VibrationEffect.DEFAULT_AMPLITUDE` (constant value -1).
  public static let defaultAmplitude = -1
  /// The `repeat` argument that plays a waveform once.
  ///
  /// Source: Android reference, `VibrationEffect.createWaveform`: "the index into the timings
  /// array at which to repeat, or -1 if you don't want to repeat".
  public static let noRepeat = -1
  /// The scales a composition primitive accepts: 0…1.
  ///
  /// Source: Android reference, `VibrationEffect.Composition.addPrimitive(int, float, int)`:
  /// "scale: the scale to apply to the intensity of the primitive. Value is between 0f and 1f
  /// inclusive", developer.android.com/reference/android/os/VibrationEffect.Composition.
  public static let scaleRange: ClosedRange<Double> = 0...1
}
