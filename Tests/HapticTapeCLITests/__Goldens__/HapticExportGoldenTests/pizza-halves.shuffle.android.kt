// Recordings/pizza-halves/shuffle.htape from 16.667 ms (haptictape export)
// Needs: import android.os.VibrationEffect, android.os.Vibrator,
//        android.view.HapticFeedbackConstants, android.view.View
// Not kept on Android:
// - minimum pulse: 5 taps start inside the previous tap's 20 ms pulse and play as one longer pulse (first at 0.034 s)
// - minimum pulse: 3 gaps between vibrations shorter than 10 ms may not be felt (first at 0.054 s)
// - UIKit feedback: 16 calls play as their AHAP approximation (docs/haptics-constants.md#system-feedback); the nearest HapticFeedbackConstants are listed under feedback
// - composition: delays assume primitive durations (TICK 10 ms; ours): a device's own, from Vibrator.getPrimitiveDurations, move later primitives
// - composition: 1 primitive starts before the previous one ends and plays late (first at 1.034 s)

// createWaveform: API 26; amplitudes need Vibrator.hasAmplitudeControl().
val waveform: VibrationEffect = VibrationEffect.createWaveform(
  longArrayOf(37, 5, 20, 5, 53, 13, 20, 22, 20, 38, 20, 755, 29, 21, 20, 5, 20, 14, 20, 46, 37),
  intArrayOf(120, 0, 120, 0, 120, 0, 120, 0, 120, 0, 120, 0, 120, 0, 120, 0, 120, 0, 120, 0, 120),
  -1,
)

// startComposition: API 30; these primitives need API 30.
val composition: VibrationEffect = VibrationEffect.startComposition()
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 0)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 7)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 15)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 15)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 6)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 7)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 23)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 32)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 48)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 765)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 0)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 30)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 15)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 24)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 56)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 7)
  .compose()
val primitives = intArrayOf(
  VibrationEffect.Composition.PRIMITIVE_TICK,
)

/** Plays the composition where the device supports its primitives, else the waveform. */
fun playHaptics(vibrator: Vibrator) {
  val effect =
    if (composition != null && android.os.Build.VERSION.SDK_INT >= 30 &&
      vibrator.areAllPrimitivesSupported(*primitives)) composition else waveform
  if (effect != null) vibrator.vibrate(effect)
}

/** The UIKit feedback calls as View haptics, at their times (ms from the start). */
fun playFeedback(view: View) {
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 0L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 17L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 42L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 67L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 83L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 100L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 133L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 175L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 233L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 1008L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 1017L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 1058L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 1083L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 1117L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 1183L)  // selection, API 21
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.CLOCK_TICK) }, 1200L)  // selection, API 21
}
