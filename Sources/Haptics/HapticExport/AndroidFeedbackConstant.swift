import Haptics

/// A `HapticFeedbackConstants` value for `View.performHapticFeedback(int)`: Android's named
/// system haptics, the nearest counterpart of a UIKit feedback generator call.
///
/// Names and API levels: Android reference, `HapticFeedbackConstants`
/// (developer.android.com/reference/android/view/HapticFeedbackConstants). Android names its
/// constants after UI events, not strengths, so the impact rows of ``init(feedback:)`` are ours
/// (docs/haptics-export.md#uikit-feedback).
public enum AndroidFeedbackConstant: String, CaseIterable, Hashable, Sendable {
  /// `CONFIRM`: "the confirmation or successful completion of a user interaction" (API 30).
  case confirm = "CONFIRM"
  /// `REJECT`: "a rejection or failure of a user interaction" (API 30).
  case reject = "REJECT"
  /// `CLOCK_TICK`: "an hour or minute tick of a Clock" (API 21).
  case clockTick = "CLOCK_TICK"
  /// `CONTEXT_CLICK`: "a context click on an object" (API 23).
  case contextClick = "CONTEXT_CLICK"
  /// `VIRTUAL_KEY`: "a virtual on-screen key" press (API 5).
  case virtualKey = "VIRTUAL_KEY"
  /// `LONG_PRESS`: "a long press on an object" (API 3).
  case longPress = "LONG_PRESS"

  /// The nearest constant for a UIKit feedback call, or `nil` where Android has none
  /// (`notification.warning`).
  ///
  /// - Parameter feedback: The recorded UIKit call.
  public init?(feedback: SystemFeedback) {
    switch feedback.kind {
    case .notification(.success): self = .confirm
    case .notification(.error): self = .reject
    case .notification(.warning): return nil  // source: HapticFeedbackConstants has no warning
    case .selection: self = .clockTick  // a detent, as a clock's tick; SEGMENT_TICK needs API 34
    case .impact(.light, _), .impact(.soft, _): self = .contextClick  // source: ours (lightest)
    case .impact(.medium, _), .impact(.rigid, _): self = .virtualKey  // source: ours
    case .impact(.heavy, _): self = .longPress  // source: ours (the strongest named press)
    }
  }

  /// The Kotlin constant: `HapticFeedbackConstants.CONFIRM`.
  public var kotlinName: String { "HapticFeedbackConstants.\(rawValue)" }

  /// The Android API level that added the constant.
  public var apiLevel: Int {
    // source: Android reference, HapticFeedbackConstants ("Added in API level" per constant)
    switch self {
    case .confirm, .reject: 30
    case .clockTick: 21
    case .contextClick: 23
    case .virtualKey: 5
    case .longPress: 3
    }
  }
}
