// Recordings/secret-offer/pull-fail-release.htape from 10000 ms (haptictape export)
// Needs: import android.os.VibrationEffect, android.os.Vibrator,
//        android.view.HapticFeedbackConstants, android.view.View
// Not kept on Android:
// - waveform: sharpness is not kept (one motor frequency): 9 events, sharpness 0.5; the composition maps it to primitives
// - UIKit feedback: 1 call plays as its AHAP approximation (docs/haptics-constants.md#system-feedback); the nearest HapticFeedbackConstants are listed under feedback
// - composition: 1 run of continuous events plays as one rise or fall primitive each; their length and steps are not kept
// - composition: delays assume primitive durations (CLICK 20 ms, TICK 10 ms, SLOW_RISE 300 ms; ours): a device's own, from Vibrator.getPrimitiveDurations, move later primitives
// - composition: 1 primitive starts before the previous one ends and plays late (first at 10.833 s)

// createWaveform: API 26; amplitudes need Vibrator.hasAmplitudeControl().
val waveform: VibrationEffect = VibrationEffect.createWaveform(
  longArrayOf(100, 100, 100, 100, 100, 100, 233, 20, 47, 53, 20, 180, 20, 60, 20),
  intArrayOf(13, 16, 19, 23, 26, 29, 31, 120, 31, 0, 120, 0, 255, 0, 40),
  -1,
)

// startComposition: API 30; these primitives need API 30.
val composition: VibrationEffect = VibrationEffect.startComposition()
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_SLOW_RISE, 0.347f, 600)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 0)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.686f, 43)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_CLICK, 1f, 190)
  .addPrimitive(VibrationEffect.Composition.PRIMITIVE_TICK, 0.396f, 60)
  .compose()
val primitives = intArrayOf(
  VibrationEffect.Composition.PRIMITIVE_CLICK,
  VibrationEffect.Composition.PRIMITIVE_TICK,
  VibrationEffect.Composition.PRIMITIVE_SLOW_RISE,
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
  view.postDelayed({ view.performHapticFeedback(HapticFeedbackConstants.REJECT) }, 833L)  // notification.error, API 30
}
