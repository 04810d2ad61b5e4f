// MARK: - AHAP approximation

extension SystemFeedback {
  /// What the AHAP form of this feedback is based on.
  ///
  /// UIKit's generator patterns live in a
  /// private pattern library and have no public AHAP form
  /// (docs/haptics-constants.md#system-feedback), so every export is an approximation.
  public static let approximationSource =
    "pulse spacing and strength from Nice Vibrations HapticPatterns.cs envelope peaks "
    + "(docs/haptics-constants.md#system-feedback), intensity = sqrt(amplitude) (Meta ahap.rs), "
    + "sharpness ours"

  /// The transient events that stand in for this feedback in an AHAP export, starting at
  /// ``time``.
  ///
  /// Impacts and selection are one transient; success and warning are two, error four (the HIG's
  /// "four taps", the third strongest). An impact's intensity scales the style's intensity.
  ///
  /// ```swift
  /// let taps = try SystemFeedback(time: 1, kind: .notification(.success)).ahapApproximation
  /// taps.map(\.time)  // [1.0, 1.2]
  /// ```
  public var ahapApproximation: [TransientEvent] {
    pulses.map { pulse in
      TransientEvent(
        checkedTime: time + pulse.offset, intensity: pulse.intensity, sharpness: pulse.sharpness)
    }
  }

  /// One approximating tap: seconds after the call, `HapticIntensity`, `HapticSharpness`.
  private typealias Pulse = (offset: Double, intensity: Double, sharpness: Double)

  private var pulses: [Pulse] {
    // Nice Vibrations amplitudes (Lofelt/NiceVibrations HapticPatterns.cs envelope peaks) become
    // intensities via sqrt, as Meta's ahap.rs maps them
    // (docs/haptics-constants.md#system-feedback).
    let faint = 0.157.squareRoot()  // source: Nice Vibrations Success/Failure peak 0.157
    let middle = 0.471.squareRoot()  // source: Nice Vibrations Selection, MediumImpact 0.471
    let light = 0.156.squareRoot()  // source: Nice Vibrations LightImpact, SoftImpact 0.156
    let notificationSharpness = 0.5  // source: ours
    switch kind {
    case .notification(.success):
      // source: Nice Vibrations Success peaks at 0.04 s and 0.24 s: 0.157, 1.0
      return [(0, faint, notificationSharpness), (0.2, 1, notificationSharpness)]
    case .notification(.warning):
      // source: Nice Vibrations Warning peaks at 0.12 s and 0.28 s: 1.0, 0.47
      return [(0, 1, notificationSharpness), (0.16, middle, notificationSharpness)]
    case .notification(.error):
      // source: Nice Vibrations Failure peaks at 0.08, 0.2, 0.4, 0.48 s: 0.47, 0.47, 1.0, 0.157
      return [
        (0, middle, notificationSharpness), (0.12, middle, notificationSharpness),
        (0.32, 1, notificationSharpness), (0.4, faint, notificationSharpness),
      ]
    case .impact(let style, let scale):
      let (intensity, sharpness): (Double, Double) =
        switch style {
        case .light: (light, 0.6)  // source: Nice Vibrations LightImpact 0.156; sharpness ours
        case .medium: (middle, 0.5)  // source: Nice Vibrations MediumImpact 0.471; sharpness ours
        case .heavy: (1, 0.4)  // source: Nice Vibrations HeavyImpact 1.0; sharpness ours
        case .soft: (light, 0.1)  // source: Nice Vibrations SoftImpact 0.156; sharpness ours (low)
        case .rigid: (1, 0.9)  // source: Nice Vibrations RigidImpact 1.0; sharpness ours (high)
        }
      return [(0, intensity * scale, sharpness)]
    case .selection:
      return [(0, middle, 0.8)]  // source: Nice Vibrations Selection 0.471; sharpness ours
    }
  }

  /// A short name for reports and metadata: `notification.success`, `impact.light`,
  /// `selection`.
  public var name: String {
    switch kind {
    case .notification(let type): "notification.\(type.rawValue)"
    case .impact(let style, _): "impact.\(style.rawValue)"
    case .selection: "selection"
    }
  }
}
