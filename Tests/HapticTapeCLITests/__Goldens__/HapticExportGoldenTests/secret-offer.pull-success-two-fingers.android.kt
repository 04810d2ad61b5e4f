// Recordings/secret-offer/pull-success-two-fingers.htape from 9908.333 ms (haptictape export)
// Needs: import android.os.VibrationEffect, android.os.Vibrator,
//        android.view.HapticFeedbackConstants, android.view.View
// Not kept on Android:
// - waveform: sharpness is not kept (one motor frequency): 18 events, sharpness 0.3–0.85; the composition maps it to primitives
// - minimum pulse: 1 gap between vibrations shorter than 10 ms may not be felt (first at 11.408 s)
// - composition: 1 run of continuous events plays as one rise or fall primitive each; their length and steps are not kept
// - composition: delays assume primitive durations (CLICK 20 ms, LOW_TICK 15 ms, SLOW_RISE 300 ms; ours): a device's own, from Vibrator.getPrimitiveDurations, move later primitives
// - composition: 2 primitives start before the previous one ends and play late (first at 11.341 s)

// createWaveform: API 26; amplitudes need Vibrator.hasAmplitudeControl().
val waveform: VibrationEffect = VibrationEffect.createWaveform(
  longArrayOf(100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 33, 20, 47, 3,
    20, 70, 20),
  intArrayOf(13, 18, 23, 28, 33, 38, 42, 46, 50, 53, 57, 60, 63, 66, 68, 77, 68, 0, 143, 0, 255),
  -1,
)

// startComposition: API 30; these primitives need API 31.
val composition: VibrationEffect = VibrationEffect.startComposition()
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_SLOW_RISE, 0.516f, 1200)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_LOW_TICK, 0.55f, 0)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_CLICK, 0.75f, 0)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_CLICK, 1f, 58)
  .compose()
val primitives = intArrayOf(
  VibrationEffect.Composition.PRIMITIVE_CLICK,
  VibrationEffect.Composition.PRIMITIVE_LOW_TICK,
  VibrationEffect.Composition.PRIMITIVE_SLOW_RISE,
)

/** Plays the composition where the device supports its primitives, else the waveform. */
fun playHaptics(vibrator: Vibrator) {
  val effect =
    if (composition != null && android.os.Build.VERSION.SDK_INT >= 31 &&
      vibrator.areAllPrimitivesSupported(*primitives)) composition else waveform
  if (effect != null) vibrator.vibrate(effect)
}
