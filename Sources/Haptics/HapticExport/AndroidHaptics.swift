import Haptics

/// A haptic timeline as Android plays it: a `createWaveform` effect for every device with a
/// vibrator, a `Composition` of primitives for devices that support them, the
/// `HapticFeedbackConstants` counterparts of UIKit feedback calls, and what was lost.
///
/// Both forms start at the timeline's time 0. The waveform holds every event: continuous events
/// as steps at their intensity, transients as ``HapticExportSettings/transientPulseMilliseconds``
/// pulses, gaps at amplitude 0; where events overlap the strongest plays. The composition maps
/// taps to `CLICK`, `TICK`, `THUD` or `LOW_TICK` by intensity and sharpness, and each run of
/// abutting continuous events to one `QUICK_RISE`, `SLOW_RISE` or `QUICK_FALL`
/// (docs/haptics-export.md#android).
///
/// ```swift
/// var timeline = HapticTimeline()
/// timeline.insert(
///   .continuous(try ContinuousEvent(time: 0, duration: 0.5, intensity: 0.3, sharpness: 0.2)))
/// timeline.insert(.transient(try TransientEvent(time: 0.5, intensity: 1, sharpness: 0.8)))
/// let android = AndroidHaptics(timeline)
/// android.waveform.timings     // [500, 20]: the continuous event, then the tap's pulse
/// android.waveform.amplitudes  // [23, 255]
/// android.composition.map(\.primitive)  // [.click]
/// ```
public struct AndroidHaptics: Hashable, Sendable {
  /// The `createWaveform(timings, amplitudes, repeat)` arguments.
  public var waveform: AndroidWaveform
  /// The `addPrimitive` calls, in order.
  public var composition: [AndroidCompositionStep]
  /// The UIKit feedback calls and their `HapticFeedbackConstants` counterparts.
  public var feedback: [AndroidFeedbackCall]
  /// Where the effect's time 0 is in the source, in milliseconds (the tape time of its first
  /// haptic event, or 0 for an AHAP file).
  public var startMilliseconds: Double
  /// What the waveform and the composition cannot express, one sentence each.
  public var losses: [String]

  /// Converts `timeline`.
  ///
  /// - Parameters:
  ///   - timeline: The events; time 0 is the effect's start.
  ///   - startMilliseconds: Where time 0 is in the source, for ``startMilliseconds`` and the
  ///     times the losses name.
  ///   - settings: Pulse lengths, thresholds and assumed primitive durations.
  public init(
    _ timeline: HapticTimeline, startMilliseconds: Double = 0,
    settings: HapticExportSettings = HapticExportSettings()
  ) {
    let reading = TimelineReading(timeline, settings: settings)
    let pulse = { (_: TimelineReading.Tap) in max(1, settings.transientPulseMilliseconds) }
    let steps = VibrationSweep.steps(reading.spans(pulse: pulse))
    var timings: [Int] = []
    var amplitudes: [Int] = []
    for step in steps {
      let amplitude = Self.amplitude(forIntensity: step.level)
      if amplitudes.last == amplitude {
        timings[timings.count - 1] += step.duration
      } else {
        timings.append(step.duration)
        amplitudes.append(amplitude)
      }
    }
    self.waveform = AndroidWaveform(timings: timings, amplitudes: amplitudes)
    self.startMilliseconds = startMilliseconds
    let (composition, compositionLosses) = Self.composition(
      reading, settings: settings, start: startMilliseconds)
    self.composition = composition
    self.feedback = reading.feedback.map { call in
      AndroidFeedbackCall(
        timeMilliseconds: Milliseconds.rounded(call.time), uikit: call.name,
        constant: AndroidFeedbackConstant(feedback: call))
    }

    var losses: [String] = []
    if !reading.sharpnesses.isEmpty {
      losses.append(
        "waveform: sharpness is not kept (one motor frequency): "
          + LossText.count(reading.sharpnesses.count, "event") + ", sharpness "
          + LossText.range(reading.sharpnesses) + "; the composition maps it to primitives")
    }
    losses += LossText.shared(
      reading, steps: steps, merged: reading.mergedTaps(pulse: pulse),
      pulse: "\(settings.transientPulseMilliseconds) ms", settings: settings,
      start: startMilliseconds)
    if !reading.feedback.isEmpty {
      let without = Set(feedback.filter { $0.constant == nil }.map(\.uikit)).sorted()
      var line =
        "UIKit feedback: " + LossText.count(reading.feedback.count, "call") + " "
        + LossText.verb(reading.feedback.count, "plays as its", "play as their")
        + " AHAP approximation (docs/haptics-constants.md#system-feedback); "
        + "the nearest HapticFeedbackConstants are listed under feedback"
      if !without.isEmpty { line += "; none exists for \(without.joined(separator: ", "))" }
      losses.append(line)
    }
    self.losses = losses + compositionLosses
  }

  /// The waveform amplitude for a perceived intensity: 0 (off) for 0, else
  /// `round(255 × intensity²)` clamped to 1…255.
  ///
  /// Core Haptics intensity is perceptual: HapticTape reads a linear amplitude `a` as intensity
  /// `sqrt(a)` (Meta's `ahap.rs`; docs/haptics-constants.md#system-feedback), so the amplitude
  /// is the square, scaled to Android's 1…255 (``AndroidLimits/amplitudeRange``).
  ///
  /// - Parameter intensity: 0…1; values outside are clamped.
  /// - Returns: 0, or an amplitude inside 1…255.
  public static func amplitude(forIntensity intensity: Double) -> Int {
    guard intensity.isFinite, intensity > 0 else { return AndroidLimits.offAmplitude }
    let level = min(intensity, 1)
    let range = AndroidLimits.amplitudeRange
    let scaled = (Double(range.upperBound) * level * level).rounded()
    return min(max(Int(scaled), range.lowerBound), range.upperBound)
  }

  /// The primitive for a tap: crisp (`CLICK`, `TICK`) or round (`THUD`, `LOW_TICK`) by
  /// sharpness, strong or light by intensity (docs/haptics-export.md#primitives).
  ///
  /// - Parameters:
  ///   - intensity: The tap's intensity, 0…1.
  ///   - sharpness: The tap's sharpness, 0…1.
  ///   - settings: The thresholds.
  public static func primitive(
    forIntensity intensity: Double, sharpness: Double,
    settings: HapticExportSettings = HapticExportSettings()
  ) -> AndroidPrimitive {
    let isStrong = intensity >= settings.strongIntensity
    if sharpness >= settings.crispSharpness { return isStrong ? .click : .tick }
    return isStrong ? .thud : .lowTick
  }

  /// Throws when the effect has more waveform steps or primitives than `settings` allow.
  ///
  /// - Parameter settings: The limits.
  /// - Throws: ``HapticExportError`` with code ``HapticExportError/Code/limitExceeded``, naming
  ///   the limit.
  public func checkLimits(_ settings: HapticExportSettings = HapticExportSettings()) throws {
    if waveform.timings.count > settings.maximumWaveformSteps {
      throw HapticExportError(
        .limitExceeded,
        "the Android waveform has \(waveform.timings.count) steps, more than the "
          + "\(settings.maximumWaveformSteps) an export allows (maximumWaveformSteps, ours: "
          + "Android documents no limit)")
    }
    if composition.count > settings.maximumCompositionSteps {
      throw HapticExportError(
        .limitExceeded,
        "the Android composition has \(composition.count) primitives, more than the "
          + "\(settings.maximumCompositionSteps) an export allows (maximumCompositionSteps, "
          + "ours: the vibrator HAL reports its own getCompositionSizeMax)")
    }
  }
}
