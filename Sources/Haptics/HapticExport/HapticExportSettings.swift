/// The choices a conversion makes where the platforms' documentation leaves a value to the
/// device: pulse lengths, ramp thresholds, primitive durations and size limits.
///
/// Every default is ours unless its comment cites a source (docs/haptics-export.md#settings);
/// change them to match a device you measured.
///
/// ```swift
/// var timeline = HapticTimeline()
/// timeline.insert(.transient(try TransientEvent(time: 0, intensity: 1, sharpness: 0.5)))
/// var settings = HapticExportSettings()
/// settings.minimumPulseMilliseconds = 15
/// let android = AndroidHaptics(timeline, settings: settings)
/// ```
public struct HapticExportSettings: Hashable, Sendable {
  /// How long a transient vibrates in a waveform, in milliseconds.
  public var transientPulseMilliseconds = 20  // source: ours (a short tap most motors render)
  /// The shortest vibration or gap a motor renders, in milliseconds: shorter continuous events
  /// are lengthened to it, and closer events are reported as lost.
  ///
  /// Android documents no minimum (a device's motor sets it), so this is ours.
  public var minimumPulseMilliseconds = 10  // source: ours
  /// The pulse lengths that stand for a transient's intensity on the web, where
  /// `navigator.vibrate` has no strength: intensity 0 → lower bound, 1 → upper bound.
  public var webTransientPulseMilliseconds: ClosedRange<Int> = 10...30  // source: ours
  /// Milliseconds per step when an intensity control changes a continuous event's strength.
  public var continuousStepMilliseconds = 25  // source: ours
  /// The least intensity change from a ramp's first to its last event that makes it a rise or
  /// a fall (a primitive) rather than a flat hold.
  public var rampThreshold = 0.05  // source: ours
  /// Ramps up to this long become `QUICK_RISE`, longer ones `SLOW_RISE`, in milliseconds.
  public var quickRampMilliseconds = 150  // source: ours
  /// Transients at or above this intensity become the strong primitives (`CLICK`, `THUD`),
  /// below it the light ones (`TICK`, `LOW_TICK`).
  public var strongIntensity = 0.7  // source: ours
  /// Transients at or above this sharpness become the crisp primitives (`CLICK`, `TICK`),
  /// below it the round ones (`THUD`, `LOW_TICK`).
  public var crispSharpness = 0.5  // source: ours
  /// How long each primitive plays, in milliseconds, to turn start times into the pauses
  /// `addPrimitive` takes.
  ///
  /// Devices report their own with `Vibrator.getPrimitiveDurations` (API 31; Android reference,
  /// `Vibrator`); these defaults are ours.
  public var assumedPrimitiveDurations: [AndroidPrimitive: Int] = [
    .click: 20, .tick: 10, .lowTick: 15, .thud: 50, .spin: 100,  // source: ours
    .quickRise: 100, .slowRise: 300, .quickFall: 100,  // source: ours
  ]
  /// The most steps a waveform may have before the export is refused.
  ///
  /// Android documents no limit for `createWaveform`; this one is ours, to keep an exported
  /// effect reviewable and within what vibrator HALs buffer.
  public var maximumWaveformSteps = 1_000  // source: ours
  /// The most primitives a composition may have before the export is refused.
  ///
  /// Android documents no limit for `Composition` (the vibrator HAL reports its own,
  /// `getCompositionSizeMax`); this one is ours.
  public var maximumCompositionSteps = 100  // source: ours
  /// The most entries a `navigator.vibrate` pattern keeps: 99.
  ///
  /// The Vibration API leaves the maximum to the browser (w3c.github.io/vibration, "max
  /// length"); Chromium (`kVibrationPatternLengthMax`, NavigatorVibration.cpp) and WebKit
  /// (`MaxVibrationPatternLength`, Vibration.cpp) truncate after 99.
  public var maximumWebPatternEntries = 99
  /// The longest single entry of a `navigator.vibrate` pattern, in milliseconds: 10 000.
  ///
  /// Source: Chromium `kVibrationDurationMsMax` and WebKit `MaxVibrationDuration` clamp each
  /// entry to 10 s; longer vibrations and pauses are split into entries of at most this.
  public var maximumWebEntryMilliseconds = 10_000

  /// Creates the default settings.
  public init() {}

  /// The assumed duration of `primitive`, in milliseconds, never negative.
  func duration(of primitive: AndroidPrimitive) -> Int {
    max(0, assumedPrimitiveDurations[primitive] ?? 0)
  }
}
