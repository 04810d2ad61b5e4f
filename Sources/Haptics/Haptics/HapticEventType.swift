/// The type of a ``HapticEvent``; its raw value is the event's `name` in HapticTape JSON Lines.
///
/// The declaration order is the order summaries and tables list types in.
public enum HapticEventType: String, CaseIterable, Hashable, Sendable {
  /// ``TransientEvent``.
  case transient
  /// ``ContinuousEvent``.
  case continuous
  /// ``ParameterCurve``.
  case parameterCurve
  /// ``DynamicParameter``.
  case dynamicParameter
  /// ``SystemFeedback`` from `UINotificationFeedbackGenerator`.
  case notification
  /// ``SystemFeedback`` from `UIImpactFeedbackGenerator`.
  case impact
  /// ``SystemFeedback`` from `UISelectionFeedbackGenerator`.
  case selection
  /// ``AudioEvent`` of kind `AudioCustom`.
  case audioCustom
  /// ``AudioEvent`` of kind `AudioContinuous`.
  case audioContinuous
}
