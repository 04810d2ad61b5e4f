/// A haptic primitive of `VibrationEffect.Composition`: a short effect the device's vibrator
/// plays in its own shape and length, scaled by intensity.
///
/// Names and API levels: Android reference, `VibrationEffect.Composition`
/// (developer.android.com/reference/android/os/VibrationEffect.Composition).
public enum AndroidPrimitive: String, CaseIterable, Hashable, Sendable {
  /// `PRIMITIVE_CLICK`: "a sharp, crisp click sensation" (API 30).
  case click = "CLICK"
  /// `PRIMITIVE_TICK`: a very short, light tick (API 30).
  case tick = "TICK"
  /// `PRIMITIVE_LOW_TICK`: a very short low-frequency tick (API 31).
  case lowTick = "LOW_TICK"
  /// `PRIMITIVE_THUD`: a downwards movement with gravity, heavier than a click (API 31).
  case thud = "THUD"
  /// `PRIMITIVE_SPIN`: a spinning momentum (API 31).
  case spin = "SPIN"
  /// `PRIMITIVE_QUICK_RISE`: a quick upwards movement with increasing intensity (API 30).
  case quickRise = "QUICK_RISE"
  /// `PRIMITIVE_SLOW_RISE`: a slow upwards movement with increasing intensity (API 30).
  case slowRise = "SLOW_RISE"
  /// `PRIMITIVE_QUICK_FALL`: a quick downwards movement with decreasing intensity (API 30).
  case quickFall = "QUICK_FALL"

  /// The Kotlin constant: `VibrationEffect.Composition.PRIMITIVE_CLICK`.
  public var kotlinName: String { "VibrationEffect.Composition.PRIMITIVE_\(rawValue)" }

  /// The Android API level that added the primitive.
  public var apiLevel: Int {
    // source: Android reference, VibrationEffect.Composition ("Added in API level" per constant)
    switch self {
    case .click, .tick, .quickRise, .slowRise, .quickFall: 30
    case .lowTick, .thud, .spin: 31
    }
  }
}
