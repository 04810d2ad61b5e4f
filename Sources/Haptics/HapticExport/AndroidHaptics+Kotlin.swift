import JSONCore

// MARK: - Kotlin

extension AndroidHaptics {
  /// The effect as a Kotlin snippet to paste into an app: a `waveform` and a `composition`
  /// value, `playHaptics(vibrator)` choosing the composition where every primitive is
  /// supported, the feedback constants as `performHapticFeedback` calls, and the losses as
  /// comments.
  ///
  /// - Parameter name: A name for the effect, used in the header comment (a file name).
  /// - Returns: The snippet, with a final newline.
  public func kotlin(name: String) -> String {
    var lines: [String] = []
    let safeName = name.filter { $0 != "\n" && $0 != "\r" }
    lines.append(
      "// \(safeName) from \(ExportNumber.milliseconds(startMilliseconds)) ms "
        + "(haptictape export)")
    lines.append("// Needs: import android.os.VibrationEffect, android.os.Vibrator,")
    lines.append("//        android.view.HapticFeedbackConstants, android.view.View")
    if !losses.isEmpty {
      lines.append("// Not kept on Android:")
      lines += losses.map { "// - \($0.filter { $0 != "\n" && $0 != "\r" })" }
    }
    lines.append("")
    if waveform.isEmpty {
      lines.append("// No haptic events: nothing to play.")
      lines.append("val waveform: VibrationEffect? = null")
    } else {
      lines.append("// createWaveform: API 26; amplitudes need Vibrator.hasAmplitudeControl().")
      lines.append("val waveform: VibrationEffect = VibrationEffect.createWaveform(")
      lines.append(contentsOf: wrapped("longArrayOf(", waveform.timings.map(String.init), "),"))
      lines.append(contentsOf: wrapped("intArrayOf(", waveform.amplitudes.map(String.init), "),"))
      lines.append("  \(waveform.repeat),")
      lines.append(")")
    }
    lines.append("")
    let apiLevel = composition.map(\.primitive.apiLevel).max() ?? 30
    if composition.isEmpty {
      lines.append("val composition: VibrationEffect? = null")
      lines.append("val primitives = intArrayOf()")
    } else {
      lines.append("// startComposition: API 30; these primitives need API \(apiLevel).")
      lines.append("val composition: VibrationEffect = VibrationEffect.startComposition()")
      for step in composition {
        lines.append(
          "  .addPrimitive(\(step.primitive.kotlinName), \(kotlinFloat(step.scale)), "
            + "\(step.delayMilliseconds))")
      }
      lines.append("  .compose()")
      let used = AndroidPrimitive.allCases.filter(Set(composition.map(\.primitive)).contains)
      lines.append("val primitives = intArrayOf(")
      lines += used.map { "  \($0.kotlinName)," }
      lines.append(")")
    }
    lines.append("")
    lines.append(
      "/** Plays the composition where the device supports its primitives, else the waveform. */")
    lines.append("fun playHaptics(vibrator: Vibrator) {")
    lines.append("  val effect =")
    lines.append(
      "    if (composition != null && android.os.Build.VERSION.SDK_INT >= \(apiLevel) &&")
    lines.append("      vibrator.areAllPrimitivesSupported(*primitives)) composition else waveform")
    lines.append("  if (effect != null) vibrator.vibrate(effect)")
    lines.append("}")
    if !feedback.isEmpty {
      lines.append("")
      lines.append(
        "/** The UIKit feedback calls as View haptics, at their times (ms from the start). */")
      lines.append("fun playFeedback(view: View) {")
      for call in feedback {
        if let constant = call.constant {
          lines.append(
            "  view.postDelayed({ view.performHapticFeedback(\(constant.kotlinName)) }, "
              + "\(call.timeMilliseconds)L)  // \(call.uikit), API \(constant.apiLevel)")
        } else {
          lines.append(
            "  // \(call.timeMilliseconds) ms: \(call.uikit) has no HapticFeedbackConstants "
              + "counterpart; the effects above play it")
        }
      }
      lines.append("}")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `  longArrayOf(1, 2, 3),` over lines of at most 100 characters.
  private func wrapped(_ opening: String, _ values: [String], _ closing: String) -> [String] {
    var lines: [String] = []
    var line = "  " + opening
    for (index, value) in values.enumerated() {
      let piece = value + (index == values.count - 1 ? "" : ",")
      if line.count + piece.count + 1 > 100 {
        lines.append(line)
        line = "    " + piece
      } else {
        line += (line.hasSuffix("(") ? "" : " ") + piece
      }
    }
    lines.append(line + closing)
    return lines
  }

  /// A Kotlin `Float` literal: `0.7f`, `1f`.
  private func kotlinFloat(_ value: Double) -> String {
    JSONNumberFormat.trimmed(value) + "f"
  }
}
