import Haptics

/// The timeline's `HapticIntensityControl` over time: the factor Core Haptics multiplies every
/// haptic event's intensity by (CHHapticParameter.h; docs/haptics-constants.md#dynamic-parameters).
///
/// The latest control that started at or before a time applies: a dynamic parameter's value, or
/// a curve's interpolated value (its last point's after it ends). Before any control the factor
/// is 1.
struct IntensityControl {
  /// One control: when it starts, and a dynamic value or a curve.
  private struct Control {
    var time: Double
    var value: Double?
    var curve: ParameterCurve?
  }

  /// By start time (the timeline's order).
  private var controls: [Control] = []

  init(_ timeline: HapticTimeline) {
    for event in timeline.events {
      switch event {
      case .dynamicParameter(let parameter) where parameter.parameter == .hapticIntensityControl:
        controls.append(Control(time: parameter.time, value: parameter.value, curve: nil))
      case .parameterCurve(let curve) where curve.parameter == .hapticIntensityControl:
        controls.append(Control(time: curve.time, value: nil, curve: curve))
      default: break
      }
    }
  }

  /// Whether the timeline has no intensity control.
  var isEmpty: Bool { controls.isEmpty }

  /// The factor at `time` seconds, 0…1.
  func factor(at time: Double) -> Double {
    // Binary search for the last control starting at or before `time`.
    var low = 0
    var high = controls.count
    while low < high {
      let middle = (low + high) / 2
      if controls[middle].time <= time { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return 1 }
    let control = controls[low - 1]
    if let curve = control.curve { return curve.value(at: time) }
    return control.value ?? 1
  }

  /// Whether the factor may change inside `start..<end` seconds: a control starts inside it,
  /// or a curve is still moving when it begins.
  func changes(from start: Double, to end: Double) -> Bool {
    controls.contains { control in
      if control.time > start && control.time < end { return true }
      if let curve = control.curve, curve.time <= start, curve.endTime > start { return true }
      return false
    }
  }
}
