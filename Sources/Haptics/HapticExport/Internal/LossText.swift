import JSONCore

/// The sentences of a losses list: what a target cannot express, with counts and where it first
/// happens, so a designer can find it.
enum LossText {
  /// `0.3–0.85`, or `0.5` when every value is the same.
  static func range(_ values: [Double]) -> String {
    guard let low = values.min(), let high = values.max() else { return "" }
    let lowText = JSONNumberFormat.trimmed(rounded(low))
    let highText = JSONNumberFormat.trimmed(rounded(high))
    return low == high ? lowText : "\(lowText)–\(highText)"
  }

  /// `12.345 s`: a time in milliseconds from the effect's start, as seconds of the source
  /// (the tape, or the AHAP file), given the effect's start there.
  static func seconds(_ milliseconds: Int, start: Double) -> String {
    JSONNumberFormat.fixed((start + Double(milliseconds)) / 1_000, decimals: 3) + " s"
  }

  /// `3 taps` / `1 tap`.
  static func count(_ count: Int, _ noun: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
  }

  /// `singular` for a count of 1, else `plural`: `1 tap starts`, `2 taps start`.
  static func verb(_ count: Int, _ singular: String, _ plural: String) -> String {
    count == 1 ? singular : plural
  }

  /// The losses every target shares: envelopes, controls other than intensity, audio, silent
  /// events, lengthened events, taps merged into one pulse and gaps too short to feel.
  static func shared(
    _ reading: TimelineReading, steps: [VibrationStep], merged: [Int], pulse: String,
    settings: HapticExportSettings, start: Double
  ) -> [String] {
    var losses: [String] = []
    if reading.envelopeCount > 0 {
      losses.append(
        "envelopes: the attack, decay and release of "
          + count(reading.envelopeCount, "continuous event") + " are not kept")
    }
    if reading.steppedCount > 0 {
      losses.append(
        "parameter curves: HapticIntensityControl is played as "
          + "\(settings.continuousStepMilliseconds) ms steps in "
          + count(reading.steppedCount, "continuous event"))
    }
    if !reading.otherControls.isEmpty {
      let names = reading.otherControls.keys.sorted().map {
        "\($0) (\(reading.otherControls[$0] ?? 0))"
      }
      losses.append("parameter curves: \(names.joined(separator: ", ")) not kept")
    }
    if reading.audioCount > 0 {
      losses.append("audio: " + count(reading.audioCount, "audio event") + " not played")
    }
    if reading.silentCount > 0 {
      losses.append(
        "silent: " + count(reading.silentCount, "event")
          + " with intensity 0 or no duration play nothing")
    }
    let minimum = settings.minimumPulseMilliseconds
    if reading.lengthenedCount > 0 {
      losses.append(
        "minimum pulse: " + count(reading.lengthenedCount, "continuous event")
          + " shorter than \(minimum) ms lengthened to \(minimum) ms")
    }
    if let first = merged.first {
      losses.append(
        "minimum pulse: " + count(merged.count, "tap")
          + " \(verb(merged.count, "starts", "start")) inside the previous tap's \(pulse) pulse "
          + "and \(verb(merged.count, "plays", "play")) as one longer pulse "
          + "(first at \(seconds(first, start: start)))")
    }
    var time = 0
    var shortGaps: [Int] = []
    for (index, step) in steps.enumerated() {
      if step.level == 0, index > 0, index < steps.count - 1, step.duration < minimum {
        shortGaps.append(time)
      }
      time += step.duration
    }
    if let first = shortGaps.first {
      losses.append(
        "minimum pulse: " + count(shortGaps.count, "gap")
          + " between vibrations shorter than \(minimum) ms may not be felt "
          + "(first at \(seconds(first, start: start)))")
    }
    return losses
  }

  /// `value` to 3 decimals, for display.
  static func rounded(_ value: Double) -> Double {
    (value * 1_000).rounded() / 1_000
  }
}
