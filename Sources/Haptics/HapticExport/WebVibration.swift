import Haptics

/// A haptic timeline as the web plays it: a `navigator.vibrate` pattern of alternating on and
/// off milliseconds, starting with on, and what was lost.
///
/// The Vibration API switches the motor on and off and has no strength
/// (w3c.github.io/vibration), so continuous events vibrate for their duration and a transient
/// for 10–30 ms by intensity (``HapticExportSettings/webTransientPulseMilliseconds``), a longer
/// pulse standing for a stronger tap. Entries longer than the 10 s browsers play are split with a
/// 0 ms entry between (docs/haptics-export.md#web).
///
/// ```swift
/// var timeline = HapticTimeline()
/// timeline.insert(
///   .continuous(try ContinuousEvent(time: 0, duration: 1.5, intensity: 0.5, sharpness: 0.5)))
/// timeline.insert(.transient(try TransientEvent(time: 2, intensity: 0.8, sharpness: 0.5)))
/// let web = WebVibration(timeline)
/// web.pattern  // the navigator.vibrate argument: [1500, 500, 26], a 26 ms tap after 0.5 s off
/// ```
public struct WebVibration: Hashable, Sendable {
  /// Where a vibration starts and how long it lasts, in milliseconds from the effect's start.
  public struct Pulse: Hashable, Sendable {
    /// Milliseconds from the effect's start.
    public var start: Int
    /// Milliseconds it lasts.
    public var duration: Int
  }

  /// The `navigator.vibrate` argument: on, off, on, … milliseconds; empty when nothing plays.
  public var pattern: [Int]
  /// Where the effect's time 0 is in the source, in milliseconds.
  public var startMilliseconds: Double
  /// What the pattern cannot express, one sentence each.
  public var losses: [String]

  /// Converts `timeline`.
  ///
  /// - Parameters:
  ///   - timeline: The events; time 0 is the effect's start.
  ///   - startMilliseconds: Where time 0 is in the source.
  ///   - settings: Pulse lengths and the browsers' limits.
  public init(
    _ timeline: HapticTimeline, startMilliseconds: Double = 0,
    settings: HapticExportSettings = HapticExportSettings()
  ) {
    let reading = TimelineReading(timeline, settings: settings)
    let pulse = { (tap: TimelineReading.Tap) in Self.pulse(forIntensity: tap.intensity, settings) }
    let steps = VibrationSweep.steps(reading.spans(pulse: pulse))
    // On/off entries, starting with on (a leading pause becomes a 0 ms vibration).
    var entries: [Int] = []
    for step in steps {
      let isOn = step.level > 0
      let entryIsOn = entries.count % 2 == 0
      if entries.isEmpty && !isOn {
        entries = [0, step.duration]
      } else if isOn == entryIsOn {
        entries.append(step.duration)
      } else {
        entries[entries.count - 1] += step.duration
      }
    }
    // A trailing pause plays nothing (browsers drop it).
    if entries.count % 2 == 0 { entries.removeLast(entries.isEmpty ? 0 : 1) }
    let limit = max(1, settings.maximumWebEntryMilliseconds)
    var split = 0
    var pattern: [Int] = []
    for entry in entries {
      var rest = entry
      while rest > limit {
        pattern += [limit, 0]
        rest -= limit
        split += 1
      }
      pattern.append(rest)
    }
    self.pattern = pattern
    self.startMilliseconds = startMilliseconds

    var losses: [String] = []
    if !reading.intensities.isEmpty || !reading.feedback.isEmpty {
      var line =
        "intensity: navigator.vibrate only switches the motor on and off; the intensity of "
        + LossText.count(reading.intensities.count + reading.feedback.count, "event")
      if !reading.intensities.isEmpty { line += " (" + LossText.range(reading.intensities) + ")" }
      let bounds = settings.webTransientPulseMilliseconds
      line +=
        " is not kept; taps pulse \(bounds.lowerBound)–\(bounds.upperBound) ms by intensity"
      losses.append(line)
    }
    if !reading.sharpnesses.isEmpty {
      losses.append(
        "sharpness: not kept: " + LossText.count(reading.sharpnesses.count, "event")
          + ", sharpness " + LossText.range(reading.sharpnesses))
    }
    if !reading.feedback.isEmpty {
      losses.append(
        "UIKit feedback: " + LossText.count(reading.feedback.count, "call") + " "
          + LossText.verb(reading.feedback.count, "plays as its", "play as their")
          + " AHAP approximation's taps (docs/haptics-constants.md#system-feedback)")
    }
    losses += LossText.shared(
      reading, steps: steps, merged: reading.mergedTaps(pulse: pulse), pulse: "10–30 ms",
      settings: settings, start: startMilliseconds)
    if split > 0 {
      losses.append(
        "entry length: " + LossText.count(split, "entry", "entries")
          + " longer than \(limit) ms split with a 0 ms entry (browsers cut each entry at 10 s)")
    }
    self.losses = losses
  }

  /// The vibrations of ``pattern``, with their start times.
  ///
  /// The on entries, 0 ms entries left out and abutting ones joined; the report's web lane
  /// draws these.
  public var pulses: [Pulse] {
    var result: [Pulse] = []
    var time = 0
    for (index, entry) in pattern.enumerated() {
      if index % 2 == 0, entry > 0 {
        if let last = result.last, last.start + last.duration == time {
          result[result.count - 1].duration += entry
        } else {
          result.append(Pulse(start: time, duration: entry))
        }
      }
      time += entry
    }
    return result
  }

  /// Milliseconds from the pattern's start to its last vibration's end.
  public var durationMilliseconds: Int { pattern.reduce(0, +) }

  /// How long a tap of `intensity` vibrates on the web: the settings' range, by intensity.
  ///
  /// - Parameters:
  ///   - intensity: 0…1; values outside are clamped.
  ///   - settings: The pulse range.
  public static func pulse(
    forIntensity intensity: Double, _ settings: HapticExportSettings = HapticExportSettings()
  ) -> Int {
    let bounds = settings.webTransientPulseMilliseconds
    let level = intensity.isFinite ? min(max(intensity, 0), 1) : 0
    let span = Double(bounds.upperBound - bounds.lowerBound)
    return max(1, bounds.lowerBound + Int((span * level).rounded()))
  }

  /// Throws when the pattern has more entries than browsers play.
  ///
  /// - Parameter settings: The limits.
  /// - Throws: ``HapticExportError`` with code ``HapticExportError/Code/limitExceeded``, naming
  ///   the limit.
  public func checkLimits(_ settings: HapticExportSettings = HapticExportSettings()) throws {
    if pattern.count > settings.maximumWebPatternEntries {
      throw HapticExportError(
        .limitExceeded,
        "the web pattern has \(pattern.count) entries; browsers play the first "
          + "\(settings.maximumWebPatternEntries) (Chromium kVibrationPatternLengthMax, WebKit "
          + "MaxVibrationPatternLength) and drop the rest")
    }
  }
}
