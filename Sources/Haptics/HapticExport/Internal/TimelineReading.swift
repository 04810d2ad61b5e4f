import Haptics

/// What a conversion reads from a timeline, shared by every target: taps, held vibrations, UIKit
/// calls, and tallies of what no target here can play.
struct TimelineReading {
  /// A transient, or one tap of a UIKit feedback approximation, at its effective intensity.
  struct Tap {
    /// Milliseconds from the effect's start.
    var time: Int
    /// Intensity after `HapticIntensityControl`, 0…1.
    var intensity: Double
    /// Sharpness, 0…1.
    var sharpness: Double
  }

  /// A continuous event as spans (one, or steps where an intensity control moves).
  struct Hold {
    /// Milliseconds from the effect's start.
    var start: Int
    /// Milliseconds from the effect's start, after the minimum pulse was applied.
    var end: Int
    /// Effective intensity at the start and at the end, 0…1.
    var startIntensity: Double
    var endIntensity: Double
    /// The spans that play it.
    var spans: [VibrationSpan]
  }

  var taps: [Tap] = []
  var holds: [Hold] = []
  var feedback: [SystemFeedback] = []
  /// Sharpness of every transient and continuous event (not feedback: UIKit sets its own).
  var sharpnesses: [Double] = []
  /// Intensity of every transient and continuous event, and impact intensities.
  var intensities: [Double] = []
  var envelopeCount = 0
  var audioCount = 0
  var silentCount = 0
  var lengthenedCount = 0
  var steppedCount = 0
  var hasIntensityControl = false
  /// Controls other than `HapticIntensityControl`, by name, with how often they occur.
  var otherControls: [String: Int] = [:]

  init(_ timeline: HapticTimeline, settings: HapticExportSettings) {
    let control = IntensityControl(timeline)
    hasIntensityControl = !control.isEmpty
    let step = max(1, settings.continuousStepMilliseconds)
    let minimum = max(0, settings.minimumPulseMilliseconds)
    for event in timeline.events {
      switch event {
      case .transient(let transient):
        let intensity = transient.intensity * control.factor(at: transient.time)
        sharpnesses.append(transient.sharpness)
        intensities.append(transient.intensity)
        appendTap(at: transient.time, intensity: intensity, sharpness: transient.sharpness)
      case .feedback(let call):
        feedback.append(call)
        for tap in call.ahapApproximation {
          appendTap(
            at: tap.time, intensity: tap.intensity * control.factor(at: tap.time),
            sharpness: tap.sharpness)
        }
      case .continuous(let hold):
        sharpnesses.append(hold.sharpness)
        intensities.append(hold.intensity)
        if hold.envelope != nil { envelopeCount += 1 }
        let start = Milliseconds.rounded(hold.time)
        var end = Milliseconds.rounded(hold.time + hold.duration)
        if end <= start {
          silentCount += 1
          continue
        }
        if end - start < minimum {
          end = start + minimum
          lengthenedCount += 1
        }
        var spans: [VibrationSpan] = []
        if control.changes(from: hold.time, to: hold.time + hold.duration) {
          steppedCount += 1
          var from = start
          while from < end {
            let to = min(end, from + step)
            let level = hold.intensity * control.factor(at: Double(from) / 1_000)
            spans.append(VibrationSpan(start: from, end: to, level: level))
            from = to
          }
        } else {
          let level = hold.intensity * control.factor(at: hold.time)
          spans.append(VibrationSpan(start: start, end: end, level: level))
        }
        let first = spans.first?.level ?? 0
        let last = spans.last?.level ?? 0
        holds.append(
          Hold(start: start, end: end, startIntensity: first, endIntensity: last, spans: spans))
      case .audio:
        audioCount += 1
      case .dynamicParameter(let parameter):
        if parameter.parameter != .hapticIntensityControl {
          otherControls[parameter.parameter.rawValue, default: 0] += 1
        }
      case .parameterCurve(let curve):
        if curve.parameter != .hapticIntensityControl {
          otherControls[curve.parameter.rawValue, default: 0] += 1
        }
      }
    }
  }

  private mutating func appendTap(at time: Double, intensity: Double, sharpness: Double) {
    guard intensity > 0 else {
      silentCount += 1
      return
    }
    taps.append(Tap(time: Milliseconds.rounded(time), intensity: intensity, sharpness: sharpness))
  }

  /// Every span to vibrate, taps lasting `pulse(tap)` milliseconds.
  func spans(pulse: (Tap) -> Int) -> [VibrationSpan] {
    var spans = holds.flatMap(\.spans)
    for tap in taps {
      spans.append(
        VibrationSpan(start: tap.time, end: tap.time + max(1, pulse(tap)), level: tap.intensity))
    }
    return spans
  }

  /// The taps that start before the previous tap's pulse ends (they play as one longer pulse),
  /// as their start times in milliseconds.
  func mergedTaps(pulse: (Tap) -> Int) -> [Int] {
    var merged: [Int] = []
    var previousEnd = Int.min
    for tap in taps.sorted(by: { $0.time < $1.time }) {
      if tap.time < previousEnd { merged.append(tap.time) }
      previousEnd = max(previousEnd, tap.time + max(1, pulse(tap)))
    }
    return merged
  }
}
